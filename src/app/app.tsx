import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { CoreProvider } from './core/core-provider.tsx';
import { PreferenceEffects } from './core/preference-effects.tsx';
import { SignedInOnly } from './core/signed-in-only.tsx';
import { AppNotifications } from './features/notifications/app-notifications.tsx';
import { AppRoutes } from './routes/app-routes.tsx';
import { OfflineBanner } from './shell/offline-banner.tsx';

export function App() {
  return (
    <IonApp>
      <CoreProvider>
        <PreferenceEffects />
        <SignedInOnly>
          <OfflineBanner />
        </SignedInOnly>
        <IonReactRouter>
          <SignedInOnly>
            <AppNotifications />
          </SignedInOnly>
          <AppRoutes />
        </IonReactRouter>
      </CoreProvider>
    </IonApp>
  );
}
