/**
 * Everything a relay stored, as its operator can read it from the data folder: radisk keeps the
 * graph as JSON radix trees whose keys, joined along a path, spell `<soul>\x1b<field>`, and whose
 * leaves hold the value at `:` (and Gun's state at `>`). Values come back as written, without
 * SEA's signature wrapper.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const SEPARATOR = '\u001b';

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

/** soul → field → value, for every node in every file of `dataDir`. */
export async function readRelayGraph(dataDir: string): Promise<Map<string, Map<string, unknown>>> {
  const graph = new Map<string, Map<string, unknown>>();
  const walk = (tree: unknown, prefix: string): void => {
    if (typeof tree !== 'object' || tree === null) return;
    for (const [key, child] of Object.entries(tree as Record<string, unknown>)) {
      if (key === '') {
        const leaf = child as { ':'?: unknown };
        const at = prefix.indexOf(SEPARATOR);
        if (at < 0 || !(':' in leaf)) continue;
        const soul = prefix.slice(0, at);
        let node = graph.get(soul);
        if (!node) graph.set(soul, (node = new Map<string, unknown>()));
        node.set(prefix.slice(at + 1), unwrapSigned(leaf[':']));
      } else {
        walk(child, prefix + key);
      }
    }
  };
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((e) => e.isFile())) {
    const text = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    try {
      walk(JSON.parse(text), '');
    } catch {
      // not a radisk file
    }
  }
  return graph;
}

/** Every file of `dir` as text, joined: what an operator could search for a secret. */
export async function dataFolderText(dir: string): Promise<string> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile());
  const texts = await Promise.all(
    files.map((file) => readFile(path.join(file.parentPath, file.name), 'utf8')),
  );
  return texts.join('\n');
}
