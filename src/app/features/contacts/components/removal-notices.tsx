import { IonIcon } from '@ionic/react';
import { closeOutline, personRemoveOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import type { ContactService } from '@core/contacts/contact-service.ts';
import type { Notification } from '@core/contacts/contact-store.ts';
import { FRIEND_REMOVED } from '@core/contacts/incoming-letters.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useContactQuery } from '../hooks/use-contact-query.ts';

const NONE: readonly Notification[] = [];
const readUnread = async (contacts: ContactService) =>
  (await contacts.notifications()).filter((n) => n.type === FRIEND_REMOVED && !n.isRead);

/** "X removed you from their friends": shown on Contacts until dismissed. */
export function RemovalNotices() {
  const { t } = useTranslation('contacts');
  const { contacts } = useCore();
  const notices = useContactQuery(readUnread, NONE);

  async function dismiss(id: number) {
    await contacts.markNotificationsRead([id]);
    notices.reload();
  }

  if (notices.value.length === 0) return null;
  return (
    <IonList inset aria-label={t('notices.label')} className="removal-notices">
      {notices.value.map((notice) => (
        <IonItem key={notice.id} lines="none">
          <IonIcon slot="start" icon={personRemoveOutline} color="danger" aria-hidden="true" />
          <IonLabel className="ion-text-wrap" role="status">
            {t('notices.friendRemoved', { name: notice.message })}
          </IonLabel>
          <IonButton
            slot="end"
            fill="clear"
            aria-label={t('notices.dismiss')}
            onClick={() => void dismiss(notice.id)}
          >
            <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
          </IonButton>
        </IonItem>
      ))}
    </IonList>
  );
}
