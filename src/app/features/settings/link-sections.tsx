import {
  codeSlashOutline,
  desktopOutline,
  heartOutline,
  keyOutline,
  personCircleOutline,
  phonePortraitOutline,
  swapHorizontalOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { SettingsLink, SettingsSection } from '../../ui/settings-section.tsx';

/** Account: the user's own profile. */
export function AccountSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('sections.account')}>
      <SettingsLink to="/myself" icon={personCircleOutline} label={t('links.myProfile')} />
    </SettingsSection>
  );
}

/** Resources: the source repository and the desktop AI page. */
export function ResourcesSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('sections.resources')}>
      <SettingsLink to="/githubpage" icon={codeSlashOutline} label={t('links.sourceRepository')} />
      <SettingsLink to="/daipage" icon={desktopOutline} label={t('links.desktopAi')} />
    </SettingsSection>
  );
}

/** Support: sponsoring the project. */
export function SupportSection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('sections.support')}>
      <SettingsLink to="/Sponsorship" icon={heartOutline} label={t('links.sponsor')} />
    </SettingsSection>
  );
}

/** Security: the key check, my devices, and moving the account to another device. */
export function SecuritySection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection title={t('sections.security')}>
      <SettingsLink to="/keycheck" icon={keyOutline} label={t('links.keyCheck')} />
      <SettingsLink to="/devices" icon={phonePortraitOutline} label={t('links.myDevices')} />
      <SettingsLink
        to="/MigrationChoice"
        icon={swapHorizontalOutline}
        label={t('links.migration')}
      />
    </SettingsSection>
  );
}
