import { migration0001 } from './0001-identity-and-contacts.ts';
import { migration0002 } from './0002-messages.ts';
import { migration0003 } from './0003-groups.ts';
import { migration0004 } from './0004-settings-and-network.ts';
import { migration0005 } from './0005-outbox-and-buddy-sync.ts';
import { migration0006 } from './0006-ai-conversations.ts';
import { migration0007 } from './0007-contacts-and-letters.ts';
import { migration0008 } from './0008-chat-streams.ts';
import { migration0009 } from './0009-ai-written-messages.ts';
import { migration0010 } from './0010-profile-card.ts';
import { migration0011 } from './0011-inbox-seen.ts';
import { migration0012 } from './0012-friend-profiles.ts';
import { migration0013 } from './0013-scoped-ids-and-streams.ts';
import { migration0014 } from './0014-own-state.ts';
import { migration0015 } from './0015-unread-counts.ts';
import { migration0016 } from './0016-message-replies.ts';
import { migration0017 } from './0017-rooms.ts';
import { migration0018 } from './0018-moments.ts';
import { migration0019 } from './0019-friend-relays.ts';
import { migration0020 } from './0020-moment-signatures.ts';
import { migration0021 } from './0021-card-versions-and-taken-exports.ts';
import { migration0022 } from './0022-ai-reply-notices.ts';
import { migration0023 } from './0023-send-error-codes.ts';
import { migration0024 } from './0024-device-keys.ts';
import { migration0025 } from './0025-stream-chains.ts';
import { migration0026 } from './0026-turn-keys.ts';
import { migration0027 } from './0027-talk-in-feeds.ts';
import type { Migration } from './migration.ts';

export type { Migration } from './migration.ts';

/**
 * Every migration in order; the last one's version is the schema version. Versions 1-5 are the
 * spec's schema (its "version 5"); later ones add Meshtalk's own tables.
 */
export const migrations: readonly Migration[] = [
  migration0001,
  migration0002,
  migration0003,
  migration0004,
  migration0005,
  migration0006,
  migration0007,
  migration0008,
  migration0009,
  migration0010,
  migration0011,
  migration0012,
  migration0013,
  migration0014,
  migration0015,
  migration0016,
  migration0017,
  migration0018,
  migration0019,
  migration0020,
  migration0021,
  migration0022,
  migration0023,
  migration0024,
  migration0025,
  migration0026,
  migration0027,
];
