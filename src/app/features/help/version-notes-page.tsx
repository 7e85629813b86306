import { useTranslation } from 'react-i18next';
import { HelpFrame } from './components/help-frame.tsx';
import { TextList } from './components/text-list.tsx';

const CHANGES = ['first', 'messaging', 'ai', 'devices', 'help'] as const;

/**
 * Route `/versiontalkpage`: this version (package.json's) and build, both stamped in by
 * vite.config.ts, and what changed.
 */
export function VersionNotesPage() {
  const { t } = useTranslation(['help', 'routes']);
  return (
    <HelpFrame title={t('routes:versionNotes')}>
      <dl className="help-facts">
        <dt>{t('version.version')}</dt>
        <dd>{import.meta.env.VITE_APP_VERSION}</dd>
        <dt>{t('version.build')}</dt>
        <dd>{import.meta.env.VITE_APP_BUILD}</dd>
      </dl>
      <section>
        <h2>{t('version.changesTitle')}</h2>
        <TextList items={CHANGES.map((key) => t(`version.changes.${key}`))} />
      </section>
    </HelpFrame>
  );
}
