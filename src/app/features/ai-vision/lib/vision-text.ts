import type { TFunction } from 'i18next';
import { ACCEPTED_IMAGE_TYPES } from '@core/ai/image-rules.ts';
import type { VisionErrorCode } from '@core/ai/vision.ts';

// Recognition's refusals are the panel's own, like the chat's image checks: worded here.
const ERROR_KEYS = {
  'image-required': 'errors.imageRequired',
  'prompt-required': 'errors.promptRequired',
  'select-vision-model': 'errors.selectModel',
  'not-connected': 'errors.notConnected',
  'api-error': 'errors.apiError',
  'no-description': 'errors.noDescription',
  cancelled: 'errors.cancelled',
} as const satisfies Record<VisionErrorCode, `errors.${string}`>;

export const visionErrorText = (t: TFunction<'vision'>, code: VisionErrorCode): string =>
  t(ERROR_KEYS[code]);

/** The spec's list of supported formats: "jpeg, png, webp, gif". */
export const SUPPORTED_FORMATS = ACCEPTED_IMAGE_TYPES.map((type) =>
  type.slice('image/'.length),
).join(', ');

/** A model name as a catalogue key (`llava:7b` is `llava_7b`). */
export const modelKey = (name: string): string => name.replace(/[^a-z0-9]+/gi, '_');
