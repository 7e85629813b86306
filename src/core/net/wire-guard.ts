/**
 * Puts `checkWireMessage` in front of a Gun instance: every frame a peer sends is parsed here, and
 * only messages that pass the rules reach Gun. A refused put is answered with its reason, so an
 * honest writer learns why; everything refused is counted.
 */
import { debug } from '../util/log.ts';
import type { GunRoot } from './gun-types.ts';
import { checkWireMessage, isName, REFUSALS, type WireRules } from './wire-rules.ts';

export interface WireGuardOptions {
  readonly rules: WireRules;
  /** Longest frame (characters) that is parsed at all. */
  readonly maxFrameChars: number;
  /** Most messages one frame may batch. */
  readonly maxBatch: number;
  /** Asked once per frame; false drops the frame unanswered (a rate limit, say). */
  readonly admit?: (peer: object, chars: number, messages: number) => boolean;
  /** Asked per message that passed the rules (a relay's inbox budget); a text refuses it. */
  readonly admitMessage?: (message: Record<string, unknown>) => string | null;
  /**
   * Hands a message that passed the rules on to Gun (`pass`); without it, at once. A relay queues
   * them to serve its peers fairly; false means the message was dropped (counted as `busy`).
   */
  readonly deliver?: (peer: object, chars: number, pass: () => void) => boolean;
}

export interface WireGuard {
  /** How many messages were refused, by reason ("rate" for frames `admit` dropped). */
  refusals(): Readonly<Record<string, number>>;
}

const log = debug('wire');

type Hear = (this: unknown, raw: unknown, peer: object) => void;

interface GunMesh {
  hear: Hear;
  say(message: unknown, peer?: object): void;
}

const MAX_REPLY_ID = 64;

export const FRAME_REFUSALS = {
  tooLarge: 'Message too large.',
  notJson: 'Message is not JSON.',
  batch: 'Too many messages in one frame.',
  rate: 'rate',
  busy: 'busy',
} as const;

/**
 * A refused message for the debug log: its top-level fields, never its contents. Serialising the
 * whole message would recurse through whatever depth a hostile peer nested, and overflow the stack.
 */
const outline = (message: unknown): string => {
  if (Array.isArray(message)) return `array of ${message.length}`;
  if (typeof message !== 'object' || message === null) return typeof message;
  return Object.keys(message).slice(0, 8).join(',');
};

export function guardIncoming(gun: GunRoot, options: WireGuardOptions): WireGuard {
  const mesh = (gun as unknown as { _: { opt: { mesh?: GunMesh } } })._.opt.mesh;
  if (!mesh) throw new Error('Gun has no mesh to guard');
  const hear = mesh.hear;
  const counts: Record<string, number> = {};
  const count = (reason: string): void => void (counts[reason] = (counts[reason] ?? 0) + 1);

  const refuse = (peer: object, reason: string, message?: Record<string, unknown>): void => {
    count(reason);
    log(reason, outline(message));
    const id = message?.['#'];
    // Only to an id Gun may look up: a reply to `__proto__` would reach Object.prototype.
    if (message?.['put'] !== undefined && isName(id, MAX_REPLY_ID)) {
      mesh.say({ '@': id, err: reason }, peer);
    } else if (!message) {
      mesh.say({ dam: '!', err: reason }, peer);
    }
  };

  const guarded: Hear = function (raw, peer) {
    let messages: unknown[];
    if (typeof raw === 'string') {
      if (raw.length === 0) return;
      if (raw.length > options.maxFrameChars) return refuse(peer, FRAME_REFUSALS.tooLarge);
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return refuse(peer, FRAME_REFUSALS.notJson);
      }
      messages = Array.isArray(parsed) ? parsed : [parsed];
    } else if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      messages = [raw]; // Gun hands over messages it parsed itself, e.g. from a batch
    } else {
      return count(REFUSALS.shape); // binary frames and anything else Gun would not read
    }
    if (messages.length > options.maxBatch) return refuse(peer, FRAME_REFUSALS.batch);
    const chars = typeof raw === 'string' ? raw.length : 0;
    if (options.admit && !options.admit(peer, chars, messages.length)) {
      return count(FRAME_REFUSALS.rate);
    }
    const now = Date.now();
    const share = Math.ceil(chars / Math.max(1, messages.length));
    for (const message of messages) {
      const refusal =
        checkWireMessage(message, options.rules, now) ??
        options.admitMessage?.(message as Record<string, unknown>);
      if (refusal) refuse(peer, refusal, message as Record<string, unknown>);
      else if (!options.deliver) hear.call(mesh, message, peer);
      else if (!options.deliver(peer, share, () => hear.call(mesh, message, peer))) {
        count(FRAME_REFUSALS.busy);
      }
    }
  };
  mesh.hear = guarded;
  return { refusals: () => ({ ...counts }) };
}
