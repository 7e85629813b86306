import { CHAT_RECORD_TABLES } from '../chat/clear-chat-records.ts';

/** How the storage pages group the database's tables, the way users think of their data. */
export type TableGroupId =
  'account' | 'contacts' | 'chats' | 'rooms' | 'moments' | 'ai' | 'settings' | 'network';

/**
 * What clearing a group does. `chats`: every chat record (Settings → Clear chat records);
 * `cache`: data the device fetches again when it needs it. Groups without one are never cleared
 * here: the account, contacts, rooms and moments would not come back (their cursors and seen
 * letters say they were read), and clearing them would break the account.
 */
export type ClearKind = 'chats' | 'cache';

export interface TableGroup {
  readonly id: TableGroupId;
  readonly tables: readonly string[];
  readonly clear?: ClearKind;
}

/**
 * Every table of the schema, in exactly one group (a test checks it against the migrations). A new
 * migration's table must be placed here; the chat group is the one "clear chat records" empties.
 */
export const TABLE_GROUPS: readonly TableGroup[] = [
  {
    id: 'account',
    // Identity, and what keeps it in step with my other devices: my own state, where each stream
    // was read up to, the deleted timestamps (without them cleared messages would return), and
    // this device's keys.
    tables: [
      'users',
      'credentials',
      'deactivated_accounts',
      'own_state',
      'stream_cursors',
      'chat_deletions',
      'taken_exports',
      'device_keys',
      'device_prekeys',
      'sending_chains',
      'receiving_chains',
      'waiting_records',
      'reply_keys',
      'heard_replies',
    ],
  },
  {
    id: 'contacts',
    tables: [
      'buddies',
      'friend_remarks',
      'epubs',
      'blacklist',
      'sent_requests',
      'requests_viewed',
      'friend_requests',
      'handled_letters',
      'inbox_seen',
      'reports',
      'profile_versions',
      'device_lists',
      'device_events',
      'verified_friends',
      'known_prekeys',
    ],
  },
  { id: 'chats', tables: CHAT_RECORD_TABLES, clear: 'chats' },
  {
    id: 'rooms',
    tables: ['groups', 'group_members', 'room_clear_proposals', 'room_clear_votes'],
  },
  {
    id: 'moments',
    tables: [
      'feed_keys',
      'feed_key_shares',
      'feed_key_devices',
      'moments',
      'moment_images',
      'moment_talk',
      'talk_waiting',
      'notifications',
    ],
  },
  { id: 'ai', tables: ['ai_conversations', 'ai_messages', 'ai_current_state', 'ai_settings'] },
  { id: 'settings', tables: ['network_peers', 'modal_states'] },
  // The graph's node cache: safe to clean periodically, the relays answer again.
  { id: 'network', tables: ['gun_nodes'], clear: 'cache' },
];

/** SQLite's own tables and the full-text index's shadow tables (kept by triggers on `messages`). */
export const isInternalTable = (name: string): boolean =>
  name.startsWith('sqlite_') || name.startsWith('messages_fts');

/** User data (who I am and whom I know) and chat data (what was said), as the storage monitor counts. */
export const USER_DATA_GROUPS: readonly TableGroupId[] = ['account', 'contacts'];
export const CHAT_DATA_GROUPS: readonly TableGroupId[] = ['chats', 'rooms'];
