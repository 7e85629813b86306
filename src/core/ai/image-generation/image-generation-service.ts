import type { SqlDatabase } from '../../store/sql.ts';
import { debug } from '../../util/log.ts';
import { err, ok, type Result } from '../../util/result.ts';
import type { AiClient } from '../ai-client.ts';
import { ConfigService } from './config-service.ts';
import { checkOptions } from './generation-limits.ts';
import { generateHostedImage } from './hosted-client.ts';
import {
  checkHostedPatch,
  HOSTED_CONFIG_KEY,
  readHostedConfig,
  type HostedImageConfig,
} from './hosted-config.ts';
import {
  failure,
  ImageGenError,
  type GeneratedImage,
  type GenerationOptions,
  type ImageGenFailure,
} from './image-generation-types.ts';
import { StableDiffusionClient, type SamplingProgress, type SdModelInfo } from './local-client.ts';
import {
  checkLocalPatch,
  LOCAL_CONFIG_KEY,
  readLocalConfig,
  type LocalImageConfig,
} from './local-config.ts';
import { enhancePrompt } from './prompt-enhancer.ts';

const log = debug('ai:image');

export interface ImageGenerationDeps {
  db: SqlDatabase;
  /** The AI chat's model server, which improves local prompts. */
  client: () => AiClient;
  fetch?: typeof fetch;
  now?: () => number;
  /** How often the local job's progress is read (spec: 500 ms); tests shorten it. */
  pollIntervalMs?: number;
}

/** Which of the two local services answer. */
export interface LocalServiceStatus {
  /** The model service that improves prompts (the AI chat's). */
  modelService: boolean;
  /** The image-generation service. */
  imageService: boolean;
}

/** Where a local generation is. */
export type LocalProgress =
  { phase: 'enhancing' } | { phase: 'generating'; sampling: SamplingProgress | null };

/** A local picture, with the prompt as the user wrote it and as the local model improved it. */
export interface LocalImage extends GeneratedImage {
  originalPrompt: string;
  /** Null when enhancement was off or gave nothing. */
  enhancedPrompt: string | null;
  /** The user interrupted the job: the picture is as far as it got. */
  interrupted: boolean;
}

export interface HostedRun {
  signal?: AbortSignal;
  onWarmingUp?: (estimatedSeconds: number) => void;
}

export interface LocalRun {
  /** Aborting stops the enhancement, or interrupts the image job (which still answers). */
  signal?: AbortSignal;
  onProgress?: (progress: LocalProgress) => void;
}

/** Hosted and local image generation with their settings, on this device. */
export class ImageGenerationService {
  readonly hosted: ConfigService<HostedImageConfig>;
  readonly local: ConfigService<LocalImageConfig>;
  readonly #deps: ImageGenerationDeps;
  readonly #now: () => number;

  constructor(deps: ImageGenerationDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.hosted = new ConfigService(deps.db, HOSTED_CONFIG_KEY, readHostedConfig, checkHostedPatch);
    this.local = new ConfigService(deps.db, LOCAL_CONFIG_KEY, readLocalConfig, checkLocalPatch);
  }

  /** Reads both settings objects (again: the modal reads them each time it opens). */
  async load(): Promise<void> {
    await Promise.all([this.hosted.load(), this.local.load()]);
  }

  async generateHosted(
    options: GenerationOptions,
    run: HostedRun = {},
  ): Promise<Result<GeneratedImage, ImageGenFailure>> {
    const checked = checkOptions(options);
    if (!checked.ok) return err(failure(checked.error));
    const config = this.hosted.current;
    if (!config.hfApiKey) return err(failure(ImageGenError.apiKeyRequired));
    return generateHostedImage(config, checked.value, {
      now: this.#now,
      ...(this.#deps.fetch ? { fetch: this.#deps.fetch } : {}),
      ...run,
    });
  }

  async checkLocalServices(): Promise<LocalServiceStatus> {
    const [modelService, imageService] = await Promise.all([
      this.#deps
        .client()
        .listModels()
        .then(
          () => true,
          () => false,
        ),
      this.#stableDiffusion().isAvailable(),
    ]);
    return { modelService, imageService };
  }

  localModels(): Promise<Result<SdModelInfo[], ImageGenFailure>> {
    return this.#stableDiffusion().models();
  }

  async generateLocal(
    options: GenerationOptions,
    run: LocalRun = {},
  ): Promise<Result<LocalImage, ImageGenFailure>> {
    const checked = checkOptions(options);
    if (!checked.ok) return err(failure(checked.error));
    const config = this.local.current;
    const started = this.#now();
    const originalPrompt = checked.value.prompt;
    const enhancedPrompt = config.useOllamaForPrompts
      ? await this.#enhance(config, originalPrompt, run)
      : null;
    if (run.signal?.aborted) return err(failure(ImageGenError.cancelled));
    const prompt = enhancedPrompt ?? originalPrompt;
    run.onProgress?.({ phase: 'generating', sampling: null });
    const result = await this.#stableDiffusion().txt2img(
      { ...checked.value, prompt },
      {
        checkpoint: config.stableDiffusionModel,
        ...(run.signal ? { signal: run.signal } : {}),
        onProgress: (sampling) => run.onProgress?.({ phase: 'generating', sampling }),
      },
    );
    if (!result.ok) return result;
    const [first = ''] = result.value.images;
    return ok({
      dataUrl: `data:image/png;base64,${first}`,
      mimeType: 'image/png',
      prompt,
      timeTaken: this.#now() - started,
      originalPrompt,
      enhancedPrompt,
      interrupted: result.value.interrupted,
    });
  }

  /** The improved prompt, or null: a model service that fails leaves the user's prompt as it is. */
  async #enhance(config: LocalImageConfig, prompt: string, run: LocalRun): Promise<string | null> {
    run.onProgress?.({ phase: 'enhancing' });
    try {
      return await enhancePrompt(
        this.#deps.client(),
        config.promptEnhancerModel,
        prompt,
        run.signal ? { signal: run.signal } : {},
      );
    } catch (error) {
      log('prompt enhancement failed, using the prompt as written: %o', error);
      return null;
    }
  }

  #stableDiffusion(): StableDiffusionClient {
    return new StableDiffusionClient({
      baseUrl: this.local.current.stableDiffusionUrl,
      ...(this.#deps.fetch ? { fetch: this.#deps.fetch } : {}),
      ...(this.#deps.pollIntervalMs !== undefined
        ? { pollIntervalMs: this.#deps.pollIntervalMs }
        : {}),
    });
  }
}
