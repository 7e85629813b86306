import { useTranslation } from 'react-i18next';
import { HelpFrame } from './components/help-frame.tsx';
import { GuideAiSections } from './components/guide-ai-sections.tsx';
import { GuideRelaySection } from './components/guide-relay-section.tsx';
import { TextList } from './components/text-list.tsx';

const FEATURES = ['chats', 'rooms', 'moments', 'contacts', 'ai', 'relays', 'devices', 'look'];
const FIRST_STEPS = ['create', 'export', 'friends', 'chat'];

/**
 * Routes `/userguide` and `/user-guide`: what Meshtalk does, the first steps, running a relay on
 * Linux, macOS and Windows, a local model server, recommended models and configuration.
 */
export function UserGuidePage() {
  const { t } = useTranslation(['help', 'routes']);
  return (
    <HelpFrame title={t('routes:userGuide')}>
      <p className="help-lead">{t('guide.intro')}</p>
      <section>
        <h2>{t('guide.features.title')}</h2>
        <TextList items={FEATURES.map((key) => t(`guide.features.${key}`))} />
      </section>
      <section>
        <h2>{t('guide.start.title')}</h2>
        <TextList ordered items={FIRST_STEPS.map((key) => t(`guide.start.${key}`))} />
      </section>
      <GuideRelaySection />
      <GuideAiSections />
    </HelpFrame>
  );
}
