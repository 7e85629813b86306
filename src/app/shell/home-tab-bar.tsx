import { useTranslation } from 'react-i18next';
import { HomeNavButton } from './home-nav-button.tsx';
import { TAB_BAR_TABS, type HomeTabId } from './home-tabs.ts';

interface HomeTabBarProps {
  active: HomeTabId;
  onSelect: (tab: HomeTabId) => void;
  /** Receives the AI chat input slot while the AI Chat tab is open (see useHomeShell). */
  aiChatInputSlotRef: (element: HTMLElement | null) => void;
}

/** Narrow screens: the bottom tab bar. */
export function HomeTabBar({ active, onSelect, aiChatInputSlotRef }: HomeTabBarProps) {
  const { t } = useTranslation('shell');
  return (
    <nav className="home-tab-bar" aria-label={t('tabBarLabel')}>
      {active === 'aichat' && (
        <div
          ref={aiChatInputSlotRef}
          className="home-ai-chat-input-slot"
          data-slot="ai-chat-input"
        />
      )}
      <div className="home-tab-bar-tabs">
        {TAB_BAR_TABS.map((tab) => (
          <HomeNavButton key={tab} tab={tab} active={tab === active} onSelect={onSelect} />
        ))}
      </div>
    </nav>
  );
}
