/** The add-friend page: finding a user by ID, and the checks before a request is sent (spec 5). */
import { isPublicKey } from '../crypto/sea-keys.ts';
import { err, ok, type Result } from '../util/result.ts';
import { ContactError, type LetterFailure } from './contact-errors.ts';
import type { ContactStore } from './contact-store.ts';
import type { FoundUser, SendRequestError } from './contact-types.ts';
import {
  hasEpub,
  lookupProfile,
  normaliseUserId,
  type LookupTiming,
  type ProfileReader,
} from './profile-lookup.ts';

type E = typeof ContactError;

interface LookupDeps {
  readonly store: ContactStore;
  readonly readProfile: ProfileReader;
  readonly lookup: LookupTiming;
}

/** A friend opens the friend profile (local data); anyone else the stranger profile (network). */
export async function findUser(
  deps: LookupDeps,
  me: string | null,
  input: string,
): Promise<Result<FoundUser, E['notLoggedIn' | 'publicKeyNull' | 'invalidPublicKey']>> {
  const pub = normaliseUserId(input);
  if (pub === '') return err(ContactError.publicKeyNull);
  if (!isPublicKey(pub)) return err(ContactError.invalidPublicKey);
  if (!me) return err(ContactError.notLoggedIn);
  const blocked = await deps.store.isBlocked(pub);
  const friend = await deps.store.friend(me, pub);
  if (friend) {
    const { alias, avatar, epub } = friend;
    const profile = { alias, avatar, signature: '', epub: epub ?? '', deleted: false };
    return ok({ kind: 'friend', pub, profile, blocked });
  }
  const found = await lookupProfile(deps.readProfile, pub, deps.lookup);
  const profile = found && {
    alias: found.alias,
    avatar: found.avatar,
    signature: found.signature,
    epub: found.epub,
    deleted: found.deleted,
  };
  return ok({ kind: pub === me ? 'self' : 'stranger', pub, profile, blocked });
}

/** Spec 5 "Add friend (request send)": who a request may go to, checked in the spec's order. */
export interface RequestTarget {
  readonly pub: string;
  /** From the recipient's signed profile: what the letter is sealed to. */
  readonly epub: string;
  readonly message: string;
}

export async function checkRequestTarget(
  deps: LookupDeps,
  me: string,
  input: string,
  message: string,
): Promise<Result<RequestTarget, Exclude<SendRequestError, LetterFailure>>> {
  const pub = normaliseUserId(input);
  if (pub === '') return err(ContactError.publicKeyMissing);
  if (await deps.store.isBlocked(pub)) return err(ContactError.blocked);
  if (await deps.store.friend(me, pub)) return err(ContactError.alreadyFriend);
  if (!isPublicKey(pub)) return err(ContactError.invalidPublicKey);
  if (pub === me) return err(ContactError.self);
  if (message.trim() === '') return err(ContactError.messageRequired);

  const profile = await lookupProfile(deps.readProfile, pub, deps.lookup, hasEpub);
  if (!profile) return err(ContactError.userNotFound);
  if (profile.deleted) return err(ContactError.accountDeleted);
  if (!isPublicKey(profile.epub)) return err(ContactError.noEpub);
  return ok({ pub, epub: profile.epub, message: message.trim() });
}
