/**
 * One value as a relay's data folder holds it, exactly as stored: SEA's signed wrapper and Gun's
 * state. What an observer who kept a copy of the folder can put back later (a replay).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredLeaf {
  /** The stored value: in a user space, SEA's `{":":…,"~":…}` text. */
  readonly value: string;
  /** Gun's state of the write, which SEA's signature covers. */
  readonly state: number;
}

const SEPARATOR = '\u001b';

/** The value at `soul`/`key` in the radisk files of `dataDir` (JSON radix trees), or undefined. */
export async function storedLeaf(
  dataDir: string,
  soul: string,
  key: string,
): Promise<StoredLeaf | undefined> {
  const wanted = `${soul}${SEPARATOR}${key}`;
  let found: StoredLeaf | undefined;
  const walk = (tree: unknown, prefix: string): void => {
    if (typeof tree !== 'object' || tree === null || !wanted.startsWith(prefix)) return;
    for (const [part, child] of Object.entries(tree as Record<string, unknown>)) {
      if (part !== '') walk(child, prefix + part);
      else if (prefix === wanted) {
        const leaf = child as { ':'?: unknown; '>'?: unknown };
        if (typeof leaf[':'] === 'string' && typeof leaf['>'] === 'number') {
          found = { value: leaf[':'], state: leaf['>'] };
        }
      }
    }
  };
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    try {
      walk(JSON.parse(await readFile(path.join(entry.parentPath, entry.name), 'utf8')), '');
    } catch {
      // not a radisk file
    }
  }
  return found;
}
