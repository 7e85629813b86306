import { Trans, useTranslation } from 'react-i18next';
import { HelpFrame } from './components/help-frame.tsx';
import { PageLink } from './components/page-link.tsx';
import { TextList } from './components/text-list.tsx';
import { SOURCE_REPOSITORY_PATH } from './help-paths.ts';

const RELAYS = ['public', 'private', 'checks'] as const;
const PRIVACY = ['encryption', 'keys', 'relays', 'profile', 'device', 'ai', 'tracking'] as const;

/**
 * Route `/legal`: the spec's legal statements (relays, the blacklist, security notices answered
 * within 1 day) and what is true of Meshtalk's handling of data (PROTOCOL.md "What an observer
 * sees").
 */
export function LegalPage() {
  const { t } = useTranslation(['help', 'routes']);
  return (
    <HelpFrame title={t('routes:legal')}>
      <p className="help-lead">{t('legal.intro')}</p>
      <section>
        <h2>{t('legal.relaysTitle')}</h2>
        <TextList items={RELAYS.map((key) => t(`legal.relays.${key}`))} />
      </section>
      <section>
        <h2>{t('legal.blacklistTitle')}</h2>
        <p>{t('legal.blacklist')}</p>
      </section>
      <section>
        <h2>{t('legal.securityTitle')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="legal.security"
            components={{ repo: <PageLink to={SOURCE_REPOSITORY_PATH} /> }}
          />
        </p>
      </section>
      <section>
        <h2>{t('legal.privacyTitle')}</h2>
        <TextList items={PRIVACY.map((key) => t(`legal.privacy.${key}`))} />
      </section>
    </HelpFrame>
  );
}
