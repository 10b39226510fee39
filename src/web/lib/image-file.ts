/** Settings images (spec §5): at most 5 MB, and only PNG, JPEG or WebP. The server checks again by content. */
export const maxImageBytes = 5 * 1024 * 1024;
export const allowedImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const imageAccept = allowedImageTypes.join(',');

/** The error code that refuses this file before any upload, or null when it may be sent. */
export function imageFileError(file: File): 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' | null {
  if (!(allowedImageTypes as readonly string[]).includes(file.type)) return 'FILE_TYPE_NOT_ALLOWED';
  if (file.size > maxImageBytes) return 'FILE_TOO_LARGE';
  return null;
}
