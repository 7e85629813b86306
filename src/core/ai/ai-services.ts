import type { SqlDatabase } from '../store/sql.ts';
import { AiClient } from './ai-client.ts';
import { AutoReplyService, type AutoReplyDeps } from './auto-reply.ts';
import { AiChatSession } from './chat-session.ts';
import { aiEndpoint, AiChatSettingsService } from './chat-settings.ts';
import { ConversationService } from './conversation-service.ts';
import { DebugLog } from './debug-log.ts';
import { ImageSettingsService } from './image-settings.ts';
import { ImageGenerationService } from './image-generation/image-generation-service.ts';
import { ModelManager } from './model-manager.ts';
import { TemplateService } from './templates.ts';
import { VisionService } from './vision.ts';

export interface AiServicesDeps {
  db: SqlDatabase;
  fetch?: typeof fetch;
  now?: () => number;
  /** The chat's encrypted send, for auto-replies (wired by the chat feature). */
  sendAutoReply?: AutoReplyDeps['sendReply'];
  /** Pull stall watchdog (spec: 60 s); tests shorten it. */
  pullStallTimeoutMs?: number;
}

/** Every AI service over one database; `client()` follows the saved model server or relay proxy. */
export interface AiServices {
  settings: AiChatSettingsService;
  /** Image attachment and recognition settings (maximum size, auto-resize, vision model). */
  images: ImageSettingsService;
  conversations: ConversationService;
  templates: TemplateService;
  models: ModelManager;
  autoReply: AutoReplyService;
  debugLog: DebugLog;
  /** Hosted and local image generation with their settings (read by `imageGeneration.load`). */
  imageGeneration: ImageGenerationService;
  /** Image recognition with a vision model. */
  vision: VisionService;
  client(): AiClient;
  /** A controller for one AI chat screen. */
  createChatSession(): AiChatSession;
  /**
   * Reads the stored settings, image settings, templates and auto-reply config, once: later calls
   * share that read until `unload`.
   */
  load(): Promise<void>;
  /** Forgets the read (sign-out wipes the stored data; the next sign-in reads again). */
  unload(): void;
}

export function createAiServices(deps: AiServicesDeps): AiServices {
  const now = deps.now ?? Date.now;
  const settings = new AiChatSettingsService(deps.db);
  const images = new ImageSettingsService(deps.db);
  let cached: { key: string; client: AiClient } | undefined;
  const client = (): AiClient => {
    const { host, token } = aiEndpoint(settings.current);
    const key = `${host}\n${token ?? ''}`;
    if (cached?.key !== key) {
      const options = {
        host,
        ...(token ? { token } : {}),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      };
      cached = { key, client: new AiClient(options) };
    }
    return cached.client;
  };
  let loading: Promise<void> | null = null;
  const conversations = new ConversationService(deps.db, { now });
  const templates = new TemplateService(deps.db, now);
  const debugLog = new DebugLog(false, now);
  const models = new ModelManager(client, {
    now,
    ...(deps.pullStallTimeoutMs !== undefined ? { stallTimeoutMs: deps.pullStallTimeoutMs } : {}),
  });
  const autoReply = new AutoReplyService({
    db: deps.db,
    client,
    sendReply:
      deps.sendAutoReply ??
      (() => Promise.reject(new Error('auto-reply is not wired to the chat'))),
  });
  return {
    settings,
    images,
    conversations,
    templates,
    models,
    autoReply,
    debugLog,
    imageGeneration: new ImageGenerationService({
      db: deps.db,
      client,
      now,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    }),
    vision: new VisionService(client, now),
    client,
    createChatSession: () =>
      new AiChatSession({
        conversations,
        settings: () => settings.current,
        client,
        log: debugLog,
        now,
      }),
    load: () => {
      loading ??= Promise.all([
        settings.load(),
        images.load(),
        templates.load(),
        autoReply.load(),
      ]).then(
        () => undefined,
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    unload: () => {
      loading = null;
    },
  };
}
