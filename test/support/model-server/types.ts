import type { ImageFacts } from './images.ts';

/** How a simulated model behaves. */
export interface ModelSpec {
  /** `name:tag`; a bare name gets `:latest`. */
  name: string;
  family?: string;
  parameterSize?: string;
  /** Bytes on "disk", reported by /api/tags and used as the pull size. */
  size?: number;
  /**
   * How the model reasons: 'field' sends `message.thinking` / `thinking` chunks (when the request
   * sets `think`, or always with 'field-always'), 'tags' writes `<think>…</think>` into the content.
   */
  thinks?: 'field' | 'field-always' | 'tags';
  vision?: boolean;
  /** Only embeds (like all-minilm); chat and generate answer 400. */
  embedding?: boolean;
  system?: string;
  template?: string;
  parameters?: Readonly<Record<string, string | number>>;
}

/** One scripted answer. Strings are split into word-sized chunks; arrays are sent as given. */
export interface ReplyScript {
  content?: string | readonly string[];
  thinking?: string | readonly string[];
  /** Answer this HTTP error instead of a reply. */
  error?: { status: number; message: string };
  /** Send an `{error}` line after this many content chunks (a failure mid-stream). */
  errorAfterChunks?: number;
  /** Stop sending (but keep the connection open) after this many chunks. */
  stallAfterChunks?: number;
  /** End the stream without the final `done: true` line. */
  omitDone?: boolean;
  chunkDelayMs?: number;
  doneReason?: string;
}

/** What a chat or generate request asked, as the reply function sees it. */
export interface ReplyRequest {
  endpoint: 'chat' | 'generate';
  model: ModelSpec;
  /** The last user message (chat) or the prompt (generate). */
  prompt: string;
  messages: readonly { role: string; content: string; images?: readonly string[] }[];
  images: number;
  /** Each image's format and size, in the order the request holds them. */
  imageFacts: readonly ImageFacts[];
  think: boolean | string | undefined;
  options: Readonly<Record<string, unknown>>;
}

export type Replies =
  | Readonly<Record<string, ReplyScript | string>>
  | ((request: ReplyRequest) => ReplyScript | string | undefined);

export interface TransferScript {
  /** Layers of the pulled model; sizes in bytes. */
  layers?: readonly number[];
  /** Progress lines per layer. */
  steps?: number;
  stepDelayMs?: number;
  /** Stop sending data (connection stays open) after this many progress lines. */
  stallAfter?: number;
  /** End the stream normally, without "success", after this many lines. */
  endAfter?: number;
  /** Names that exist in the "library"; anything else fails with file does not exist. */
  library?: readonly string[];
}

export interface ModelServerScript {
  models: readonly ModelSpec[];
  replies: Replies;
  chunkDelayMs: number;
  pull: TransferScript;
  /** Fail every request on a path (e.g. `/api/tags`) with this status and `{error}` message. */
  errors: Readonly<Record<string, { status: number; message: string }>>;
  version: string;
}

export interface ModelServerOptions extends Partial<ModelServerScript> {
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
}

export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The parsed JSON body, undefined for none. */
  readonly body: unknown;
  /** The images a chat or generate request carried, as the server read them. */
  readonly images: ImageFacts[];
  /**
   * When each piece of a streamed answer (each NDJSON line) was written: epoch milliseconds with
   * sub-millisecond precision (`performance.timeOrigin + performance.now()`).
   */
  readonly writes: number[];
  /** 'aborted' when the client closed the connection before the answer was complete. */
  outcome: 'pending' | 'completed' | 'aborted';
  /** Settles once the outcome is known. */
  readonly settled: Promise<'completed' | 'aborted'>;
}
