import { IonIcon, IonPage } from '@ionic/react';
import { playOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonRange } from '../../ui/ionic/ion-range.ts';
import { IonToggle } from '../../ui/ionic/ion-toggle.ts';
import { CLICK_SOUNDS, useClickSound } from '../../ui/click-sounds.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { SettingsSection } from '../../ui/settings-section.tsx';
import { useSoundSettings } from './use-sound-settings.ts';
import '../../ui/settings-page.css';
import './audio-settings-page.css';

/**
 * Route `/audioset`: the six click sounds on or off, their volume, and a preview of each. The
 * settings stay on this device.
 */
export function AudioSettingsPage() {
  const { t } = useTranslation(['audio', 'routes']);
  const { settings, store } = useSoundSettings();
  const play = useClickSound();
  const off = !settings.enabled;
  return (
    <IonPage>
      <PageHeader title={t('routes:audioSettings')} />
      <IonContent>
        <div className="settings-column">
          <SettingsSection
            title={t('sections.sounds')}
            footer={<p className="settings-note">{t('note')}</p>}
          >
            <IonItem>
              <IonToggle
                justify="space-between"
                checked={settings.enabled}
                helperText={t('enabled.hint')}
                onIonChange={(event) => {
                  store.setEnabled(event.detail.checked);
                  // Turning them on says so; off is silent by definition.
                  if (event.detail.checked) play('toggle');
                }}
              >
                {t('enabled.label')}
              </IonToggle>
            </IonItem>
            <IonItem>
              <div className="audio-volume">
                <span>
                  {t('volume.label')}:{' '}
                  <output>{t('volume.value', { volume: settings.volume })}</output>
                </span>
                <IonRange
                  aria-label={t('volume.label')}
                  min={0}
                  max={100}
                  step={5}
                  value={settings.volume}
                  disabled={off}
                  onIonChange={(event) => {
                    const next = event.detail.value;
                    if (typeof next !== 'number') return;
                    store.setVolume(next);
                    // A tap at the new volume, so the user hears what they chose.
                    play('tap');
                  }}
                />
              </div>
            </IonItem>
          </SettingsSection>
          <SettingsSection title={t('sections.preview')}>
            {CLICK_SOUNDS.map((sound) => (
              <IonItem key={sound}>
                <IonLabel>
                  <h3>{t(`sounds.${sound}.name`)}</h3>
                  <p>{t(`sounds.${sound}.where`)}</p>
                </IonLabel>
                <IonButton
                  slot="end"
                  fill="clear"
                  disabled={off}
                  aria-label={t('preview', { sound: t(`sounds.${sound}.name`) })}
                  onClick={() => play(sound)}
                >
                  <IonIcon slot="icon-only" icon={playOutline} aria-hidden="true" />
                </IonButton>
              </IonItem>
            ))}
          </SettingsSection>
        </div>
      </IonContent>
    </IonPage>
  );
}
