import type { KeyValueStore } from '../store/kv.ts';
import { err, ok, type Result } from '../util/result.ts';

/** Why an icon order was not kept: the device's storage did not take the write (full, blocked). */
export type IconOrderError = 'save-failed';

const KEY_PREFIX = 'meshtalk:icon-order:';

/**
 * The grid's icons in the saved order: saved ids the grid no longer has are dropped, and icons
 * the saved order does not name (added by a later version) follow in their default order.
 */
export function arrangeIcons(saved: readonly string[], icons: readonly string[]): string[] {
  const known = new Set(icons);
  const placed = [...new Set(saved)].filter((id) => known.has(id));
  const placedSet = new Set(placed);
  return [...placed, ...icons.filter((id) => !placedSet.has(id))];
}

function parseOrder(raw: string | null): string[] {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The order of an icon grid (the home screen's, the Me page modal's), kept per grid and per user
 * on this device beside the preferences. Every read is arranged over the icons the caller has now.
 */
export class IconOrderStore {
  constructor(private readonly kv: KeyValueStore) {}

  /** `user`'s order of `grid`'s `icons` (ids, in their default order). */
  read(grid: string, user: string, icons: readonly string[]): string[] {
    return arrangeIcons(parseOrder(this.kv.get(keyOf(grid, user))), icons);
  }

  /** Keeps `order` (the known ids of it) and answers the order as it will read back. */
  save(
    grid: string,
    user: string,
    order: readonly string[],
    icons: readonly string[],
  ): Result<string[], IconOrderError> {
    const arranged = arrangeIcons(order, icons);
    const key = keyOf(grid, user);
    const text = JSON.stringify(arranged);
    // The browser's store drops a write it cannot make rather than throw: reading back tells.
    return this.#write(
      () => this.kv.set(key, text),
      () => this.kv.get(key) === text,
      arranged,
    );
  }

  /** Forgets `user`'s order of `grid`: the default order again, and later icons in their place. */
  reset(grid: string, user: string, icons: readonly string[]): Result<string[], IconOrderError> {
    const key = keyOf(grid, user);
    return this.#write(
      () => this.kv.remove(key),
      () => this.kv.get(key) === null,
      [...icons],
    );
  }

  #write(
    write: () => void,
    written: () => boolean,
    order: string[],
  ): Result<string[], IconOrderError> {
    try {
      write();
    } catch {
      return err('save-failed');
    }
    return written() ? ok(order) : err('save-failed');
  }
}

const keyOf = (grid: string, user: string) => `${KEY_PREFIX}${grid}:${user}`;
