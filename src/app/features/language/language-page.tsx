import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonRadioGroup } from '../../ui/ionic/ion-radio-group.ts';
import { IonRadio } from '../../ui/ionic/ion-radio.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePreference, useSession } from '../../boot/core-context.ts';
import { LANGUAGES } from '../../i18n/i18n.ts';
import { HOME_PATH, SIGN_IN_PATH } from '../../routes/paths.ts';
import './language-page.css';

/**
 * Routes `/i18nset` and `/i18n`: the ten interface languages, each named in its own script.
 * Choosing one only sets the preference; PreferenceEffects loads and applies it at once.
 */
export function LanguagePage() {
  const { t } = useTranslation(['language', 'routes']);
  const [language, setLanguage] = usePreference('language');
  // Reachable before signing in: Back then leads to the sign-in screen, not the home shell.
  const signedIn = useSession() !== null;
  return (
    <IonPage>
      <PageHeader title={t('title')} backTo={signedIn ? HOME_PATH : SIGN_IN_PATH} />
      <IonContent>
        <div className="language-column">
          <p className="language-hint">{t('hint')}</p>
          {/* Not in an IonList: Ionic gives the items of a radio group no list item role. */}
          <IonRadioGroup
            aria-label={t('label')}
            value={language}
            onIonChange={(event) => {
              const next: unknown = event.detail.value;
              if (typeof next === 'string') setLanguage(next);
            }}
          >
            {LANGUAGES.map(({ code, name }) => (
              <IonItem key={code}>
                <IonRadio value={code} justify="space-between" lang={code}>
                  {name}
                </IonRadio>
              </IonItem>
            ))}
          </IonRadioGroup>
        </div>
      </IonContent>
    </IonPage>
  );
}
