import { IonPage } from '@ionic/react';
import { useCallback, useMemo } from 'react';
import { useCore, usePreference } from '../boot/core-context.ts';
import { HomeShellContext, type HomeShellState } from './home-shell-context.ts';
import { HomeSidebar } from './home-sidebar.tsx';
import { HomeTabBar } from './home-tab-bar.tsx';
import { HomeTabPanels } from './home-tab-panels.tsx';
import { DEFAULT_TAB, isHomeTab, type HomeTabId } from './home-tabs.ts';
import { useMomentNotifications } from '../features/moments/hooks/use-moment-notifications.ts';
import { useUnreadTotal } from './use-unread-total.ts';
import { useWideScreen } from './use-wide-screen.ts';
import './home-shell.css';

/**
 * The home screen (/index): a sidebar on wide screens, a bottom tab bar on narrow ones. The open
 * tab is kept in the `lastTab` preference, so it comes back after a reload and the next login.
 */
export function HomeShell() {
  const wide = useWideScreen();
  const { preferences } = useCore();
  const [lastTab] = usePreference('lastTab');
  const tab: HomeTabId = isHomeTab(lastTab) ? lastTab : DEFAULT_TAB;
  const selectTab = useCallback(
    (next: HomeTabId) => preferences.set('lastTab', next),
    [preferences],
  );

  // Read once for the whole shell (it also titles the page), not once per navigation button.
  const unread = useUnreadTotal();
  const momentsUnread = useMomentNotifications().unread;
  const shell = useMemo<HomeShellState>(
    () => ({ tab, selectTab, wide, unread, momentsUnread }),
    [tab, selectTab, wide, unread, momentsUnread],
  );

  return (
    <IonPage>
      <HomeShellContext.Provider value={shell}>
        <div className={wide ? 'home-shell home-shell--wide' : 'home-shell home-shell--narrow'}>
          {wide && <HomeSidebar active={tab} onSelect={selectTab} />}
          <HomeTabPanels active={tab} />
          {!wide && <HomeTabBar active={tab} onSelect={selectTab} />}
        </div>
      </HomeShellContext.Provider>
    </IonPage>
  );
}
