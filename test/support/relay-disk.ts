/**
 * Everything a relay stored, as its operator can read it from the data folder: the graph store's
 * SQLite file, a row per field. Values come back as written, without SEA's signature wrapper.
 */
import Database from 'libsql';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { GRAPH_FILE } from '../../src/relay/graph-store.ts';

/** A value in a user space is stored as SEA's `{":": value, "~": signature}` text. */
function unwrapSigned(value: unknown): unknown {
  if (typeof value !== 'string' || !value.startsWith('{')) return value;
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return ':' in parsed && '~' in parsed ? parsed[':'] : value;
  } catch {
    return value;
  }
}

/** soul → field → value, for every node the relay's store holds. */
export function readRelayGraph(dataDir: string): Map<string, Map<string, unknown>> {
  const db = new Database(path.join(dataDir, GRAPH_FILE), { readonly: true });
  try {
    const rows = db.prepare('SELECT soul, key, value FROM fields').all() as {
      soul: string;
      key: string;
      value: string;
    }[];
    const graph = new Map<string, Map<string, unknown>>();
    for (const { soul, key, value } of rows) {
      let node = graph.get(soul);
      if (!node) graph.set(soul, (node = new Map<string, unknown>()));
      node.set(key, unwrapSigned(JSON.parse(value)));
    }
    return graph;
  } finally {
    db.close();
  }
}

/**
 * What an operator could search for a secret: every file of `dir` as text, and every field the
 * relay's store holds, as stored and as its text (SQLite splits a long value across pages, so the
 * files alone would hide a secret that straddles two).
 */
export async function dataFolderText(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile());
  const texts = await Promise.all(
    files.map((file) => readFile(path.join(file.parentPath, file.name), 'utf8')),
  );
  const fields = [...readRelayGraph(dir)].flatMap(([soul, node]) =>
    [...node].map(([key, value]) => `${soul} ${key} ${JSON.stringify(value)} ${String(value)}`),
  );
  return [...texts, ...fields].join('\n');
}
