import { checkNewPassword, type PasswordError } from '@core/identity/account-service.ts';
import { normaliseAlias } from '@core/identity/profile.ts';

export const MAX_ALIAS_LENGTH = 30;

export interface NewAccountFields {
  alias: string;
  password: string;
  confirmation: string;
}

export interface NewAccountProblems {
  alias?: 'alias-empty';
  password?: PasswordError;
}

/** Field by field, so the form can show each problem next to its input before the agreement opens. */
export function checkNewAccount(fields: NewAccountFields): NewAccountProblems {
  const alias = normaliseAlias(fields.alias);
  const password = checkNewPassword(fields.password, fields.confirmation);
  return {
    ...(alias.ok ? {} : { alias: alias.error }),
    ...(password.ok ? {} : { password: password.error }),
  };
}

export const hasProblems = (problems: NewAccountProblems): boolean =>
  Object.keys(problems).length > 0;
