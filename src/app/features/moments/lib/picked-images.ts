/** What the New Moment modal takes (the spec's guide): PNG, JPEG, WebP, at most 10 MB each. */
export const PICKABLE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_PICKED_MB = 10;
const MAX_PICKED_BYTES = MAX_PICKED_MB * 1024 * 1024;

export type PickProblem = 'file-type' | 'file-size';

/** Why a picked file cannot be a moment's picture, or null. */
export function pickProblem(file: Pick<File, 'type' | 'size'>): PickProblem | null {
  if (!(PICKABLE_TYPES as readonly string[]).includes(file.type)) return 'file-type';
  if (file.size > MAX_PICKED_BYTES) return 'file-size';
  return null;
}
