/**
 * Image recognition (002 sections 2.4, 2.5, 5, 7): one image and a prompt to a vision model in a
 * non-streamed chat call, read into the spec's analysis result. Refusals are codes; the recognition
 * panel and its settings word them.
 */
import type { ChatRequest } from 'ollama/browser';
import type { AiClient } from './ai-client.ts';
import { toAiError } from './ai-error.ts';
import type { ChatImage } from './conversation-types.ts';
import { base64Size, RECOGNITION_RESIZE } from './image-rules.ts';
import { err, ok, type Result } from '../util/result.ts';
import { analysisOf, answerError, descriptionOf, type ImageAnalysis } from './vision-result.ts';

/** The recognition call's sampling (spec section 9: temperature 0.3, top_p 0.9). */
export const VISION_OPTIONS = { temperature: 0.3, top_p: 0.9 } as const;

/** The six quick prompts; the app holds each one's text in the reader's language. */
export const QUICK_PROMPTS = ['general', 'objects', 'scene', 'text', 'people', 'art'] as const;
export type QuickPrompt = (typeof QUICK_PROMPTS)[number];

/** The spec's vision model info; the app words each model's description by its name. */
export interface VisionModelInfo {
  name: string;
  /** Download size in GB, as the spec gives it. */
  sizeGb: number;
  /** The spec says "about" this size. */
  approximate: boolean;
  /** Languages it describes images in (ISO 639-1). */
  languages: readonly string[];
}

export const RECOMMENDED_VISION_MODELS: readonly VisionModelInfo[] = [
  { name: 'llava:latest', sizeGb: 7, approximate: true, languages: ['en'] },
  { name: 'llava:7b', sizeGb: 4, approximate: false, languages: ['en'] },
  { name: 'minicpm-v:8b', sizeGb: 5, approximate: false, languages: ['en', 'zh'] },
  { name: 'llama3.2-vision:11b', sizeGb: 7, approximate: false, languages: ['en'] },
];

export const VisionError = {
  imageRequired: 'image-required',
  promptRequired: 'prompt-required',
  /** No vision model chosen: the spec's warning asks to choose one first. */
  selectModel: 'select-vision-model',
  /** The model service could not be reached. */
  notConnected: 'not-connected',
  /** The spec's 'API error': the service refused or failed; the detail says how. */
  apiError: 'api-error',
  /** The spec's 'No description received from vision model'. */
  noDescription: 'no-description',
  cancelled: 'cancelled',
} as const;
export type VisionErrorCode = (typeof VisionError)[keyof typeof VisionError];

/** A failed recognition: the code to word, and what the service said (for the debug log). */
export interface VisionFailure {
  code: VisionErrorCode;
  detail: string;
}

export interface RecognitionRequest {
  model: string;
  prompt: string;
  /** Raw base64 of the image, without the data: prefix. */
  image: string;
}

/** What must be there before asking: an image, a prompt and a vision model, in that order. */
export function checkRecognition(request: RecognitionRequest): VisionErrorCode | null {
  if (!request.image) return VisionError.imageRequired;
  if (!request.prompt.trim()) return VisionError.promptRequired;
  if (!request.model.trim()) return VisionError.selectModel;
  return null;
}

/** Spec section 7's recognition call: the image as raw base64, not streamed, 0.3 and 0.9. */
export function visionChatRequest(request: RecognitionRequest): ChatRequest & { stream: false } {
  return {
    model: request.model.trim(),
    messages: [{ role: 'user', content: request.prompt.trim(), images: [request.image] }],
    stream: false,
    options: { ...VISION_OPTIONS },
  };
}

/** The recognition panel shrinks images over 2 MB (every image with auto-resize on). */
export const recognitionNeedsShrink = (sizeBytes: number, autoResize: boolean): boolean =>
  autoResize || sizeBytes > RECOGNITION_RESIZE.thresholdBytes;

const IMAGE_DATA_URL = /^data:(image\/(?:jpeg|png|gif|bmp|webp));base64,([A-Za-z0-9+/]+={0,2})$/i;

/** An image data URL as an AI chat message's image, or null for anything else. */
export function imageFromDataUrl(dataUrl: string, name: string): ChatImage | null {
  const match = IMAGE_DATA_URL.exec(dataUrl.trim());
  const [, mimeType, base64] = match ?? [];
  if (!mimeType || !base64) return null;
  return { name, mimeType: mimeType.toLowerCase(), base64, size: base64Size(base64) };
}

/** A 32x32 picture, red on the left and blue on the right, for the settings' model test. */
export const VISION_TEST_IMAGE =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAALUlEQVR42u3NMQkAAAgAMJN4m8nshjGDpzDYv5iqk+w5CYFAIBAIBAKBQPAlWD52AEydLXVHAAAAAElFTkSuQmCC';

/** Recognition over the AI services' client (which follows the saved model server or proxy). */
export class VisionService {
  constructor(
    private readonly client: () => AiClient,
    private readonly now: () => number = Date.now,
  ) {}

  /** Describes the image; `signal` stops the request (then the result is `cancelled`). */
  async recognise(
    request: RecognitionRequest,
    signal?: AbortSignal,
  ): Promise<Result<ImageAnalysis, VisionFailure>> {
    const refused = checkRecognition(request);
    if (refused) return err({ code: refused, detail: '' });
    const started = this.now();
    let answer: unknown;
    try {
      answer = await this.client().ollama(signal).chat(visionChatRequest(request));
    } catch (error) {
      const failure = toAiError(error);
      const code =
        failure.kind === 'cancelled'
          ? VisionError.cancelled
          : failure.kind === 'connection'
            ? VisionError.notConnected
            : VisionError.apiError;
      return err({ code, detail: failure.detail });
    }
    const serverError = answerError(answer);
    if (serverError) return err({ code: VisionError.apiError, detail: serverError });
    const description = descriptionOf(answer);
    if (description === null) return err({ code: VisionError.noDescription, detail: '' });
    return ok(analysisOf(description, this.now() - started));
  }
}
