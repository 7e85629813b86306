import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../ui/ionic/ion-button.ts';
import { IonContent } from '../ui/ionic/ion-content.ts';
import { IonSpinner } from '../ui/ionic/ion-spinner.ts';
import './boot-screen.css';

type BootScreenProps =
  { state: 'splash' } | { state: 'in-use' } | { state: 'failed'; error: unknown };

export function BootScreen(props: BootScreenProps) {
  const { t } = useTranslation('boot');
  return (
    <IonPage>
      <IonContent>
        <div className="boot-screen" aria-busy={props.state === 'splash'}>
          <h1 className="boot-title">Meshtalk</h1>
          {props.state === 'splash' && <IonSpinner name="dots" aria-label={t('loading')} />}
          {props.state !== 'splash' && (
            <>
              <p role="alert">
                {props.state === 'in-use'
                  ? t('inUse')
                  : t('failed', { reason: describe(props.error) })}
              </p>
              <IonButton onClick={() => window.location.reload()}>{t('reload')}</IonButton>
            </>
          )}
        </div>
      </IonContent>
    </IonPage>
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
