import { err, ok, type Result } from '../../util/result.ts';
import {
  ImageGenError,
  type GenerationOptions,
  type ImageGenErrorCode,
} from './image-generation-types.ts';

/** The spec's choices for width and height. */
export const IMAGE_SIZES = [512, 768, 1024] as const;
export const STEPS = { min: 10, max: 50, step: 5 } as const;
export const GUIDANCE = { min: 1, max: 20, step: 0.5 } as const;
export const SEED = { min: 0, max: 2_147_483_647 } as const;

/** The hosted panel starts from these (spec: size 512, steps 20, guidance 7.5). */
export const HOSTED_OPTION_DEFAULTS: Readonly<
  Omit<GenerationOptions, 'prompt' | 'negativePrompt'>
> = {
  width: 512,
  height: 512,
  steps: 20,
  guidance: 7.5,
  seed: null,
};

/** The local panel starts from these (spec: 512x512, steps 20, cfg 7). */
export const LOCAL_OPTION_DEFAULTS: Readonly<Omit<GenerationOptions, 'prompt' | 'negativePrompt'>> =
  {
    width: 512,
    height: 512,
    steps: 20,
    guidance: 7,
    seed: null,
  };

function onStep(value: number, range: { min: number; max: number; step: number }): boolean {
  const steps = (value - range.min) / range.step;
  return value >= range.min && value <= range.max && Math.abs(steps - Math.round(steps)) < 1e-9;
}

const isSize = (value: number): boolean => (IMAGE_SIZES as readonly number[]).includes(value);

/** A seed typed into a field: blank is none (random), else a whole number in range, else NaN. */
export function parseSeed(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) && Number(trimmed) <= SEED.max ? Number(trimmed) : Number.NaN;
}

/** The options with the prompts trimmed, or why they cannot be sent. */
export function checkOptions(
  options: GenerationOptions,
): Result<GenerationOptions, ImageGenErrorCode> {
  const prompt = options.prompt.trim();
  if (!prompt) return err(ImageGenError.promptRequired);
  const { seed } = options;
  const valid =
    isSize(options.width) &&
    isSize(options.height) &&
    onStep(options.steps, STEPS) &&
    onStep(options.guidance, GUIDANCE) &&
    (seed === null || (Number.isInteger(seed) && seed >= SEED.min && seed <= SEED.max));
  if (!valid) return err(ImageGenError.invalidOptions);
  return ok({ ...options, prompt, negativePrompt: options.negativePrompt.trim() });
}
