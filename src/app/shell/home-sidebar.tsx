import { useTranslation } from 'react-i18next';
import { useSession } from '../boot/core-context.ts';
import { HomeNavButton } from './home-nav-button.tsx';
import { SIDEBAR_TABS, type HomeTabId } from './home-tabs.ts';

interface HomeSidebarProps {
  active: HomeTabId;
  onSelect: (tab: HomeTabId) => void;
}

/** Wide screens: the tabs down the left side, the user's avatar and alias as the Profile entry. */
export function HomeSidebar({ active, onSelect }: HomeSidebarProps) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const tabs = SIDEBAR_TABS.filter((tab) => tab !== 'profile');
  return (
    <nav className="home-sidebar" aria-label={t('sidebarLabel')}>
      <div className="home-sidebar-tabs">
        {tabs.map((tab) => (
          <HomeNavButton key={tab} tab={tab} active={tab === active} onSelect={onSelect} />
        ))}
      </div>
      <HomeNavButton tab="profile" active={active === 'profile'} onSelect={onSelect}>
        {session && <img className="home-sidebar-avatar" src={session.avatar} alt="" />}
        <span className="home-nav-label">
          <span className="visually-hidden">{t('tabProfile')}: </span>
          {session?.alias ?? t('tabProfile')}
        </span>
      </HomeNavButton>
    </nav>
  );
}
