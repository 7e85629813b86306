import { banOutline, flagOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonToggle } from '../../ui/ionic/ion-toggle.ts';
import { usePreference } from '../../boot/core-context.ts';
import { useToast } from '../../ui/use-toast.ts';
import { SettingsLink, SettingsSection } from '../../ui/settings-section.tsx';

/** Privacy: whether the user's relays are shared, the blacklist, and reporting users. */
export function PrivacySection() {
  const { t } = useTranslation('settings');
  const [relaySharing, setRelaySharing] = usePreference('relaySharing');
  const toast = useToast();

  function changeRelaySharing(enabled: boolean) {
    setRelaySharing(enabled);
    // The spec's own confirmation texts: shown whatever the Toasts setting says.
    toast(enabled ? t('relaySharing.enabled') : t('relaySharing.disabled'));
  }

  return (
    <SettingsSection title={t('sections.privacy')}>
      <IonItem>
        <IonToggle
          justify="space-between"
          checked={relaySharing}
          helperText={t('relaySharing.hint')}
          onIonChange={(event) => changeRelaySharing(event.detail.checked)}
        >
          {t('relaySharing.label')}
        </IonToggle>
      </IonItem>
      <SettingsLink to="/blackList" icon={banOutline} label={t('links.blacklist')} />
      <SettingsLink to="/ReportPage" icon={flagOutline} label={t('links.reportUsers')} />
    </SettingsSection>
  );
}
