/**
 * Relays before the graph store kept their graph in radisk's files: JSON radix trees whose keys,
 * joined along a path, spell `<soul>\x1b<field>`, with the value at `:` and Gun's state at `>` in
 * each leaf. At start, whatever such files the data folder still holds is taken into the graph
 * store in one transaction, and the files are removed only once it is committed.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { GRAPH_FILE, type FieldWrite, type GraphStore } from './graph-store.ts';

const SEPARATOR = '\u001b';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of one radisk file; none when it is not one. */
export function radiskFields(text: string): FieldWrite[] {
  let tree: unknown;
  try {
    tree = JSON.parse(text);
  } catch {
    return [];
  }
  const fields: FieldWrite[] = [];
  // A path through the tree, walked with a stack so no file's depth can overflow ours.
  const stack: [unknown, string][] = [[tree, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, prefix] = next;
    if (!isTree(node)) continue;
    for (const [part, child] of Object.entries(node)) {
      if (part !== '') {
        stack.push([child, prefix + part]);
        continue;
      }
      const at = prefix.indexOf(SEPARATOR);
      if (at <= 0 || !isTree(child) || !(':' in child) || typeof child['>'] !== 'number') continue;
      fields.push({
        soul: prefix.slice(0, at),
        key: prefix.slice(at + 1),
        value: child[':'],
        state: child['>'],
      });
    }
  }
  return fields;
}

/** Takes radisk's files in `dataDir` into `store`; returns how many fields were taken. */
export async function importRadiskFiles(dataDir: string, store: GraphStore): Promise<number> {
  const entries = await readdir(dataDir, { withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith(GRAPH_FILE))
    .map((entry) => path.join(dataDir, entry.name));
  const taken: string[] = [];
  const fields: FieldWrite[] = [];
  for (const file of files) {
    const found = radiskFields(await readFile(file, 'utf8'));
    if (found.length === 0) continue;
    fields.push(...found);
    taken.push(file);
  }
  if (fields.length === 0) return 0;
  store.writeNow(fields);
  await Promise.all(taken.map((file) => rm(file)));
  return fields.length;
}
