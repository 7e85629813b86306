import { IonIcon } from '@ionic/react';
import { banOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import type { ContactService } from '@core/contacts/contact-service.ts';
import { useCore } from '../../boot/core-context.ts';
import { shortenId } from '../../shell/tabs/shorten-id.ts';
import { useContactQuery } from '../contacts/public.ts';
import { useFeedback } from '../../ui/use-feedback.ts';

interface BlockedUser {
  readonly pub: string;
  /** The friend's name when they are (still) a friend, else their shortened key. */
  readonly name: string;
}

const NONE: readonly BlockedUser[] = [];

async function readBlocked(contacts: ContactService): Promise<readonly BlockedUser[]> {
  const [pubs, friends] = await Promise.all([contacts.blocked(), contacts.friends()]);
  const names = new Map(friends.map((friend) => [friend.pub, friend.displayName]));
  return pubs.map((pub) => ({ pub, name: names.get(pub) ?? shortenId(pub) }));
}

/** Everyone on the blacklist, each with Remove. */
export function BlockedList() {
  const { t } = useTranslation('contacts');
  const { contacts } = useCore();
  const feedback = useFeedback();
  const blocked = useContactQuery(readBlocked, NONE);

  async function remove(pub: string) {
    await contacts.unblock(pub);
    feedback.success(t('blacklist.removed'));
  }

  return (
    <section aria-label={t('blacklist.listLabel')}>
      <h2 className="contacts-section-title">{t('blacklist.listLabel')}</h2>
      {blocked.loaded && blocked.value.length === 0 && (
        <div className="contacts-empty contacts-empty--small">
          <IonIcon icon={banOutline} aria-hidden="true" />
          <p>{t('blacklist.empty')}</p>
        </div>
      )}
      {blocked.value.length > 0 && (
        <IonList inset>
          {blocked.value.map((user) => (
            <IonItem key={user.pub}>
              <IonLabel>
                <h3>{user.name}</h3>
                <p className="contacts-key">{user.pub}</p>
              </IonLabel>
              <IonButton
                slot="end"
                fill="outline"
                color="medium"
                aria-label={t('blacklist.removeNamed', { name: user.name })}
                onClick={() => void remove(user.pub)}
              >
                {t('blacklist.remove')}
              </IonButton>
            </IonItem>
          ))}
        </IonList>
      )}
    </section>
  );
}
