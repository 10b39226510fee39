import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangePasswordBody } from '../../../contract/auth/auth.schemas';
import type {
  Settings,
  UpdateSettingsBody,
  UpdateStoreBodySchema,
  UploadedImageSchema,
} from '../../../contract/users/users.schemas';
import { apiRequest, uploadFile } from '../../lib/api-client';
import { sessionQueryKey } from '../session/use-session';

export const settingsQueryKey = ['settings', 'me'] as const;

/** The signed-in user's settings: profile facts, notification toggles and, for suppliers, the store. */
export function useSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => apiRequest<Settings>('/api/users/me/settings'),
  });
}

/** Business categories and notification toggles; the answer is the whole settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) =>
      apiRequest<Settings>('/api/users/me/settings', { method: 'PATCH', body }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}

/** The supplier's store: bio, temporary closing with its message, delivery fee (`deliveryFeeHalalas`). */
export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof UpdateStoreBodySchema>) =>
      apiRequest<Settings>('/api/suppliers/me/store', { method: 'PUT', body }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}

/** Ends every other session on the server; this browser stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest<{ message: string }>('/api/users/me/password', { method: 'PUT', body }),
  });
}

export type ImageKind = 'profilePicture' | 'storeBanner';

const imagePaths: Record<ImageKind, string> = {
  profilePicture: '/api/users/me/profile-picture',
  storeBanner: '/api/suppliers/me/banner',
};

type UploadedImage = z.infer<typeof UploadedImageSchema>;

/**
 * Upload or delete the profile picture or the store banner; deleting restores the default (url null).
 * A new profile picture also refreshes the session, so the header avatar follows.
 */
export function useImageUpload(kind: ImageKind) {
  const queryClient = useQueryClient();
  const path = imagePaths[kind];
  const saveUrl = ({ url }: UploadedImage) => {
    queryClient.setQueryData<Settings>(settingsQueryKey, (settings) => {
      if (!settings) return settings;
      if (kind === 'profilePicture') return { ...settings, profile: { ...settings.profile, pfpUrl: url } };
      return settings.store ? { ...settings, store: { ...settings.store, bannerUrl: url } } : settings;
    });
    if (kind === 'profilePicture') void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadFile<UploadedImage>(path, file),
    onSuccess: saveUrl,
  });
  const remove = useMutation({
    mutationFn: () => apiRequest<UploadedImage>(path, { method: 'DELETE' }),
    onSuccess: saveUrl,
  });
  return { upload, remove };
}
