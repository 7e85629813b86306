import { clearChatRecords } from '../chat/clear-chat-records.ts';
import { err, ok, type Result } from '../util/result.ts';
import type { SqlDatabase } from './sql.ts';
import {
  CHAT_DATA_GROUPS,
  TABLE_GROUPS,
  USER_DATA_GROUPS,
  type ClearKind,
  type TableGroupId,
} from './table-groups.ts';

export interface TableCount {
  readonly name: string;
  readonly count: number;
}

export interface GroupReport {
  readonly id: TableGroupId;
  readonly tables: readonly TableCount[];
  readonly total: number;
  /** Absent when the storage pages never clear this group. */
  readonly clear?: ClearKind;
}

export interface StorageReport {
  readonly groups: readonly GroupReport[];
  /** Every record of every group. */
  readonly total: number;
  /** Account and contacts. */
  readonly userData: number;
  /** Chats and rooms. */
  readonly chatData: number;
  /** Records that clearing every clearable group would remove. */
  readonly clearable: number;
}

const quoted = (table: string) => `"${table.replaceAll('"', '""')}"`;

/** Counts the records of every table in one statement, so the figures belong to one moment. */
export async function storageReport(db: SqlDatabase): Promise<StorageReport> {
  const tables = TABLE_GROUPS.flatMap((group) => group.tables);
  const sql = tables
    .map((table, i) => `SELECT ${i} AS i, count(*) AS n FROM ${quoted(table)}`)
    .join(' UNION ALL ');
  const rows = await db.all<{ i: number; n: number }>(sql);
  const counts = new Map(rows.map((row) => [tables[row.i], Number(row.n)]));
  const groups = TABLE_GROUPS.map((group): GroupReport => {
    const tableCounts = group.tables.map((name) => ({ name, count: counts.get(name) ?? 0 }));
    const total = tableCounts.reduce((sum, table) => sum + table.count, 0);
    return {
      id: group.id,
      tables: tableCounts,
      total,
      ...(group.clear ? { clear: group.clear } : {}),
    };
  });
  const sum = (pick: (group: GroupReport) => boolean) =>
    groups.filter(pick).reduce((total, group) => total + group.total, 0);
  return {
    groups,
    total: sum(() => true),
    userData: sum((group) => USER_DATA_GROUPS.includes(group.id)),
    chatData: sum((group) => CHAT_DATA_GROUPS.includes(group.id)),
    clearable: sum((group) => group.clear !== undefined),
  };
}

export type ClearGroupError = 'not-clearable';

export interface ClearGroupOptions {
  /** Clears the chats group; the app passes the chat service's, which also tells my devices. */
  clearChats?: () => Promise<void>;
}

/**
 * Clears one group in one transaction (chats through "clear chat records"). Groups whose loss
 * would break the account are refused with `not-clearable`.
 */
export async function clearTableGroup(
  db: SqlDatabase,
  id: TableGroupId,
  { clearChats = () => clearChatRecords(db) }: ClearGroupOptions = {},
): Promise<Result<void, ClearGroupError>> {
  const group = TABLE_GROUPS.find((candidate) => candidate.id === id);
  if (!group?.clear) return err('not-clearable');
  if (group.clear === 'chats') await clearChats();
  else await db.batch(group.tables.map((table) => ({ sql: `DELETE FROM ${quoted(table)}` })));
  return ok(undefined);
}

/** Clears every clearable group ("clear database"): each in its own transaction, chats first. */
export async function clearClearableGroups(
  db: SqlDatabase,
  options: ClearGroupOptions = {},
): Promise<void> {
  for (const group of TABLE_GROUPS) {
    if (group.clear) await clearTableGroup(db, group.id, options);
  }
}
