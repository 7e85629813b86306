import { IonIcon } from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickSound } from '../ui/click-sounds.ts';
import { TAB_ICONS, TAB_LABEL_KEYS, type HomeTabId } from './home-tabs.ts';
import { useHomeShell } from './home-shell-context.ts';
import { useUnviewedFriendRequestCount } from './use-unviewed-friend-requests.ts';

interface HomeNavButtonProps {
  tab: HomeTabId;
  active: boolean;
  onSelect: (tab: HomeTabId) => void;
  /** Replaces the icon and label (the sidebar's Profile entry shows the avatar and alias). */
  children?: ReactNode;
}

/** One entry of the sidebar or the tab bar: a button named after its tab, marked when open. */
export function HomeNavButton({ tab, active, onSelect, children }: HomeNavButtonProps) {
  const { t } = useTranslation(['shell', 'moments']);
  const unviewedRequests = useUnviewedFriendRequestCount();
  const shell = useHomeShell();
  const playClick = useClickSound();
  const showDot = tab === 'contacts' && unviewedRequests > 0;
  const count =
    tab === 'chat' ? (shell?.unread ?? 0) : tab === 'moments' ? (shell?.momentsUnread ?? 0) : 0;
  const description =
    tab === 'chat' ? t('unreadMessages', { count }) : t('moments:notifications.unread', { count });
  return (
    <button
      type="button"
      className="home-nav-button"
      aria-current={active ? 'page' : undefined}
      // The count is a description, not part of the name: the button stays "Chat".
      aria-description={count > 0 ? description : undefined}
      onClick={() => {
        if (!active) playClick('tab');
        onSelect(tab);
      }}
    >
      {children ?? (
        <>
          <span className="home-nav-icon">
            <IonIcon icon={TAB_ICONS[tab]} aria-hidden="true" />
            {showDot && <span className="home-nav-dot" aria-hidden="true" />}
            {count > 0 && (
              <span className="home-nav-count" aria-hidden="true">
                {count > 99 ? '99+' : count}
              </span>
            )}
          </span>
          <span className="home-nav-label">{t(TAB_LABEL_KEYS[tab])}</span>
          {showDot && <span className="visually-hidden">{t('unviewedRequests')}</span>}
        </>
      )}
    </button>
  );
}
