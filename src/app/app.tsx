import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { lazy, Suspense } from 'react';
import { CoreProvider } from './boot/core-provider.tsx';
import { PreferenceEffects } from './boot/preference-effects.tsx';
import { SignedInOnly } from './boot/signed-in-only.tsx';
import { StorageFullNotice } from './features/storage/storage-full-notice.tsx';
import { AppRoutes } from './routes/app-routes.tsx';

// Needed only once someone has signed in, so the login screen does not load them.
const OfflineBanner = lazy(() =>
  import('./shell/offline-banner.tsx').then((m) => ({ default: m.OfflineBanner })),
);
const AppNotifications = lazy(() =>
  import('./features/notifications/app-notifications.tsx').then((m) => ({
    default: m.AppNotifications,
  })),
);

const OwnDeviceWatch = lazy(() =>
  import('./features/devices/own-device-watch.tsx').then((m) => ({
    default: m.OwnDeviceWatch,
  })),
);

const LinkWatch = lazy(() =>
  import('./features/devices/link-watch.tsx').then((m) => ({ default: m.LinkWatch })),
);

const AwayNotice = lazy(() =>
  import('./features/relays/away-notice.tsx').then((m) => ({ default: m.AwayNotice })),
);

export function App() {
  return (
    <IonApp>
      <CoreProvider>
        <PreferenceEffects />
        <SignedInOnly>
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        </SignedInOnly>
        <IonReactRouter>
          <StorageFullNotice />
          <SignedInOnly>
            <Suspense fallback={null}>
              <AppNotifications />
              <OwnDeviceWatch />
              <LinkWatch />
              <AwayNotice />
            </Suspense>
          </SignedInOnly>
          <AppRoutes />
        </IonReactRouter>
      </CoreProvider>
    </IonApp>
  );
}
