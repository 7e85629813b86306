import type { ShowResponse } from 'ollama/browser';
import type { AiClient } from './ai-client.ts';
import { AiError, toAiError } from './ai-error.ts';
import { SettingsNotice, type SettingsNoticeCode } from './ai-notices.ts';
import { ModelfileError, parseModelfile } from './modelfile.ts';
import { Emitter } from '../util/emitter.ts';
import { systemTimers, type Timers } from '../util/timers.ts';
import { PullTracker, type PullEnd, type PullProgress } from './pull-progress.ts';

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
  /** How it ended; the app's toast says so. */
  stage: PullEnd;
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

/** A failed call as that operation's code, keeping the cause as detail; a bad Modelfile says what is wrong. */
function failed(code: SettingsNoticeCode, error: unknown): AiError {
  if (error instanceof ModelfileError) return new AiError('rejected', error.code, error.detail);
  const failure = toAiError(error);
  return new AiError('service', code, failure.detail, failure.status);
}

/** The trimmed value; an empty one is refused with `missing` before anything is sent. */
function required(value: string, missing: SettingsNoticeCode): string {
  const trimmed = value.trim();
  if (!trimmed) throw new AiError('rejected', missing);
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
    const model = required(name, SettingsNotice.modelRequired);
    let info: ShowResponse;
    try {
      info = await this.client().ollama().show({ model });
    } catch (error) {
      throw failed(SettingsNotice.showFailed, error);
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

  /** Creates `name` from a Modelfile. */
  async create(
    name: string,
    modelfile: string,
    onStatus?: (status: string) => void,
  ): Promise<void> {
    const model = required(name, SettingsNotice.modelRequired);
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
    } catch (error) {
      throw failed(SettingsNotice.createFailed, error);
    }
  }

  async copy(source: string, destination: string): Promise<void> {
    const from = required(source, SettingsNotice.sourceRequired);
    const to = required(destination, SettingsNotice.destinationRequired);
    try {
      await this.client().ollama().copy({ source: from, destination: to });
    } catch (error) {
      throw failed(SettingsNotice.copyFailed, error);
    }
  }

  async delete(name: string): Promise<void> {
    const model = required(name, SettingsNotice.modelRequired);
    try {
      await this.client().ollama().delete({ model });
    } catch (error) {
      throw failed(SettingsNotice.deleteFailed, error);
    }
  }

  async push(name: string, onProgress?: (progress: TransferProgress) => void): Promise<void> {
    const model = required(name, SettingsNotice.modelRequired);
    try {
      for await (const line of await this.client().ollama().push({ model, stream: true })) {
        const total = line.total ?? 0;
        const completed = line.completed ?? 0;
        const percent = total > 0 ? Math.floor((completed / total) * 100) : 0;
        onProgress?.({ status: line.status, total, completed, percent });
      }
    } catch (error) {
      throw failed(SettingsNotice.pushFailed, error);
    }
  }

  async embed(model: string, input: string | readonly string[]): Promise<number[][]> {
    const name = required(model, SettingsNotice.modelRequired);
    const texts = typeof input === 'string' ? [input] : [...input];
    if (!texts.some((text) => text.trim())) {
      throw new AiError('rejected', SettingsNotice.promptRequired);
    }
    try {
      const answer = await this.client().ollama().embed({ model: name, input: texts });
      return answer.embeddings;
    } catch (error) {
      throw failed(SettingsNotice.embedFailed, error);
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
    const model = required(name, SettingsNotice.modelRequired);
    if (this.#pull) throw new AiError('rejected', SettingsNotice.pullBusy);
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
      let stage: PullEnd;
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
        else if (why === 'timeout') stage = started ? 'timeout' : 'request-timeout';
        else if (failure.kind === 'connection') stage = 'connection-error';
        else if (failure.kind === 'invalid') stage = 'incomplete';
        else stage = 'error';
      } finally {
        this.#timers.clearTimeout(timer);
      }
      const progress = tracker.end(stage);
      this.#pull = null;
      emit(progress);
      emit(null);
      return { ok: stage === 'success', stage, detail, progress };
    };
    return { done: run(), cancel };
  }
}
