import { Trans, useTranslation } from 'react-i18next';
import { HelpFrame } from './components/help-frame.tsx';
import { CommandBlock } from './components/command-block.tsx';
import { PageLink, WebLink } from './components/page-link.tsx';
import { COMMANDS, OLLAMA_DOWNLOAD, ollamaServe, ollamaServePowerShell } from './commands.ts';
import { AI_SETTINGS_PATH } from './help-paths.ts';

/**
 * Route `/daipage`: the AI chat on a desktop model server, step by step: Ollama on this computer,
 * or the relay's AI proxy with its token. The commands name this page's own origin.
 */
export function DesktopAiPage() {
  const { t } = useTranslation(['help', 'routes']);
  const origin = window.location.origin;
  const links = {
    ollama: <WebLink href={OLLAMA_DOWNLOAD} />,
    ai: <PageLink to={AI_SETTINGS_PATH} />,
  };
  return (
    <HelpFrame title={t('routes:desktopAi')}>
      <p className="help-lead">{t('desktopAi.intro')}</p>
      <p>{t('desktopAi.privacy')}</p>

      <section>
        <h2>{t('desktopAi.serverTitle')}</h2>
        <ol>
          <li>
            <Trans t={t} i18nKey="desktopAi.server.install" components={links} />
          </li>
          <li>
            {t('desktopAi.server.pull')}
            <CommandBlock command={COMMANDS.pullModel} />
          </li>
          <li>
            {t('desktopAi.server.serve', { origin })}
            <CommandBlock command={ollamaServe(origin)} />
            {t('desktopAi.server.servePowerShell')}
            <CommandBlock command={ollamaServePowerShell(origin)} />
          </li>
          <li>
            <Trans t={t} i18nKey="desktopAi.server.settings" components={links} />
          </li>
          <li>{t('desktopAi.server.choose')}</li>
        </ol>
        <p>{t('desktopAi.serverNote')}</p>
      </section>

      <section>
        <h2>{t('desktopAi.proxyTitle')}</h2>
        <p>{t('desktopAi.proxyIntro')}</p>
        <ol>
          <li>{t('desktopAi.proxy.server')}</li>
          <li>
            {t('desktopAi.proxy.start')}
            <CommandBlock command={COMMANDS.relayAiProxy} />
            {t('desktopAi.proxy.upstream')}
            <CommandBlock command={COMMANDS.relayAiProxyUpstream} />
            {t('desktopAi.proxy.powerShell')}
            <CommandBlock command={COMMANDS.relayAiProxyPowerShell} />
          </li>
          <li>
            <Trans t={t} i18nKey="desktopAi.proxy.token" components={links} />
          </li>
        </ol>
        <p>{t('desktopAi.proxyNote')}</p>
      </section>
    </HelpFrame>
  );
}
