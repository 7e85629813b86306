/** What image generation tells the user, as codes; the app words them (`use-refusal-text.ts`). */
export const ImageGenError = {
  promptRequired: 'prompt-required',
  /** The hosted service needs its API key. */
  apiKeyRequired: 'api-key-required',
  /** A size, step count, guidance or seed outside the spec's choices. */
  invalidOptions: 'invalid-options',
  /** A service address that is not an http(s) URL. */
  invalidUrl: 'invalid-url',
  /** The hosted service's own `{error}` text; it is the detail. */
  serverError: 'server-error',
  /** A non-ok hosted answer without an `{error}`: the status and its text. */
  httpError: 'http-error',
  /** Nothing usable came back (no answer, or not a picture). */
  generationFailed: 'generation-failed',
  /** The local image service does not answer. */
  serviceNotReady: 'service-not-ready',
  /** A non-ok answer of the local image service: the status and the body. */
  stableDiffusionError: 'stable-diffusion-error',
  noImages: 'no-images',
  /** Stopped before anything came back. */
  cancelled: 'cancelled',
  /** The settings could not be stored on this device. */
  saveFailed: 'save-failed',
} as const;

export type ImageGenErrorCode = (typeof ImageGenError)[keyof typeof ImageGenError];

/** A failed generation or settings change: its code, and what the service said where it did. */
export interface ImageGenFailure {
  readonly code: ImageGenErrorCode;
  readonly status?: number;
  readonly detail?: string;
}

export const failure = (
  code: ImageGenErrorCode,
  status?: number,
  detail?: string,
): ImageGenFailure => ({
  code,
  ...(status !== undefined ? { status } : {}),
  ...(detail !== undefined ? { detail } : {}),
});

/** A picture the service made, as a data URL the app can show, save and send. */
export interface GeneratedImage {
  readonly dataUrl: string;
  readonly mimeType: string;
  /** The prompt the service was given. */
  readonly prompt: string;
  /** Milliseconds from the request to the picture. */
  readonly timeTaken: number;
}

/** The options both services take, in the spec's ranges. */
export interface GenerationOptions {
  prompt: string;
  negativePrompt: string;
  width: number;
  height: number;
  steps: number;
  /** Guidance (the hosted service's guidance_scale, the local one's cfg_scale). */
  guidance: number;
  /** 0 to 2147483647; null picks a random one. */
  seed: number | null;
}
