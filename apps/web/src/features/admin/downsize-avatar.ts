import { AVATAR_SIZE_PX, messages } from '@depot/contract';

/**
 * A photo as the small square the landing page shows: centre-cropped, scaled to 128×128 and
 * encoded as WebP (JPEG where the browser cannot write WebP), a few KB instead of megabytes.
 */
export async function downsizeAvatar(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(messages.testimonials.imageUnreadable);
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIZE_PX;
  canvas.height = AVATAR_SIZE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(messages.testimonials.imageUnreadable);
  context.imageSmoothingQuality = 'high';
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    AVATAR_SIZE_PX,
    AVATAR_SIZE_PX,
  );
  bitmap.close();
  const webp = canvas.toDataURL('image/webp', 0.85);
  // Browsers that cannot encode WebP answer with PNG, which is far larger for a photo.
  return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', 0.85);
}
