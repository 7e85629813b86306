import { forgetImportedKeys } from '../crypto/sea-keys.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { open, seal } from '../crypto/vault.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { err, ok, type Result } from '../util/result.ts';
import {
  loadAccount,
  loadProfileCard,
  recordLogin,
  saveAccount,
  saveProfileCard,
  wipeLocalData,
  type StoredAccount,
} from './account-repository.ts';
import { generateAvatar } from './avatar.ts';
import {
  keepSession,
  openKeptSession,
  type KeptSession,
  type KeptSessionStore,
} from './kept-session.ts';
import {
  exportKeyPair,
  hasKeyFields,
  parseKeyPairInput,
  type KeyPairImportError,
} from './keypair.ts';
import { normaliseAlias, PROFILE_FETCH_TIMEOUT_MS, publishProfile } from './profile.ts';
import type { UserSpace, ProfileCard } from './user-space.ts';
import { Emitter } from '../util/emitter.ts';
import { debug } from '../util/log.ts';

const log = debug('account');

export interface Session {
  pair: KeyPair;
  pub: string;
  alias: string;
  avatar: string;
  /** When this sign-in began on this device: what arrives from then on is news. */
  since: number;
  /** The account was made here in this sign-in: nothing of it is on any relay yet. */
  created: boolean;
}

export type AccountSummary = Pick<StoredAccount, 'pub' | 'alias' | 'avatar'>;
export type LoginError = 'no-account' | 'wrong-password';
export type PasswordError = 'password-too-short' | 'password-mismatch';
export type PassphraseError = 'passphrase-too-short' | 'passphrase-mismatch';
/** Why no kept session signed in: none is kept, or the one kept here no longer opens. */
export type ResumeError = 'not-kept' | 'kept-unreadable';
export const MIN_PASSWORD_LENGTH = 8;
/** An export's passphrase is held to the same minimum as a password. */
export const MIN_PASSPHRASE_LENGTH = MIN_PASSWORD_LENGTH;

export interface SignInOptions {
  /** Keep the key pair unlocked on this device (sealed under a device key) until logout. */
  keepSignedIn?: boolean;
}

export interface ImportOptions extends SignInOptions {
  /** Opens an encrypted export; a plain key pair needs none. */
  passphrase?: string;
}

export interface NewAccount {
  pair: KeyPair;
  alias: string;
  avatar: string;
  password: string;
  keepSignedIn?: boolean;
}

export interface AccountDeps {
  db: SqlDatabase;
  space: UserSpace;
  /** Where "keep me signed in" keeps its unlock; without one, every start asks the password. */
  keptSessions?: KeptSessionStore;
  now?: () => number;
  /** Stops what writes into the user's space and waits for its writes, before signing out. */
  beforeLogout?: () => Promise<void>;
  /** How often a signed-in account checks whether a relay needs its profile card. */
  profileCheckMs?: number;
}

const PROFILE_CHECK_MS = 5_000;

export function checkNewPassword(
  password: string,
  confirmation: string,
): Result<string, PasswordError> {
  if (password.length < MIN_PASSWORD_LENGTH) return err('password-too-short');
  if (password !== confirmation) return err('password-mismatch');
  return ok(password);
}

export function checkNewPassphrase(
  passphrase: string,
  confirmation: string,
): Result<string, PassphraseError> {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) return err('passphrase-too-short');
  if (passphrase !== confirmation) return err('passphrase-mismatch');
  return ok(passphrase);
}

/** Owns the signed-in state: creating, unlocking, importing, exporting and removing the identity. */
export class AccountService {
  #session: Session | null = null;
  readonly #listeners = new Emitter<Session | null>('account');
  readonly #now: () => number;
  readonly #background = new Set<Promise<void>>();
  /** Re-checks the relay's copy of my profile while signed in (see #keepProfilePublished). */
  #profileTimer: ReturnType<typeof setInterval> | null = null;
  #profileSynced = false;
  #wasOnline = false;
  /** Since sign-in, the relay's copy of my card has been compared with mine (adopted or replaced). */
  #profileChecked = false;
  /** Relays to share once that check is done (see shareRelays). */
  #pendingRelays: readonly string[] | null = null;

  constructor(private readonly deps: AccountDeps) {
    this.#now = deps.now ?? Date.now;
  }

  get session(): Session | null {
    return this.#session;
  }

  subscribe(listener: (session: Session | null) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  /** The account stored on this device, shown on the unlock screen. */
  async storedAccount(): Promise<AccountSummary | null> {
    const account = await loadAccount(this.deps.db);
    return account && { pub: account.pub, alias: account.alias, avatar: account.avatar };
  }

  async create(input: NewAccount): Promise<Result<Session, 'alias-empty'>> {
    const alias = normaliseAlias(input.alias);
    if (!alias.ok) return alias;
    const avatar = input.avatar || generateAvatar(input.pair.pub);
    await this.#store(input.pair, alias.value, avatar, input.password);
    const card = { ...blankCard(input.pair, alias.value, avatar), updatedAt: this.#now() };
    await saveProfileCard(this.deps.db, input.pair.pub, card);
    await this.#keepOrForget(input.pair, input.keepSignedIn ?? false);
    const session = await this.#start(input.pair, alias.value, avatar, true);
    // Awaited (bounded) so the new user can be found at once; offline, the check publishes later.
    this.#profileSynced = await publishProfile(this.deps.space, card);
    return ok(session);
  }

  async login(password: string, options: SignInOptions = {}): Promise<Result<Session, LoginError>> {
    const unsealed = await this.#unseal(password);
    if (!unsealed.ok) return unsealed;
    const { pair, account } = unsealed.value;
    await this.#keepOrForget(pair, options.keepSignedIn ?? false);
    return ok(await this.#start(pair, account.alias, account.avatar));
  }

  /**
   * Signs in without the password when this device kept the session. A kept session that no
   * longer opens, or belongs to an account no longer stored here, is removed.
   */
  async resume(): Promise<Result<Session, ResumeError>> {
    const store = this.deps.keptSessions;
    if (!store) return err('not-kept');
    let kept: KeptSession | null;
    try {
      kept = await store.load();
    } catch (error) {
      log('kept session unreadable: %o', error);
      await this.#forgetKeptQuietly();
      return err('kept-unreadable');
    }
    if (!kept) return err('not-kept');
    const account = await loadAccount(this.deps.db);
    // The account it was kept for is gone from this device (or replaced): nothing to resume.
    if (account?.pub !== kept.pub) {
      await this.#forgetKeptQuietly();
      return err('not-kept');
    }
    const pair = await openKeptSession(kept);
    if (!pair) {
      await this.#forgetKeptQuietly();
      return err('kept-unreadable');
    }
    return ok(await this.#start(pair, account.alias, account.avatar));
  }

  /** The stored key pair, opened with the password: the proof the user holds it. */
  async #unseal(
    password: string,
  ): Promise<Result<{ pair: KeyPair; account: StoredAccount }, LoginError>> {
    const account = await loadAccount(this.deps.db);
    if (!account) return err('no-account');
    if (password === '') return err('wrong-password');
    const plain = await open(account.sealedKeyPair, password);
    const pair: unknown = plain === null ? null : JSON.parse(plain);
    return hasKeyFields(pair) ? ok({ pair, account }) : err('wrong-password');
  }

  /**
   * Imports a key pair (plain, or a Meshtalk export opened with its passphrase) and seals it
   * under `password`. This is also how a forgotten password is reset: re-import the pair and
   * choose a new one.
   */
  async importKeyPair(
    text: string,
    password: string,
    options: ImportOptions = {},
  ): Promise<Result<Session, KeyPairImportError>> {
    if (password === '') return err('empty');
    const parsed = await parseKeyPairInput(text, options.passphrase ?? '');
    if (!parsed.ok) return parsed;
    const pair = parsed.value;
    const previous = await loadAccount(this.deps.db);
    const known = previous?.pub === pair.pub ? previous : null;
    // The card my other device published names me from the start, so a room joined or a letter
    // sent right after the import carries my name and not a made-up one.
    const published = known ? null : await this.#publishedCard(pair.pub);
    const alias = known?.alias || published?.alias || `User-${pair.pub.slice(0, 6)}`;
    const avatar = known?.avatar || published?.avatar || generateAvatar(pair.pub);
    await this.#store(pair, alias, avatar, password);
    if (published) await saveProfileCard(this.deps.db, pair.pub, published);
    await this.#keepOrForget(pair, options.keepSignedIn ?? false);
    // A profile published from another device (or before a reinstall) is adopted by the check.
    return ok(await this.#start(pair, alias, avatar));
  }

  /**
   * The key pair sealed under `passphrase`, as a file the user can keep. The account password
   * is asked too, so a device left signed in does not hand the key to whoever picks it up.
   */
  async exportKeyPair(
    password: string,
    passphrase: string,
  ): Promise<Result<string, LoginError | 'passphrase-too-short'>> {
    if (passphrase.length < MIN_PASSPHRASE_LENGTH) return err('passphrase-too-short');
    const unsealed = await this.#unseal(password);
    return unsealed.ok ? ok(await exportKeyPair(unsealed.value.pair, passphrase)) : unsealed;
  }

  /** My status text as this device last saved or received it ('' when signed out or never set). */
  async signature(): Promise<string> {
    const session = this.#session;
    return session ? (await this.#localCard(session)).signature : '';
  }

  async updateProfile(fields: {
    alias: string;
    avatar?: string;
    signature?: string;
  }): Promise<Result<Session, 'alias-empty' | 'not-logged-in'>> {
    const session = this.#session;
    if (!session) return err('not-logged-in');
    const alias = normaliseAlias(fields.alias);
    if (!alias.ok) return alias;
    const avatar = fields.avatar ?? session.avatar;
    const local = await this.#localCard(session);
    const card: ProfileCard = {
      ...local,
      alias: alias.value,
      avatar,
      ...(fields.signature === undefined ? {} : { signature: fields.signature }),
      updatedAt: this.#nextVersion(local),
    };
    await saveProfileCard(this.deps.db, session.pub, card);
    // Not acknowledged yet (offline): the relay's copy is older, so the check publishes it.
    this.#profileSynced = await publishProfile(this.deps.space, card);
    return ok(this.#set({ ...session, alias: alias.value, avatar }));
  }

  /**
   * The relays my card shares (relay sharing): a changed list is signed into a newer card and
   * published; the same list changes nothing. Empty shares none.
   */
  async shareRelays(relays: readonly string[]): Promise<Result<void, 'not-logged-in'>> {
    const session = this.#session;
    if (!session) return err('not-logged-in');
    // A device that has not yet read my card from a relay (just imported, say) holds a blank or
    // older one: publishing it would replace my profile. The list waits for that check.
    if (!this.#profileChecked) {
      this.#pendingRelays = relays;
      return ok(undefined);
    }
    const local = await this.#localCard(session);
    if (sameList(local.relays ?? [], relays)) return ok(undefined);
    const card: ProfileCard = { ...local, updatedAt: this.#nextVersion(local) };
    if (relays.length > 0) card.relays = [...relays];
    else delete card.relays;
    await saveProfileCard(this.deps.db, session.pub, card);
    await publishProfile(this.deps.space, card);
    // Another write of the card may have reached the relay after this one (Gun keeps the last
    // write, not the newest card): the next check reads the relay's copy and corrects it.
    this.#profileSynced = false;
    return ok(undefined);
  }

  /**
   * Keeps `card` (my own, from another device) when it is newer than this device's; true if it
   * was. Its name and picture become the session's.
   */
  async adoptProfile(card: ProfileCard): Promise<boolean> {
    const session = this.#session;
    if (!session || card.deleted) return false;
    if (card.updatedAt <= (await this.#localCard(session)).updatedAt) return false;
    await saveProfileCard(this.deps.db, session.pub, card);
    this.#set({
      ...session,
      alias: card.alias || session.alias,
      avatar: card.avatar || session.avatar,
    });
    return true;
  }

  /**
   * Logging out clears everything this device holds for the account, as the spec says, the kept
   * session first: one device is one database, so this is also "sign out everywhere here".
   */
  async logout(): Promise<void> {
    // First: if the device cannot forget it, nothing else has changed yet.
    await this.#forgetKept();
    this.#stopProfileCheck();
    await this.deps.beforeLogout?.();
    this.deps.space.logout();
    // The signed-in services forget their pair secrets when they stop (before logout above).
    forgetImportedKeys();
    await wipeLocalData(this.deps.db);
    this.#session = null;
    this.#notify();
  }

  /**
   * Publishes my deletion card (only the key holder can sign it), then wipes the device. Its
   * version is above every card before it, and readers never take a card after it: the account
   * does not come back. Irreversible, so the password must be given again.
   */
  async deleteAccount(password: string): Promise<Result<void, LoginError>> {
    const unsealed = await this.#unseal(password);
    if (!unsealed.ok) return unsealed;
    const session = this.#session;
    if (session) {
      const updatedAt = this.#nextVersion(await this.#localCard(session));
      const card = { ...blankCard(session.pair, '', ''), deleted: true, updatedAt };
      await saveProfileCard(this.deps.db, session.pub, card);
      await publishProfile(this.deps.space, card);
    }
    await this.logout();
    return ok(undefined);
  }

  /** Stops the profile check; the core calls this when it closes. */
  close(): void {
    this.#stopProfileCheck();
  }

  /** Resolves once work started in the background (profile adoption) has finished. */
  async settled(): Promise<void> {
    await Promise.all([...this.#background]);
  }

  #inBackground(task: Promise<void>): void {
    const tracked = task
      .catch((error: unknown) => log('background task failed: %o', error))
      .finally(() => this.#background.delete(tracked));
    this.#background.add(tracked);
  }

  async #store(pair: KeyPair, alias: string, avatar: string, password: string): Promise<void> {
    const sealedKeyPair = await seal(JSON.stringify(pair), password);
    await saveAccount(
      this.deps.db,
      { pub: pair.pub, alias, avatar, epub: pair.epub, sealedKeyPair },
      this.#now(),
    );
  }

  /** A live card of mine on the relays, if one arrives within the read's time-out. */
  async #publishedCard(pub: string): Promise<ProfileCard | null> {
    const card = await this.deps.space.readProfile(pub, PROFILE_FETCH_TIMEOUT_MS);
    return card && !card.deleted ? card : null;
  }

  /** Signing in is not refused because the device storage refused to keep the session. */
  async #keepOrForget(pair: KeyPair, keep: boolean): Promise<void> {
    const store = this.deps.keptSessions;
    if (!store) return;
    if (!keep) return this.#forgetKeptQuietly();
    try {
      await store.save(await keepSession(pair));
    } catch (error) {
      log('session not kept: %o', error);
    }
  }

  /** Throws when the store cannot remove it: logout must not pretend the device forgot. */
  async #forgetKept(): Promise<void> {
    await this.deps.keptSessions?.clear();
  }

  async #forgetKeptQuietly(): Promise<void> {
    await this.#forgetKept().catch((error: unknown) => log('kept session not removed: %o', error));
  }

  async #start(pair: KeyPair, alias: string, avatar: string, created = false): Promise<Session> {
    await this.deps.space.login(pair);
    const since = this.#now();
    await recordLogin(this.deps.db, pair.pub, since);
    const session = this.#set({ pair, pub: pair.pub, alias, avatar, since, created });
    this.#keepProfilePublished();
    return session;
  }

  /**
   * While signed in: whenever a relay is reachable and has not been checked since it (re)appeared,
   * compare its copy of my card with mine. A newer one there (another device) is adopted; a
   * missing or older one is replaced, so an account created offline still becomes findable. The
   * default card of an imported key is not: it waits until a relay produces the real one.
   */
  #keepProfilePublished(): void {
    this.#stopProfileCheck();
    this.#profileSynced = false;
    this.#profileChecked = false;
    this.#pendingRelays = null;
    this.#wasOnline = false;
    const tick = (): void => {
      const online = this.deps.space.online();
      const reconnected = online && !this.#wasOnline;
      this.#wasOnline = online;
      if (online && (reconnected || !this.#profileSynced) && this.#background.size === 0) {
        this.#inBackground(this.#syncProfile());
      }
    };
    this.#profileTimer = setInterval(tick, this.deps.profileCheckMs ?? PROFILE_CHECK_MS);
    // In Node, a pending check must not keep a finished process alive.
    (this.#profileTimer as { unref?: () => void }).unref?.();
    tick();
  }

  #stopProfileCheck(): void {
    if (this.#profileTimer) clearInterval(this.#profileTimer);
    this.#profileTimer = null;
  }

  async #syncProfile(): Promise<void> {
    const session = this.#session;
    if (!session) return;
    const remote = await this.deps.space.readProfile(session.pub, PROFILE_FETCH_TIMEOUT_MS);
    if (this.#session?.pub !== session.pub) return;
    // Nothing arrived and no relay is connected: "missing" cannot be told from "unreachable".
    if (!remote && !this.deps.space.online()) return;
    const local = await this.#localCard(session);
    // An imported key's card is made up here (a default name): a relay slow to answer must not
    // have it replace the card my other device published. It is asked again at the next check.
    if (!remote && local.updatedAt === 0) return;
    if (remote?.deleted || local.deleted) {
      // Deleted for good (from another device): nothing of mine is published over it again.
      if (remote?.deleted && !local.deleted)
        await saveProfileCard(this.deps.db, session.pub, remote);
      this.#profileSynced = true;
    } else if (remote && (await this.adoptProfile(remote))) {
      this.#profileSynced = true;
    } else if (!remote || remote.updatedAt < local.updatedAt || local.updatedAt === 0) {
      const card = local.updatedAt === 0 ? { ...local, updatedAt: this.#now() } : local;
      await saveProfileCard(this.deps.db, session.pub, card);
      this.#profileSynced = await publishProfile(this.deps.space, card);
    } else {
      this.#profileSynced = true;
    }
    this.#profileChecked = true;
    const pending = this.#pendingRelays;
    this.#pendingRelays = null;
    if (pending) await this.shareRelays(pending);
  }

  /** A new card's version: after the one this device holds, even when its clock is behind. */
  #nextVersion(local: ProfileCard): number {
    return Math.max(this.#now(), local.updatedAt + 1);
  }

  async #localCard(session: Session): Promise<ProfileCard> {
    const { pair, alias, avatar } = session;
    return (await loadProfileCard(this.deps.db, session.pub)) ?? blankCard(pair, alias, avatar);
  }

  #set(session: Session): Session {
    this.#session = session;
    this.#notify();
    return session;
  }

  #notify(): void {
    this.#listeners.emit(this.#session);
  }
}

/** A card that was never published: it loses to any card a relay has. */
function blankCard(pair: KeyPair, alias: string, avatar: string): ProfileCard {
  return { alias, avatar, signature: '', epub: pair.epub, deleted: false, updatedAt: 0 };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);
