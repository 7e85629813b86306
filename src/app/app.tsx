import { IonApp } from '@ionic/react';
import { IonReactRouter } from '@ionic/react-router';
import { CoreProvider } from './core/core-provider.tsx';
import { PreferenceEffects } from './core/preference-effects.tsx';
import { AppRoutes } from './routes/app-routes.tsx';

export function App() {
  return (
    <IonApp>
      <CoreProvider>
        <PreferenceEffects />
        <IonReactRouter>
          <AppRoutes />
        </IonReactRouter>
      </CoreProvider>
    </IonApp>
  );
}
