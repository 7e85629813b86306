import { useTranslation } from 'react-i18next';
import { AiTabBarInputSlot } from '../features/ai-chat/ai-tab-bar-input-slot.tsx';
import { HomeNavButton } from './home-nav-button.tsx';
import { TAB_BAR_TABS, type HomeTabId } from './home-tabs.ts';

interface HomeTabBarProps {
  active: HomeTabId;
  onSelect: (tab: HomeTabId) => void;
}

/** Narrow screens: the bottom tab bar, carrying the 'Talk to AI...' input on the AI Chat tab (spec). */
export function HomeTabBar({ active, onSelect }: HomeTabBarProps) {
  const { t } = useTranslation('shell');
  return (
    <nav className="home-tab-bar" aria-label={t('tabBarLabel')}>
      {active === 'aichat' && (
        <div className="home-ai-chat-input-slot" data-slot="ai-chat-input">
          <AiTabBarInputSlot />
        </div>
      )}
      <div className="home-tab-bar-tabs">
        {TAB_BAR_TABS.map((tab) => (
          <HomeNavButton key={tab} tab={tab} active={tab === active} onSelect={onSelect} />
        ))}
      </div>
    </nav>
  );
}
