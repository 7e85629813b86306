import type { KeyPair } from '../crypto/sea.ts';
import { open, seal } from '../crypto/vault.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { err, ok, type Result } from '../util/result.ts';
import {
  loadAccount,
  recordLogin,
  saveAccount,
  updateAccountProfile,
  wipeLocalData,
  type StoredAccount,
} from './account-repository.ts';
import { generateAvatar } from './avatar.ts';
import {
  exportKeyPair,
  hasKeyFields,
  parseKeyPairInput,
  type KeyPairImportError,
} from './keypair.ts';
import { fetchProfile, normaliseAlias, publishProfile } from './profile.ts';
import type { UserSpace } from './user-space.ts';
import { debug } from '../util/log.ts';

const log = debug('account');

export interface Session {
  pair: KeyPair;
  pub: string;
  alias: string;
  avatar: string;
}

export type AccountSummary = Pick<StoredAccount, 'pub' | 'alias' | 'avatar'>;
export type LoginError = 'no-account' | 'wrong-password';
export type PasswordError = 'password-too-short' | 'password-mismatch';
export const MIN_PASSWORD_LENGTH = 8;

export interface NewAccount {
  pair: KeyPair;
  alias: string;
  avatar: string;
  password: string;
}

export interface AccountDeps {
  db: SqlDatabase;
  space: UserSpace;
  now?: () => number;
}

export function checkNewPassword(
  password: string,
  confirmation: string,
): Result<string, PasswordError> {
  if (password.length < MIN_PASSWORD_LENGTH) return err('password-too-short');
  if (password !== confirmation) return err('password-mismatch');
  return ok(password);
}

/** Owns the signed-in state: creating, unlocking, importing, exporting and removing the identity. */
export class AccountService {
  #session: Session | null = null;
  readonly #listeners = new Set<(session: Session | null) => void>();
  readonly #now: () => number;
  readonly #background = new Set<Promise<void>>();

  constructor(private readonly deps: AccountDeps) {
    this.#now = deps.now ?? Date.now;
  }

  get session(): Session | null {
    return this.#session;
  }

  subscribe(listener: (session: Session | null) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
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
    return ok(await this.#start(input.pair, alias.value, avatar, true));
  }

  async login(password: string): Promise<Result<Session, LoginError>> {
    const account = await loadAccount(this.deps.db);
    if (!account) return err('no-account');
    if (password === '') return err('wrong-password');
    const plain = await open(account.sealedKeyPair, password);
    const pair: unknown = plain === null ? null : JSON.parse(plain);
    if (!hasKeyFields(pair)) return err('wrong-password');
    return ok(await this.#start(pair, account.alias, account.avatar, false));
  }

  /**
   * Imports a key pair (plain or a Meshtalk export) and seals it under `password`. This is also
   * how a forgotten password is reset: re-import the pair and choose a new one.
   */
  async importKeyPair(
    text: string,
    password: string,
  ): Promise<Result<Session, KeyPairImportError>> {
    const parsed = await parseKeyPairInput(text, password);
    if (!parsed.ok) return parsed;
    const pair = parsed.value;
    const previous = await loadAccount(this.deps.db);
    const known = previous?.pub === pair.pub ? previous : null;
    const alias = known?.alias || `User-${pair.pub.slice(0, 6)}`;
    const avatar = known?.avatar || generateAvatar(pair.pub);
    await this.#store(pair, alias, avatar, password);
    const session = await this.#start(pair, alias, avatar, false);
    this.#inBackground(this.#adoptNetworkProfile(session));
    return ok(session);
  }

  /** The key pair sealed under the account password, as a file the user can keep. */
  async exportKeyPair(password: string): Promise<Result<string, LoginError>> {
    const account = await loadAccount(this.deps.db);
    if (!account) return err('no-account');
    const plain = await open(account.sealedKeyPair, password);
    if (plain === null) return err('wrong-password');
    const pair: unknown = JSON.parse(plain);
    return hasKeyFields(pair) ? ok(await exportKeyPair(pair, password)) : err('wrong-password');
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
    await updateAccountProfile(this.deps.db, session.pub, { alias: alias.value, avatar });
    await publishProfile(this.deps.space, {
      alias: alias.value,
      avatar,
      ...(fields.signature === undefined ? {} : { signature: fields.signature }),
    });
    return ok(this.#set({ ...session, alias: alias.value, avatar }));
  }

  /** Logging out clears everything this device holds for the account, as the spec says. */
  async logout(): Promise<void> {
    this.deps.space.logout();
    await wipeLocalData(this.deps.db);
    this.#session = null;
    this.#notify();
  }

  /** Marks the profile deleted on the network (only the key holder can), then wipes the device. */
  async deleteAccount(): Promise<void> {
    if (this.#session)
      await publishProfile(this.deps.space, {
        deleted: true,
        alias: '',
        avatar: '',
        signature: '',
      });
    await this.logout();
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

  async #start(pair: KeyPair, alias: string, avatar: string, publish: boolean): Promise<Session> {
    await this.deps.space.login(pair);
    await recordLogin(this.deps.db, pair.pub, this.#now());
    if (publish)
      await publishProfile(this.deps.space, { alias, avatar, epub: pair.epub, deleted: false });
    return this.#set({ pair, pub: pair.pub, alias, avatar });
  }

  /** After an import the network may know a better alias and avatar than the placeholder. */
  async #adoptNetworkProfile(session: Session): Promise<void> {
    const remote = await fetchProfile(this.deps.space, session.pub);
    if (this.#session?.pub !== session.pub) return;
    if (remote && !remote.deleted && remote.alias) {
      const avatar = remote.avatar || session.avatar;
      await updateAccountProfile(this.deps.db, session.pub, { alias: remote.alias, avatar });
      this.#set({ ...session, alias: remote.alias, avatar });
    } else {
      await publishProfile(this.deps.space, {
        alias: session.alias,
        avatar: session.avatar,
        epub: session.pair.epub,
        deleted: false,
      });
    }
  }

  #set(session: Session): Session {
    this.#session = session;
    this.#notify();
    return session;
  }

  #notify(): void {
    for (const listener of this.#listeners) listener(this.#session);
  }
}
