import { SettingsPage } from '../../features/settings/settings-page.tsx';

/** The Settings screen inside the home shell: it is a tab here, so it has no back button. */
export function SettingsTab() {
  return <SettingsPage hideBackButton />;
}
