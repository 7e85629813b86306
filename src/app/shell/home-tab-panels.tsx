import { StackContext } from '@ionic/react';
import { Suspense, lazy, useState } from 'react';
import { PageLoading } from '../routes/page-loading.tsx';
import type { HomeTabId } from './home-tabs.ts';

const ProfileTab = lazy(() =>
  import('./tabs/profile-tab.tsx').then((m) => ({ default: m.ProfileTab })),
);
const ChatTab = lazy(() => import('./tabs/chat-tab.tsx').then((m) => ({ default: m.ChatTab })));
const ContactsTab = lazy(() =>
  import('./tabs/contacts-tab.tsx').then((m) => ({ default: m.ContactsTab })),
);
const MomentsTab = lazy(() =>
  import('./tabs/moments-tab.tsx').then((m) => ({ default: m.MomentsTab })),
);
const AiTab = lazy(() => import('./tabs/ai-tab.tsx').then((m) => ({ default: m.AiTab })));
const RelayTab = lazy(() => import('./tabs/relay-tab.tsx').then((m) => ({ default: m.RelayTab })));
const SettingsTab = lazy(() =>
  import('./tabs/settings-tab.tsx').then((m) => ({ default: m.SettingsTab })),
);
const OsTab = lazy(() => import('./tabs/os-tab.tsx').then((m) => ({ default: m.OsTab })));

/**
 * Screens inside a tab are not pages of the router outlet: without this, their IonPage would
 * register with the outlet and stay invisible, waiting for a page transition that never comes.
 */
const NOT_IN_OUTLET = { registerIonPage: () => undefined, isInOutlet: () => false };

/** The open tab's content. Tabs visited before stay mounted (hidden) so they keep their state. */
export function HomeTabPanels({ active }: { active: HomeTabId }) {
  const [visited, setVisited] = useState<readonly HomeTabId[]>([active]);
  if (!visited.includes(active)) setVisited([...visited, active]);

  return (
    <div className="home-panels">
      <StackContext.Provider value={NOT_IN_OUTLET}>
        {visited.map((tab) => (
          <div key={tab} className="home-panel" hidden={tab !== active} data-tab={tab}>
            <Suspense fallback={<PageLoading />}>
              <TabContent tab={tab} />
            </Suspense>
          </div>
        ))}
      </StackContext.Provider>
    </div>
  );
}

function TabContent({ tab }: { tab: HomeTabId }) {
  switch (tab) {
    case 'settings':
      return <SettingsTab />;
    case 'profile':
      return <ProfileTab />;
    case 'chat':
      return <ChatTab />;
    case 'contacts':
      return <ContactsTab />;
    case 'aichat':
      return <AiTab />;
    case 'moments':
      return <MomentsTab />;
    case 'relay':
      return <RelayTab />;
    case 'os':
      return <OsTab />;
  }
}
