import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '../../../contract/auth/auth.endpoints';
import type { ChangePasswordBody } from '../../../contract/auth/auth.schemas';
import type { AnswerOf, BodyInput } from '../../../contract/http/endpoint';
import { usersEndpoints } from '../../../contract/users/users.endpoints';
import type { Settings, UpdateSettingsBody } from '../../../contract/users/users.schemas';
import { callEndpoint, uploadToEndpoint } from '../../lib/api-client';
import { sessionQueryKey } from '../auth/use-session';

export const settingsQueryKey = ['settings', 'me'] as const;

/** The signed-in user's settings: profile facts, notification toggles and, for suppliers, the store. */
export function useSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => callEndpoint(usersEndpoints.getSettings),
  });
}

/** Business categories and notification toggles; the answer is the whole settings. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => callEndpoint(usersEndpoints.updateSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}

/** The supplier's store: bio, temporary closing with its message, delivery fee (`deliveryFeeHalalas`). */
export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof usersEndpoints.updateStore>) =>
      callEndpoint(usersEndpoints.updateStore, { body }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}

/** Ends every other session on the server; this browser stays signed in. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callEndpoint(authEndpoints.changePassword, { body }),
  });
}

export type ImageKind = 'profilePicture' | 'storeBanner';

const imageEndpoints = {
  profilePicture: {
    upload: usersEndpoints.uploadProfilePicture,
    remove: usersEndpoints.removeProfilePicture,
  },
  storeBanner: { upload: usersEndpoints.uploadStoreBanner, remove: usersEndpoints.removeStoreBanner },
};

type UploadedImage = AnswerOf<typeof usersEndpoints.uploadProfilePicture>;

/**
 * Upload or delete the profile picture or the store banner; deleting restores the default (url null).
 * A new profile picture also refreshes the session, so the header avatar follows.
 */
export function useImageUpload(kind: ImageKind) {
  const queryClient = useQueryClient();
  const endpoints = imageEndpoints[kind];
  const saveUrl = ({ url }: UploadedImage) => {
    queryClient.setQueryData<Settings>(settingsQueryKey, (settings) => {
      if (!settings) return settings;
      if (kind === 'profilePicture') return { ...settings, profile: { ...settings.profile, pfpUrl: url } };
      return settings.store ? { ...settings, store: { ...settings.store, bannerUrl: url } } : settings;
    });
    if (kind === 'profilePicture') void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadToEndpoint(endpoints.upload, file),
    onSuccess: saveUrl,
  });
  const remove = useMutation({
    mutationFn: () => callEndpoint(endpoints.remove),
    onSuccess: saveUrl,
  });
  return { upload, remove };
}
