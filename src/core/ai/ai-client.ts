import { Ollama, type ChatResponse, type GenerateResponse, type Message } from 'ollama/browser';
import { AiError, AiHttpError, toAiError } from './ai-error.ts';
import { ChatNotice, ReplyNotice, type ReplyNoticeCode } from './ai-notices.ts';
import { ThinkSplitter } from './think-splitter.ts';

export const DEFAULT_API_URL = 'http://127.0.0.1:11434';

export interface AiClientOptions {
  /** The model service, e.g. `http://127.0.0.1:11434`, or a relay's `https://relay/ai`. */
  host: string;
  /** Sent as `Authorization: Bearer <token>` (the relay's AI proxy needs one). */
  token?: string;
  fetch?: typeof fetch;
}

export interface AiChatMessage {
  role: 'user' | 'assistant' | 'system';
  content: string;
  /** Raw base64 (no data: prefix), for vision models. */
  images?: readonly string[];
}

export interface AiReplyProgress {
  content: string;
  thinking: string;
  /** Chunks received so far; 0 while waiting (typing dots). */
  chunks: number;
}

export interface AiReplyRequest {
  model: string;
  mode: 'chat' | 'generate';
  messages: readonly AiChatMessage[];
  stream: boolean;
  temperature?: number;
  /** Ask a thinking model to reason in the `thinking` field (not every model accepts it). */
  think?: boolean;
  options?: Readonly<Record<string, number>>;
  onUpdate?: (progress: AiReplyProgress) => void;
}

export interface AiReply {
  /** What the model sent (empty when it sent nothing). */
  content: string;
  thinking: string;
  /** Why there is no answer text (stopped or empty); null when there is one. */
  notice: ReplyNoticeCode | null;
  outcome: 'complete' | 'cancelled' | 'empty';
  model: string;
  doneReason?: string;
  evalCount?: number;
}

export interface AiReplyHandle {
  readonly done: Promise<AiReply>;
  /** Aborts the HTTP request; `done` then resolves with what came so far. */
  stop(): void;
}

export interface AiModelInfo {
  name: string;
  size: number;
  modifiedAt: string;
  family: string;
  parameterSize: string;
  quantization: string;
}

/** Why the model list could not be fetched: no answer, or the relay refused the token. */
export type ConnectionFailure =
  typeof ChatNotice.connectFailed | typeof ChatNotice.proxyTokenRefused;

export type ConnectionTest =
  /** `version` is empty when the service does not say (a relay's proxy forwards no version). */
  | { ok: true; version: string; modelCount: number }
  | { ok: false; error: ConnectionFailure; detail: string };

/** A failed model list's reason: the relay refused the token, or nothing usable answered. */
export const connectionFailureOf = (failure: AiError): ConnectionFailure =>
  failure.code === ChatNotice.proxyTokenRefused
    ? ChatNotice.proxyTokenRefused
    : ChatNotice.connectFailed;

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

async function httpError(response: Response): Promise<AiHttpError> {
  const text = await response.text().catch(() => '');
  let serverError = text.trim();
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      serverError = String(parsed.error);
    }
  } catch {
    // Not JSON: keep the text.
  }
  const statusText = response.statusText || (STATUS_TEXT[response.status] ?? 'Error');
  return new AiHttpError(response.status, statusText, serverError);
}

/** Collects a reply's chunks: `thinking` fields and `<think>` tags go to thinking. */
class ReplyCollector {
  readonly #splitter = new ThinkSplitter();
  content = '';
  thinking = '';
  chunks = 0;

  add(content: string | undefined, thinking: string | undefined): void {
    const split = this.#splitter.push(content ?? '');
    this.content += split.content;
    this.thinking += (thinking ?? '') + split.thinking;
    this.chunks += 1;
  }

  finish(outcome: 'complete' | 'cancelled', stream: boolean, model: string): AiReply {
    const rest = this.#splitter.flush();
    const content = (this.content + rest.content).replace(/^\s+/, '');
    const thinking = (this.thinking + rest.thinking).trim();
    if (content.trim()) return { content, thinking, notice: null, outcome, model };
    if (outcome === 'cancelled') {
      return { content, thinking, notice: ReplyNotice.cancelled, outcome, model };
    }
    const notice = stream ? ReplyNotice.emptyStream : ReplyNotice.emptyReply;
    return { content, thinking, notice, outcome: 'empty', model };
  }
}

/** The model service client: ollama/browser underneath, the spec's errors on top. */
export class AiClient {
  readonly host: string;

  constructor(private readonly options: AiClientOptions) {
    this.host = options.host.trim().replace(/\/+$/, '') || DEFAULT_API_URL;
  }

  /**
   * An ollama/browser client whose every request also stops with `signal`, and whose non-ok
   * answers become AiHttpError. Used by the model manager too.
   */
  ollama(signal?: AbortSignal): Ollama {
    const baseFetch = this.options.fetch ?? globalThis.fetch.bind(globalThis);
    const wrapped: typeof fetch = async (input, init) => {
      const signals = [init?.signal, signal].filter((s): s is AbortSignal => Boolean(s));
      const merged = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
      const response = await baseFetch(input, merged ? { ...init, signal: merged } : init);
      if (!response.ok) throw await httpError(response);
      return response;
    };
    return new Ollama({
      host: this.host,
      fetch: wrapped,
      ...(this.options.token ? { headers: { Authorization: `Bearer ${this.options.token}` } } : {}),
    });
  }

  reply(request: AiReplyRequest): AiReplyHandle {
    const controller = new AbortController();
    const done = this.#run(request, controller.signal);
    return { done, stop: () => controller.abort() };
  }

  async #run(request: AiReplyRequest, signal: AbortSignal): Promise<AiReply> {
    if (!request.model.trim()) throw new AiError('rejected', ChatNotice.selectModel);
    const collector = new ReplyCollector();
    const meta: { doneReason?: string; evalCount?: number } = {};
    const report = () =>
      request.onUpdate?.({
        content: collector.content.replace(/^\s+/, ''),
        thinking: collector.thinking,
        chunks: collector.chunks,
      });
    const take = (part: ChatResponse | GenerateResponse): void => {
      if ('message' in part) collector.add(part.message?.content, part.message?.thinking);
      else collector.add(part.response, part.thinking);
      if (part.done) {
        meta.doneReason = part.done_reason;
        meta.evalCount = part.eval_count;
      }
    };
    try {
      const api = this.ollama(signal);
      const options = {
        ...request.options,
        ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      };
      const common = {
        model: request.model,
        options,
        ...(request.think !== undefined ? { think: request.think } : {}),
      };
      if (request.mode === 'chat') {
        const messages: Message[] = request.messages.map((m) => ({
          role: m.role,
          content: m.content,
          ...(m.images?.length ? { images: [...m.images] } : {}),
        }));
        if (request.stream) {
          for await (const part of await api.chat({ ...common, messages, stream: true })) {
            take(part);
            report();
          }
        } else {
          const answer = await api.chat({ ...common, messages, stream: false });
          if (typeof answer?.message?.content !== 'string') throw invalid(answer);
          take(answer);
        }
      } else {
        const last = request.messages.at(-1);
        const prompt = {
          ...common,
          prompt: last?.content ?? '',
          ...(last?.images?.length ? { images: [...last.images] } : {}),
        };
        if (request.stream) {
          for await (const part of await api.generate({ ...prompt, stream: true })) {
            take(part);
            report();
          }
        } else {
          const answer = await api.generate({ ...prompt, stream: false });
          if (typeof answer?.response !== 'string') throw invalid(answer);
          take(answer);
        }
      }
      return { ...collector.finish('complete', request.stream, request.model), ...meta };
    } catch (error) {
      const failure = toAiError(error);
      if (failure.kind === 'cancelled' && signal.aborted) {
        return collector.finish('cancelled', request.stream, request.model);
      }
      throw failure;
    }
  }

  /** Installed models; any failure is a connection failure (or the relay's refused token). */
  async listModels(): Promise<AiModelInfo[]> {
    try {
      const list = await this.ollama().list();
      if (!Array.isArray(list?.models)) throw invalid(list);
      return list.models.map((m) => ({
        name: m.name,
        size: m.size,
        modifiedAt: String(m.modified_at),
        family: m.details?.family ?? '',
        parameterSize: m.details?.parameter_size ?? '',
        quantization: m.details?.quantization_level ?? '',
      }));
    } catch (error) {
      const failure = toAiError(error);
      const code: ConnectionFailure =
        failure.status === 401 ? ChatNotice.proxyTokenRefused : ChatNotice.connectFailed;
      throw new AiError('connection', code, failure.detail, failure.status);
    }
  }

  async version(): Promise<string> {
    try {
      return (await this.ollama().version()).version;
    } catch (error) {
      throw toAiError(error);
    }
  }

  /**
   * The AI settings page's connection test: the model list decides, the version is extra (and
   * not asked of a relay's proxy, which forwards no version).
   */
  async testConnection(): Promise<ConnectionTest> {
    try {
      const [models, version] = await Promise.all([
        this.listModels(),
        this.options.token ? '' : this.version().catch(() => ''),
      ]);
      return { ok: true, version, modelCount: models.length };
    } catch (error) {
      const failure = toAiError(error);
      return { ok: false, error: connectionFailureOf(failure), detail: failure.detail };
    }
  }
}

function invalid(answer: unknown): AiError {
  return new AiError(
    'invalid',
    ChatNotice.invalidReply,
    JSON.stringify(answer)?.slice(0, 200) ?? '',
  );
}
