import { err, ok, type Result } from '@core/util/result.ts';

/** Avatars are small on every screen; a bigger picture only bloats the profile on the network. */
export const AVATAR_PIXELS = 128;
const ACCEPTED = /^image\/(png|jpeg|webp|gif|bmp)$/;

/** Crops the picked image to a centred square and shrinks it into a JPEG data URL. */
export async function imageFileToAvatar(
  file: File | undefined,
): Promise<Result<string, 'avatar-file-missing' | 'avatar-file-unreadable'>> {
  if (!file) return err('avatar-file-missing');
  if (!ACCEPTED.test(file.type)) return err('avatar-file-unreadable');
  try {
    const bitmap = await createImageBitmap(file);
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_PIXELS;
    canvas.height = AVATAR_PIXELS;
    const context = canvas.getContext('2d');
    if (!context) return err('avatar-file-unreadable');
    // JPEG has no transparency: paint white first so transparent PNGs do not turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, AVATAR_PIXELS, AVATAR_PIXELS);
    context.drawImage(
      bitmap,
      (bitmap.width - side) / 2,
      (bitmap.height - side) / 2,
      side,
      side,
      0,
      0,
      AVATAR_PIXELS,
      AVATAR_PIXELS,
    );
    bitmap.close();
    return ok(canvas.toDataURL('image/jpeg', 0.85));
  } catch {
    return err('avatar-file-unreadable');
  }
}
