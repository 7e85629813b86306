import { Trans, useTranslation } from 'react-i18next';
import { HelpFrame } from './components/help-frame.tsx';
import { PageLink } from './components/page-link.tsx';
import { SOURCE_REPOSITORY_PATH, USER_GUIDE_PATH } from './help-paths.ts';

const SUPPORT = ['relay', 'report', 'code', 'translate', 'share'] as const;

/**
 * Routes `/sponsorship` and `/Sponsorship`: sponsors and contributors, told honestly: none are
 * named that are not, and the ways to help are ones that exist.
 */
export function SponsorshipPage() {
  const { t } = useTranslation(['help', 'routes']);
  const links = {
    repo: <PageLink to={SOURCE_REPOSITORY_PATH} />,
    guide: <PageLink to={USER_GUIDE_PATH} />,
  };
  return (
    <HelpFrame title={t('routes:sponsorship')}>
      <p className="help-lead">{t('sponsorship.intro')}</p>
      <section>
        <h2>{t('sponsorship.sponsorsTitle')}</h2>
        <p>
          <Trans t={t} i18nKey="sponsorship.sponsors" components={links} />
        </p>
      </section>
      <section>
        <h2>{t('sponsorship.supportTitle')}</h2>
        <ul>
          {SUPPORT.map((key) => (
            <li key={key}>
              <Trans t={t} i18nKey={`sponsorship.support.${key}`} components={links} />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{t('sponsorship.contributorsTitle')}</h2>
        <p>{t('sponsorship.contributors')}</p>
      </section>
    </HelpFrame>
  );
}
