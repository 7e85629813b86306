import { languageOutline, notificationsOutline, volumeHighOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonToggle } from '../../ui/ionic/ion-toggle.ts';
import { usePreference } from '../../boot/core-context.ts';
import { ThemePicker } from '../../themes/theme-picker.tsx';
import { SettingsLink, SettingsSection } from '../../ui/settings-section.tsx';

/** Application: notification settings, language, click sounds, toasts, and the colour theme. */
export function ApplicationSection() {
  const { t } = useTranslation('settings');
  const [theme, setTheme] = usePreference('theme');
  const [toastsEnabled, setToastsEnabled] = usePreference('toastsEnabled');
  return (
    <SettingsSection
      title={t('sections.application')}
      footer={
        <div className="settings-theme">
          <h3 className="settings-subtitle">{t('theme')}</h3>
          <ThemePicker value={theme} onChange={setTheme} />
        </div>
      }
    >
      <SettingsLink
        to="/notificationsettings"
        icon={notificationsOutline}
        label={t('links.notifications')}
      />
      <SettingsLink to="/i18nset" icon={languageOutline} label={t('links.language')} />
      <SettingsLink to="/audioset" icon={volumeHighOutline} label={t('audio:enabled.label')} />
      <IonItem>
        <IonToggle
          justify="space-between"
          checked={toastsEnabled}
          helperText={t('toastsHint')}
          onIonChange={(event) => setToastsEnabled(event.detail.checked)}
        >
          {t('toasts')}
        </IonToggle>
      </IonItem>
    </SettingsSection>
  );
}
