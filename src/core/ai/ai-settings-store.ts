import { first, type SqlDatabase } from '../store/sql.ts';

/** JSON values in the `ai_settings` table (key, value), one row per settings object. */
export class AiSettingsStore {
  constructor(private readonly db: SqlDatabase) {}

  /** The stored value, or undefined when the row is missing or unreadable. */
  async get(key: string): Promise<unknown> {
    const row = await first<{ value: string | null }>(
      this.db,
      'SELECT value FROM ai_settings WHERE key = ?',
      [key],
    );
    if (!row?.value) return undefined;
    try {
      return JSON.parse(row.value) as unknown;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: unknown): Promise<void> {
    await this.db.run(
      `INSERT INTO ai_settings (key, value) VALUES (?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
      [key, JSON.stringify(value)],
    );
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
