import { setupIonicReact } from '@ionic/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PreferencesService } from '@core/settings/preferences.ts';
import { setDebugNamespaces } from '@core/util/log.ts';
import { App } from './app.tsx';
import { registerServiceWorkerLater } from './boot/app-updates.ts';
import { bootOnce } from './boot/core-provider.tsx';
import { browserLanguage, initI18n } from './i18n/i18n.ts';
import { localStorageKeyValueStore } from './platform/local-storage-kv.ts';
import { preloadScreen } from './routes/app-routes.tsx';
import { applyTheme } from './themes/apply-theme.ts';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/palettes/dark.system.css';
import './ui/global.css';

setupIonicReact();
setDebugNamespaces(localStorageKeyValueStore.get('meshtalk:debug') ?? undefined);

// Theme and language are applied before the first paint so the splash already looks right.
// Until a language is chosen, the browser's, when it is one of the ten.
const preferences = new PreferencesService(localStorageKeyValueStore, {
  language: browserLanguage(navigator.languages),
});
applyTheme(preferences.get('theme'));

// The database opens, and this address's screen loads, while the interface gets ready; a failure
// shows where each is used (the boot screen, the route's error boundary).
bootOnce().catch(() => undefined);
preloadScreen(window.location.pathname);
// The service worker (offline use, new versions) only once the first screen is up.
registerServiceWorkerLater(bootOnce());

void initI18n(preferences.get('language')).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
