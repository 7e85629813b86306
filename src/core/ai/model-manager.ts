import type { ShowResponse } from 'ollama/browser';
import type { AiClient } from './ai-client.ts';
import { AiError, toAiError } from './ai-error.ts';
import { AI_SETTINGS_TEXT } from './ai-texts.ts';
import { ModelfileError, parseModelfile } from './modelfile.ts';
import { Emitter } from '../util/emitter.ts';
import { systemTimers, type Timers } from '../util/timers.ts';
import {
  PULL_STAGE_TEXT,
  PullTracker,
  type PullProgress,
  type PullStage,
} from './pull-progress.ts';

export interface ModelManagerOptions {
  /** No data for this long aborts a pull (spec: 60 s). */
  stallTimeoutMs?: number;
  now?: () => number;
  /** The stall watchdog's timers (tests drive them by hand). */
  timers?: Timers;
}

export interface ModelInfo {
  name: string;
  modelfile: string;
  parameters: string;
  template: string;
  system: string;
  license: string;
  family: string;
  parameterSize: string;
  quantization: string;
  capabilities: string[];
}

export interface PullResult {
  ok: boolean;
  stage: PullStage;
  /** The spec's toast for this outcome. */
  message: string;
  /** What the server or network said, for the debug log. */
  detail: string;
  progress: PullProgress;
}

export interface PullHandle {
  readonly done: Promise<PullResult>;
  /** Aborts the download request. */
  cancel(): void;
}

export interface TransferProgress {
  status: string;
  total: number;
  completed: number;
  percent: number;
}

export const PULL_BUSY_TEXT = 'Another model is already being pulled';

/** The spec's popular model suggestions for a pull. */
export const POPULAR_MODELS: readonly string[] = [
  'llama3.1:8b',
  'llama3.1:70b',
  'llava:latest',
  'llava:7b',
  'llava:13b',
  'mistral',
  'codellama',
  'gemma:2b',
  'gemma:7b',
  'qwen2.5:7b',
  'phi3',
];

const STALL_TIMEOUT_MS = 60_000;

/** A failed call as the spec's toast for that operation, keeping the cause as detail. */
function failed(text: string, error: unknown): AiError {
  const cause = error instanceof ModelfileError ? error.message : toAiError(error).detail;
  const status = error instanceof AiError ? error.status : undefined;
  return new AiError(error instanceof ModelfileError ? 'rejected' : 'service', text, cause, status);
}

function required(value: string, text: string, what: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new AiError('rejected', text, `${what} is required`);
  return trimmed;
}

/**
 * The AI settings page's model management: show, create, copy, delete, push, embed, and one
 * pull at a time with progress, cancel and a stall watchdog.
 */
export class ModelManager {
  readonly #listeners = new Emitter<PullProgress | null>('ai:models');
  #pull: { progress: PullProgress; cancel: () => void } | null = null;
  readonly #stallMs: number;
  readonly #now: () => number;
  readonly #timers: Timers;

  constructor(
    private readonly client: () => AiClient,
    options: ModelManagerOptions = {},
  ) {
    this.#stallMs = options.stallTimeoutMs ?? STALL_TIMEOUT_MS;
    this.#now = options.now ?? Date.now;
    this.#timers = options.timers ?? systemTimers;
  }

  async show(name: string): Promise<ModelInfo> {
    const model = required(name, AI_SETTINGS_TEXT.showFailed, 'Model name');
    let info: ShowResponse;
    try {
      info = await this.client().ollama().show({ model });
    } catch (error) {
      throw failed(AI_SETTINGS_TEXT.showFailed, error);
    }
    return {
      name: model,
      modelfile: info.modelfile ?? '',
      parameters: info.parameters ?? '',
      template: info.template ?? '',
      system: info.system ?? '',
      license: info.license ?? '',
      family: info.details?.family ?? '',
      parameterSize: info.details?.parameter_size ?? '',
      quantization: info.details?.quantization_level ?? '',
      capabilities: Array.isArray(info.capabilities) ? info.capabilities : [],
    };
  }

  /** Creates `name` from a Modelfile; resolves with the spec's success text. */
  async create(
    name: string,
    modelfile: string,
    onStatus?: (status: string) => void,
  ): Promise<string> {
    const model = required(name, AI_SETTINGS_TEXT.createFailed, 'Model name');
    try {
      const file = parseModelfile(modelfile);
      const stream = await this.client()
        .ollama()
        .create({
          model,
          from: file.from,
          ...(Object.keys(file.parameters).length ? { parameters: file.parameters } : {}),
          ...(file.template !== undefined ? { template: file.template } : {}),
          ...(file.system !== undefined ? { system: file.system } : {}),
          ...(file.license ? { license: file.license } : {}),
          ...(file.messages.length ? { messages: file.messages } : {}),
          stream: true,
        });
      for await (const line of stream) onStatus?.(line.status);
      return AI_SETTINGS_TEXT.created;
    } catch (error) {
      throw failed(AI_SETTINGS_TEXT.createFailed, error);
    }
  }

  async copy(source: string, destination: string): Promise<void> {
    const from = required(source, AI_SETTINGS_TEXT.copyFailed, 'Source');
    const to = required(destination, AI_SETTINGS_TEXT.copyFailed, 'Destination');
    try {
      await this.client().ollama().copy({ source: from, destination: to });
    } catch (error) {
      throw failed(AI_SETTINGS_TEXT.copyFailed, error);
    }
  }

  async delete(name: string): Promise<void> {
    const model = required(name, AI_SETTINGS_TEXT.deleteFailed, 'Model name');
    try {
      await this.client().ollama().delete({ model });
    } catch (error) {
      throw failed(AI_SETTINGS_TEXT.deleteFailed, error);
    }
  }

  async push(name: string, onProgress?: (progress: TransferProgress) => void): Promise<void> {
    const model = required(name, AI_SETTINGS_TEXT.pushFailed, 'Model name');
    try {
      for await (const line of await this.client().ollama().push({ model, stream: true })) {
        const total = line.total ?? 0;
        const completed = line.completed ?? 0;
        const percent = total > 0 ? Math.floor((completed / total) * 100) : 0;
        onProgress?.({ status: line.status, total, completed, percent });
      }
    } catch (error) {
      throw failed(AI_SETTINGS_TEXT.pushFailed, error);
    }
  }

  async embed(model: string, input: string | readonly string[]): Promise<number[][]> {
    const name = required(model, AI_SETTINGS_TEXT.embedFailed, 'Model');
    const texts = typeof input === 'string' ? [input] : [...input];
    if (!texts.some((text) => text.trim())) {
      throw new AiError('rejected', AI_SETTINGS_TEXT.embedFailed, 'Prompt is required');
    }
    try {
      const answer = await this.client().ollama().embed({ model: name, input: texts });
      return answer.embeddings;
    } catch (error) {
      throw failed(AI_SETTINGS_TEXT.embedFailed, error);
    }
  }

  /** The running pull's progress, or null. */
  get pulling(): PullProgress | null {
    return this.#pull?.progress ?? null;
  }

  /** Called with every progress change of the running pull, and null when it ends. */
  subscribe(listener: (progress: PullProgress | null) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  cancelPull(): void {
    this.#pull?.cancel();
  }

  /** Starts a pull; throws (rejected) while another one runs. */
  pull(name: string): PullHandle {
    const model = required(name, AI_SETTINGS_TEXT.pullMayHaveFailed, 'Model name');
    if (this.#pull) throw new AiError('rejected', PULL_BUSY_TEXT);
    const controller = new AbortController();
    let why: 'cancel' | 'timeout' | null = null;
    const cancel = () => {
      why ??= 'cancel';
      controller.abort();
    };
    const tracker = new PullTracker(model, this.#now);
    this.#pull = { progress: tracker.progress, cancel };
    const emit = (progress: PullProgress | null) => {
      if (this.#pull && progress) this.#pull.progress = progress;
      this.#listeners.emit(progress);
    };
    let timer: unknown;
    const arm = () => {
      this.#timers.clearTimeout(timer);
      timer = this.#timers.setTimeout(() => {
        why ??= 'timeout';
        controller.abort();
      }, this.#stallMs);
    };
    const run = async (): Promise<PullResult> => {
      let started = false;
      let detail = '';
      let stage: PullStage;
      try {
        arm();
        emit(tracker.progress);
        const stream = await this.client().ollama(controller.signal).pull({ model, stream: true });
        started = true;
        arm();
        emit(tracker.end('reading'));
        for await (const line of stream) {
          arm();
          emit(tracker.update(line));
        }
        stage = tracker.progress.stage === 'success' ? 'success' : 'incomplete';
      } catch (error) {
        const failure = toAiError(error);
        detail = failure.detail;
        if (why === 'cancel') stage = 'cancelled';
        else if (why === 'timeout') stage = started ? 'timeout' : 'requestTimeout';
        else if (failure.kind === 'connection') stage = 'connectionError';
        else if (failure.kind === 'invalid') stage = 'incomplete';
        else stage = 'error';
      } finally {
        this.#timers.clearTimeout(timer);
      }
      const progress = tracker.end(stage);
      this.#pull = null;
      emit(progress);
      emit(null);
      const message = PULL_STAGE_TEXT[stage];
      return { ok: stage === 'success', stage, message, detail: detail || message, progress };
    };
    return { done: run(), cancel };
  }
}
