import type { IncomingHttpHeaders } from 'node:http';

/** A checkpoint as A1111's /sdapi/v1/sd-models lists it. */
export interface SdModel {
  title: string;
  model_name: string;
  hash?: string;
  filename?: string;
}

/** How the image server behaves; `setScript` changes any part of it between requests. */
export interface ImageServerScript {
  /** Bearer keys the hosted endpoint accepts; any other answers 401. */
  apiKeys: readonly string[];
  /** Hosted model ids (`owner/name`) that exist; any other answers 404. */
  hostedModels: readonly string[];
  /** How many hosted requests still answer 503 "currently loading" before the model is ready. */
  warmUps: number;
  /** Seconds the 503 answer gives as `estimated_time`. */
  estimatedTime: number;
  /** Checkpoints for /sdapi/v1/sd-models; the first is loaded at start. */
  sdModels: readonly SdModel[];
  /** Time each sampling step of a txt2img job takes. */
  stepDelayMs: number;
  /** txt2img answers `images: []`. */
  noImages: boolean;
  /** Answer every request to a path (e.g. `/sdapi/v1/options`) with this status and body. */
  errors: Readonly<Record<string, { status: number; body: unknown }>>;
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}
