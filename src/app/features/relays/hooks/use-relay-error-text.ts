import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RelayError } from '@core/relays/relay-types.ts';

/** What failed, for the spec's "… failed" texts when the device could not store the change. */
export type RelayAction = 'add' | 'enable' | 'disable' | 'delete' | 'note';

/** A refused relay action in the interface language. */
export function useRelayErrorText(): (error: RelayError, action: RelayAction) => string {
  const { t } = useTranslation('relays');
  return useCallback(
    (error: RelayError, action: RelayAction) => {
      switch (error) {
        case 'url-required':
          return t('errors.urlRequired');
        case 'invalid-url':
          return t('errors.invalidUrl');
        case 'duplicate':
          return t('errors.duplicate');
        case 'too-many':
          return t('errors.tooMany');
        case 'too-many-enabled':
          return t('errors.tooManyEnabled');
        case 'not-found':
          return t('errors.notFound');
        case 'already-enabled':
          return t('errors.alreadyEnabled');
        case 'not-logged-in':
          return t('errors.notLoggedIn');
        case 'storage-failed':
          return {
            add: t('errors.addFailed'),
            enable: t('errors.enableFailed'),
            disable: t('errors.disableFailed'),
            delete: t('errors.deleteFailed'),
            note: t('errors.noteFailed'),
          }[action];
      }
    },
    [t],
  );
}
