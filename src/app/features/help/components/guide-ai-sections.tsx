import { Trans, useTranslation } from 'react-i18next';
import { CHAT_MODELS, COMMANDS, OLLAMA_DOWNLOAD, VISION_MODELS } from '../commands.ts';
import { DESKTOP_AI_PATH } from '../help-paths.ts';
import { CommandBlock } from './command-block.tsx';
import { PageLink, WebLink } from './page-link.tsx';
import { TextList } from './text-list.tsx';

const CONFIGURATION = ['service', 'chat', 'temperature', 'settings', 'pictures'];

/** The user guide's AI parts: installing Ollama, recommended models, and configuration. */
export function GuideAiSections() {
  const { t } = useTranslation('help');
  const ollama = <WebLink href={OLLAMA_DOWNLOAD} />;
  return (
    <>
      <section>
        <h2>{t('guide.ollama.title')}</h2>
        <p>{t('guide.ollama.intro')}</p>
        <p>{t('guide.ollama.linux')}</p>
        <CommandBlock command={COMMANDS.ollamaLinux} />
        <p>
          <Trans t={t} i18nKey="guide.ollama.macos" components={{ ollama }} />
        </p>
        <CommandBlock command={COMMANDS.ollamaMac} />
        <p>
          <Trans t={t} i18nKey="guide.ollama.windows" components={{ ollama }} />
        </p>
        <p>{t('guide.ollama.pull')}</p>
        <CommandBlock command={COMMANDS.pullModel} />
        <p>
          <Trans
            t={t}
            i18nKey="guide.ollama.next"
            components={{ dai: <PageLink to={DESKTOP_AI_PATH} /> }}
          />
        </p>
      </section>
      <section>
        <h2>{t('guide.models.title')}</h2>
        <p>{t('guide.models.intro')}</p>
        <h3>{t('guide.models.chatTitle')}</h3>
        <TextList
          items={CHAT_MODELS.map(({ name, key }) => (
            <ModelEntry key={name} name={name} what={t(`guide.models.chat.${key}`)} />
          ))}
        />
        <h3>{t('guide.models.visionTitle')}</h3>
        <p>{t('guide.models.visionIntro')}</p>
        <TextList
          items={VISION_MODELS.map(({ name, gigabytes }) => (
            <ModelEntry key={name} name={name} what={t('guide.models.size', { size: gigabytes })} />
          ))}
        />
      </section>
      <section>
        <h2>{t('guide.config.title')}</h2>
        <TextList items={CONFIGURATION.map((key) => t(`guide.config.${key}`))} />
      </section>
    </>
  );
}

/** A model's name as typed in `ollama pull`, and what it is good for. */
function ModelEntry({ name, what }: { name: string; what: string }) {
  const { t } = useTranslation('help');
  return (
    <Trans
      t={t}
      i18nKey="guide.models.entry"
      values={{ name, what }}
      components={{ code: <code /> }}
    />
  );
}
