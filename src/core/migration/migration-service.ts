/**
 * Device migration (PROTOCOL.md "Migration"): export seals this device's data under a fresh sync
 * code and writes it, in chunks of about 1 MB, into my own space; import, on a device signed in
 * with the same key, reads it back with the code, checks every record, merges it into the tables
 * and removes it from the graph. The two devices need not be online at the same time. An export
 * this device made is removed when it expires, or when the next export replaces it.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { contentKey } from '../protocol/content-address.ts';
import { padJson } from '../protocol/padding.ts';
import type { KeyValueStore } from '../store/kv.ts';
import { sleep } from '../util/async.ts';
import { debug } from '../util/log.ts';
import { err, ok, type Result } from '../util/result.ts';
import type { MigrationGraph } from './migration-graph.ts';
import { mergePayload, type ImportSummary, type MergeTargets } from './migration-merge.ts';
import { collectPayload, parsePayload, payloadText } from './migration-payload.ts';
import {
  chunkPlace,
  EXPORT_LIFETIME_MS,
  headPlace,
  headText,
  MAX_CHUNKS,
  migrationKeys,
  openAt,
  padChunk,
  parseHead,
  sealAt,
  sliceUtf8,
  unpadChunk,
  utf8Length,
  type MigrationKeys,
  type RecordPlace,
} from './migration-records.ts';
import { entryPlaces, ExportLedger } from './export-ledger.ts';
import { TakenExports } from './taken-exports.ts';
import { newSyncCode, parseSyncCode } from './sync-code.ts';

export type { ImportSummary } from './migration-merge.ts';

const log = debug('migration');

export type ExportError = 'not-logged-in' | 'offline' | 'too-large' | 'failed';
export type ImportError =
  | 'empty-code'
  | 'invalid-code'
  | 'expired'
  | 'already-imported'
  | 'damaged'
  | 'offline'
  | 'not-logged-in'
  | 'failed';

export interface MigrationProgress {
  readonly phase: 'preparing' | 'sending' | 'receiving' | 'saving' | 'removing';
  /** Chunks done of `total` (0 of 0 while preparing and saving). */
  readonly done: number;
  readonly total: number;
}

export interface ExportResult {
  readonly code: string;
  readonly chunks: number;
  readonly expiresAt: number;
}

export interface MigrationTimings {
  readonly putTimeoutMs: number;
  /** Waits before writing a chunk again; one more try after each. */
  readonly retryDelaysMs: readonly number[];
  /** How long the head may take to arrive before the code counts as invalid. */
  readonly headWaitMs: number;
  readonly chunkWaitMs: number;
}

const TIMINGS: MigrationTimings = {
  putTimeoutMs: 30_000,
  retryDelaysMs: [1_000, 2_000, 5_000],
  headWaitMs: 12_000,
  chunkWaitMs: 20_000,
};

export interface MigrationDeps extends Omit<MergeTargets, 'db'> {
  readonly db: MergeTargets['db'];
  readonly graph: MigrationGraph;
  readonly session: () => KeyPair | null;
  /** Device storage that outlives logout: which exports this device still has to remove. */
  readonly kv: KeyValueStore;
  readonly now?: () => number;
  readonly timings?: Partial<MigrationTimings>;
}

type Progress = (progress: MigrationProgress) => void;

export class MigrationService {
  readonly #deps: MigrationDeps;
  readonly #now: () => number;
  readonly #timings: MigrationTimings;
  readonly #ledger: ExportLedger;
  readonly #taken: TakenExports;

  constructor(deps: MigrationDeps) {
    this.#deps = deps;
    this.#now = deps.now ?? Date.now;
    this.#timings = { ...TIMINGS, ...deps.timings };
    this.#ledger = new ExportLedger(deps.kv);
    this.#taken = new TakenExports(deps.db);
  }

  /** After sign-in: removes this device's exports of the user that have expired. */
  start(): void {
    const me = this.#deps.session();
    if (me) void this.#removeExports(me.pub, (entry) => entry.expiresAt <= this.#now());
  }

  async export(onProgress: Progress = () => undefined): Promise<Result<ExportResult, ExportError>> {
    const me = this.#deps.session();
    if (!me) return err('not-logged-in');
    if (!this.#deps.graph.online()) return err('offline');
    onProgress({ phase: 'preparing', done: 0, total: 0 });
    // One export at a time: the one before goes.
    await this.#removeExports(me.pub, () => true);
    const exportedAt = this.#now();
    const text = padJson(payloadText(await collectPayload(this.#deps.db, me.pub, exportedAt)));
    const slices = sliceUtf8(text);
    if (slices.length > MAX_CHUNKS) return err('too-large');
    const code = newSyncCode();
    const codeBytes = parseSyncCode(code);
    if (!codeBytes.ok) return err('failed');
    const keys = await migrationKeys(codeBytes.value);
    const places = await Promise.all(slices.map((_, index) => chunkPlace(keys, index)));
    const expiresAt = exportedAt + EXPORT_LIFETIME_MS;
    // Remembered first: whatever part reaches a relay is removed when the export expires.
    const all = [headPlace(keys), ...places];
    this.#ledger.add({
      pub: me.pub,
      nodes: all.map((p) => p.node),
      ids: all.map((p) => p.key),
      expiresAt,
    });
    const total = slices.length;
    onProgress({ phase: 'sending', done: 0, total });
    for (const [index, slice] of slices.entries()) {
      const place = places[index] as RecordPlace;
      if (!(await this.#put(me, keys, place, padChunk(slice)))) return err('failed');
      onProgress({ phase: 'sending', done: index + 1, total });
    }
    const head = {
      chunks: total,
      bytes: utf8Length(text),
      sha256: await contentKey(text),
      exportedAt,
      expiresAt,
    };
    if (!(await this.#put(me, keys, headPlace(keys), headText(head)))) return err('failed');
    return ok({ code, chunks: total, expiresAt });
  }

  async import(
    input: string,
    onProgress: Progress = () => undefined,
  ): Promise<Result<ImportSummary, ImportError>> {
    const code = parseSyncCode(input);
    if (!code.ok) return err(code.error === 'empty' ? 'empty-code' : 'invalid-code');
    const me = this.#deps.session();
    if (!me) return err('not-logged-in');
    const { graph } = this.#deps;
    if (!graph.online()) return err('offline');
    onProgress({ phase: 'preparing', done: 0, total: 0 });
    const keys = await migrationKeys(code.value);
    const rawHead = await graph.read(me.pub, headPlace(keys), this.#timings.headWaitMs);
    // Nothing there, or something that does not open with this code: the code is wrong.
    const opened = await openAt(me.pub, keys, headPlace(keys), rawHead);
    if (!opened.ok) return err('invalid-code');
    const head = parseHead(opened.value, this.#now());
    if (!head.ok) return err(head.error === 'expired' ? 'expired' : 'damaged');
    // Put back on a relay after it was taken (its own signatures, replayed): it stays gone.
    if (await this.#taken.has(me.pub, keys.head)) return err('already-imported');
    const { chunks } = head.value;
    const slices: string[] = [];
    onProgress({ phase: 'receiving', done: 0, total: chunks });
    for (let index = 0; index < chunks; index++) {
      const place = await chunkPlace(keys, index);
      const raw = await graph.read(me.pub, place, this.#timings.chunkWaitMs);
      const slice = await openAt(me.pub, keys, place, raw);
      if (!slice.ok) return err(raw === undefined && !graph.online() ? 'offline' : 'damaged');
      slices.push(unpadChunk(slice.value));
      onProgress({ phase: 'receiving', done: index + 1, total: chunks });
    }
    const text = slices.join('');
    if (utf8Length(text) !== head.value.bytes || (await contentKey(text)) !== head.value.sha256) {
      return err('damaged');
    }
    const payload = parsePayload(text, me.pub);
    if (!payload) return err('damaged');
    onProgress({ phase: 'saving', done: 0, total: 0 });
    let summary: ImportSummary;
    try {
      summary = await mergePayload(this.#deps, me.pub, payload, this.#now());
      await this.#taken.add(me.pub, keys.head, this.#now());
    } catch (error) {
      log('import not stored: %o', error);
      return err('failed');
    }
    // Imported: the export goes from the graph (the exporter's device forgets it once expired).
    const chunkPlaces = await Promise.all(slices.map((_, i) => chunkPlace(keys, i)));
    const places = [headPlace(keys), ...chunkPlaces];
    onProgress({ phase: 'removing', done: 0, total: places.length });
    await this.#removePlaces(places, (done) =>
      onProgress({ phase: 'removing', done, total: places.length }),
    );
    return ok(summary);
  }

  /** Writes one record, trying again after each of the retry delays. */
  async #put(me: KeyPair, keys: MigrationKeys, place: RecordPlace, text: string): Promise<boolean> {
    const json = await sealAt(me, keys, place, text);
    for (let attempt = 0; ; attempt++) {
      try {
        await this.#deps.graph.write(place, json, this.#timings.putTimeoutMs);
        return true;
      } catch (error) {
        const delay = this.#timings.retryDelaysMs[attempt];
        log('a migration chunk was not stored (%o), %s', error, delay ? 'again' : 'giving up');
        if (delay === undefined) return false;
        await sleep(delay);
      }
    }
  }

  async #removePlaces(
    places: readonly RecordPlace[],
    onDone?: (done: number) => void,
  ): Promise<boolean> {
    let removed = 0;
    for (const place of places) {
      if (await this.#deps.graph.remove(place, this.#timings.putTimeoutMs)) removed++;
      onDone?.(removed);
    }
    return removed === places.length;
  }

  async #removeExports(
    pub: string,
    which: (entry: { expiresAt: number }) => boolean,
  ): Promise<void> {
    for (const entry of this.#ledger.of(pub).filter(which)) {
      // The head first: an importer then finds nothing, even while the chunks are still going.
      if (await this.#removePlaces(entryPlaces(entry))) this.#ledger.remove(entry);
    }
  }
}
