/** A friend as the contacts screens show it, built from a `buddies` row. */
export type EpubSource = 'local' | 'shared' | 'network';
export type VerificationStatus = 'verified' | 'syncing' | 'unverified';

/** Spec: the epub sync gives up on a friend after this many failed lookups. */
export const SYNC_RETRY_LIMIT = 10;

export interface Friend {
  readonly pub: string;
  readonly alias: string;
  readonly avatar: string;
  /** Their status text, from their signed profile card. */
  readonly signature: string;
  readonly remark: string;
  readonly remarkInfo: string;
  /** The remark when it is not blank, else the alias (spec: sender name). */
  readonly displayName: string;
  readonly epub: string | null;
  readonly epubSource: EpubSource | null;
  readonly status: VerificationStatus;
  readonly addedByMe: boolean;
  /** When the friendship began on this device (ms). */
  readonly since: number;
  readonly syncRetryCount: number;
  readonly verificationTime: number | null;
}

export type BuddyRow = {
  buddyPub: string;
  addedByMe: number;
  timestamp: number;
  alias: string | null;
  avatar: string | null;
  signature: string | null;
  remark: string | null;
  remarkInfo: string | null;
  epub: string | null;
  epubSource: string | null;
  syncRetryCount: number;
  verificationTime: number | null;
};

/** Spec: verified if the epub is known; syncing while lookups remain; otherwise unverified. */
export function verificationStatus(
  epub: string | null,
  syncRetryCount: number,
): VerificationStatus {
  if (epub) return 'verified';
  return syncRetryCount < SYNC_RETRY_LIMIT ? 'syncing' : 'unverified';
}

const isEpubSource = (value: string | null): value is EpubSource =>
  value === 'local' || value === 'shared' || value === 'network';

export function friendFromRow(row: BuddyRow): Friend {
  const alias = row.alias ?? '';
  const remark = row.remark ?? '';
  const epub = row.epub || null;
  return {
    pub: row.buddyPub,
    alias,
    avatar: row.avatar ?? '',
    signature: row.signature ?? '',
    remark,
    remarkInfo: row.remarkInfo ?? '',
    displayName: remark.trim() !== '' ? remark : alias,
    epub,
    epubSource: epub && isEpubSource(row.epubSource) ? row.epubSource : null,
    status: verificationStatus(epub, row.syncRetryCount),
    addedByMe: row.addedByMe === 1,
    since: row.timestamp,
    syncRetryCount: row.syncRetryCount,
    verificationTime: row.verificationTime,
  };
}
