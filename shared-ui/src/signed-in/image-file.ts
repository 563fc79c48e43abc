// The profile picture is checked in the browser before it is sent, so a person with a slow
// connection is not made to upload 10 MB only to be told it is too large. The server checks again.

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const IMAGE_TYPE_ERROR = '画像は PNG・JPEG・WebP のいずれかを選んでください。';
export const IMAGE_SIZE_ERROR = '画像の大きさは 2MB までです。もっと小さい画像を選んでください。';

/** A Japanese message when the file cannot be used, or null when it can. */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_ERROR;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_ERROR;
  return null;
}

/** Reads the file as a data: URL, the form the profile APIs expect (profile_image_data). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}
