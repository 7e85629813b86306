import { Trans, useTranslation } from 'react-i18next';
import { COMMANDS, NODE_DOWNLOAD, RELAY_FLAGS } from '../commands.ts';
import { RELAY_PAGE_PATH, SOURCE_REPOSITORY_PATH } from '../help-paths.ts';
import { CommandBlock } from './command-block.tsx';
import { PageLink, WebLink } from './page-link.tsx';
import { TextList } from './text-list.tsx';

/** The user guide's relay part: installing Node.js and starting the relay on each system. */
export function GuideRelaySection() {
  const { t } = useTranslation('help');
  const node = <WebLink href={NODE_DOWNLOAD} />;
  return (
    <section>
      <h2>{t('guide.relay.title')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="guide.relay.intro"
          components={{ repo: <PageLink to={SOURCE_REPOSITORY_PATH} /> }}
        />
      </p>

      <h3>{t('guide.relay.linux')}</h3>
      <p>
        <Trans t={t} i18nKey="guide.relay.linuxNode" components={{ node }} />
      </p>
      <p>{t('guide.relay.linuxRun')}</p>
      <CommandBlock command={COMMANDS.startRelay} />

      <h3>{t('guide.relay.macos')}</h3>
      <p>
        <Trans t={t} i18nKey="guide.relay.macosNode" components={{ node }} />
      </p>
      <CommandBlock command={COMMANDS.nodeMac} />
      <p>{t('guide.relay.macosRun')}</p>
      <CommandBlock command={COMMANDS.startRelay} />

      <h3>{t('guide.relay.windows')}</h3>
      <p>
        <Trans t={t} i18nKey="guide.relay.windowsNode" components={{ node }} />
      </p>
      <CommandBlock command={COMMANDS.nodeWindows} />
      <p>{t('guide.relay.windowsRun')}</p>
      <CommandBlock command={COMMANDS.startRelayPowerShell} />
      <p>{t('guide.relay.running')}</p>

      <h3>{t('guide.relay.optionsTitle')}</h3>
      <p>
        <Trans t={t} i18nKey="guide.relay.optionsIntro" components={{ code: <code /> }} />
      </p>
      <CommandBlock command={COMMANDS.relayWithOptions} />
      <table className="help-table">
        <thead>
          <tr>
            <th scope="col">{t('guide.relay.option')}</th>
            <th scope="col">{t('guide.relay.environment')}</th>
            <th scope="col">{t('guide.relay.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {RELAY_FLAGS.map(({ flag, env, key }) => (
            <tr key={flag}>
              <td>
                <code>{flag}</code>
              </td>
              <td>
                <code>{env}</code>
              </td>
              <td>{t(`guide.relay.options.${key}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h3>{t('guide.relay.portsTitle')}</h3>
      <TextList items={[t('guide.relay.ports.relay'), t('guide.relay.ports.ollama')]} />

      <h3>{t('guide.relay.useTitle')}</h3>
      <p>
        <Trans
          t={t}
          i18nKey="guide.relay.useOpen"
          components={{ relays: <PageLink to={RELAY_PAGE_PATH} /> }}
        />
      </p>
      <p>{t('guide.relay.useHttps')}</p>
    </section>
  );
}
