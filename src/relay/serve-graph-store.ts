/**
 * Puts Gun's graph on the relay's disk and answers reads from it, in place of Gun's own store:
 * each field Gun takes is written to the graph store and acknowledged to its writer once it is on
 * disk, and each read of a node (or of one field) is answered with what the disk holds beyond
 * what Gun answers from memory. The disk holds everything the relay kept, while memory holds only
 * what it heard since it started or since forget-idle-streams dropped the node, so every reader
 * gets the whole node, and each field once: a reader checks the signature of every field it hears.
 */
import type { GunRoot } from '../core/net/gun.ts';
import type { GraphStore, StoredField } from './graph-store.ts';

/** A reply carries at most this many characters of values; a larger node goes in several. */
const REPLY_CHARS = 1024 * 1024;

interface Chain {
  readonly to: { next(msg: unknown): void };
}

interface PutMessage {
  readonly '#'?: unknown;
  readonly put?: { '#'?: unknown; '.'?: unknown; ':'?: unknown; '>'?: unknown };
  readonly _?: { rad?: unknown };
}

interface GetMessage {
  readonly '#'?: unknown;
  readonly get?: { '#'?: unknown; '.'?: unknown };
}

interface RootInternals {
  readonly graph: Record<string, GraphNode | undefined>;
  on(event: 'put', handler: (this: Chain, msg: PutMessage) => void): void;
  on(event: 'get', handler: (this: Chain, msg: GetMessage) => void): void;
  on(event: 'in', msg: Record<string, unknown>): void;
}

type GraphNode = Record<string, unknown> & { _: { '#': string; '>': Record<string, number> } };

/** A reply's marker as Gun's own store sets it: what it carries came from disk, not to be saved. */
function fromDisk(get: unknown): () => void {
  const marker = () => undefined;
  return Object.assign(marker, { faith: true, rad: get });
}

/** The stored fields that `memory` lacks or holds at an older state. */
function beyond(fields: Map<string, StoredField>, memory: GraphNode | undefined) {
  if (!memory) return fields;
  const states = memory._['>'];
  return new Map(
    [...fields].filter(
      ([key, { state }]) => !Object.hasOwn(memory, key) || (states[key] ?? 0) < state,
    ),
  );
}

function* replies(soul: string, fields: Map<string, StoredField>): Generator<GraphNode> {
  let node: GraphNode | undefined;
  let chars = 0;
  for (const [key, { value, state }] of fields) {
    node ??= { _: { '#': soul, '>': {} } };
    node[key] = value;
    node._['>'][key] = state;
    chars += key.length + (typeof value === 'string' ? value.length : 8);
    if (chars >= REPLY_CHARS) {
      yield node;
      node = undefined;
      chars = 0;
    }
  }
  if (node) yield node;
}

export function keepGraphInStore(gun: GunRoot, store: GraphStore): void {
  const root = (gun as unknown as { _: RootInternals })._;

  root.on('put', function (msg) {
    this.to.next(msg);
    if (msg._?.rad) return; // came from a read of this disk
    const id = msg['#'];
    const { '#': soul, '.': key, ':': value, '>': state } = msg.put ?? {};
    if (typeof soul !== 'string' || typeof key !== 'string' || typeof state !== 'number') return;
    store.write({ soul, key, value, state }, (error) => {
      root.on('in', error ? { '@': id, err: 'Not stored.' } : { '@': id, ok: 1 });
    });
  });

  root.on('get', function (msg) {
    this.to.next(msg);
    const id = msg['#'];
    const { '#': soul, '.': key } = msg.get ?? {};
    if (typeof soul !== 'string') return;
    // Gun has just begun answering from this node in memory (its get comes first), unless the
    // one field asked for is not there.
    const memory = root.graph[soul];
    const answeredFromMemory =
      memory !== undefined && (typeof key !== 'string' || Object.hasOwn(memory, key));
    // Answered on the next turn, as a disk store answers: Gun routes an answer by the read it
    // tracks, which it has not finished tracking while this handler runs.
    setImmediate(() => {
      let fields: Map<string, StoredField>;
      if (typeof key === 'string') {
        const field = store.field(soul, key);
        fields = new Map(field ? [[key, field]] : []);
      } else {
        fields = store.node(soul);
      }
      let answered = answeredFromMemory;
      for (const node of replies(soul, beyond(fields, memory))) {
        answered = true;
        root.on('in', { '@': id, put: { [soul]: node }, _: fromDisk(msg.get) });
      }
      // "Nothing here" is an answer too: the reader stops waiting for this relay.
      if (!answered) root.on('in', { '@': id, put: undefined, _: fromDisk(msg.get) });
    });
  });
}
