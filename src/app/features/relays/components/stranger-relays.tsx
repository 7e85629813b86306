import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import { IonListHeader } from '../../../ui/ionic/ion-list-header.ts';
import { RELAY_STATES } from '../lib/relay-state.ts';
// Its styles travel with it: the Me page shows it too (through relays' public.ts).
import '../relays.css';

interface StrangerRelaysProps {
  strangers: readonly string[];
  onAdd: (url: string) => void;
}

/** Relays in friends' shared lists that I do not have; only the user's Add connects to one. */
export function StrangerRelays({ strangers, onAdd }: StrangerRelaysProps) {
  const { t } = useTranslation('relays');
  return (
    <section className="relay-strangers" aria-label={t('strangers.title')}>
      <IonListHeader>{t('strangers.title')}</IonListHeader>
      <p className="relay-hint">{t('strangers.hint')}</p>
      {strangers.length === 0 && <p className="relay-empty">{t('strangers.none')}</p>}
      {strangers.length > 0 && (
        <IonList>
          {strangers.map((url) => (
            <IonItem key={url} className="relay-stranger">
              <IonLabel>
                <span className="relay-url">{url}</span>
                <p className="relay-state">
                  <span className="relay-dot relay-dot--stranger" aria-hidden="true" />
                  {t('state.stranger')}
                </p>
              </IonLabel>
              <IonButton
                slot="end"
                fill="outline"
                aria-label={t('strangers.add', { url })}
                onClick={() => onAdd(url)}
              >
                {t('add.button')}
              </IonButton>
            </IonItem>
          ))}
        </IonList>
      )}
    </section>
  );
}

/** The colours of the relay states, as the list and the stranger relays show them. */
export function RelayLegend() {
  const { t } = useTranslation('relays');
  return (
    <section className="relay-legend" aria-label={t('legend')}>
      <h2>{t('legend')}</h2>
      <ul>
        {RELAY_STATES.map((state) => (
          <li key={state}>
            <span className={`relay-dot relay-dot--${state}`} aria-hidden="true" />
            {t(`state.${state}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
