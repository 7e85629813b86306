import { useTranslation } from 'react-i18next';
import { SubPage } from '../contacts/public.ts';
import { BlockForm } from './block-form.tsx';
import { BlockedList } from './blocked-list.tsx';

/** Route /blackList: block a key by ID, see who is blocked, remove them again. */
export function BlacklistPage() {
  const { t } = useTranslation('routes');
  return (
    <SubPage title={t('blacklist')}>
      <BlockForm />
      <BlockedList />
    </SubPage>
  );
}
