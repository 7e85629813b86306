import { IonIcon } from '@ionic/react';
import { mailOpenOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonBadge } from '../../ui/ionic/ion-badge.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import type { FriendRequest } from '@core/contacts/contact-store.ts';
import { Avatar } from '../../ui/avatar.tsx';

interface RequestListProps {
  requests: readonly FriendRequest[];
  onOpen: (request: FriendRequest) => void;
}

/** Pending received requests with their count; tapping one opens its sheet. */
export function RequestList({ requests, onOpen }: RequestListProps) {
  const { t } = useTranslation('contacts');
  return (
    <section aria-labelledby="friend-requests-heading">
      <h2 id="friend-requests-heading" className="contacts-section-title">
        {t('requests.title')}
        <IonBadge color={requests.length > 0 ? 'danger' : 'medium'}>
          <span aria-hidden="true">{requests.length}</span>
          <span className="visually-hidden">{t('requests.count', { count: requests.length })}</span>
        </IonBadge>
      </h2>
      {requests.length === 0 ? (
        <div className="contacts-empty contacts-empty--small">
          <IonIcon icon={mailOpenOutline} aria-hidden="true" />
          <p>{t('requests.empty')}</p>
        </div>
      ) : (
        <IonList inset>
          {requests.map((request) => (
            <IonItem key={request.id} button detail onClick={() => onOpen(request)}>
              <Avatar
                src={request.avatar}
                alt={request.alias}
                size={40}
                className="friend-avatar"
              />
              <IonLabel>
                <h3>{request.alias || t('sheet.noAlias')}</h3>
                <p>{request.message}</p>
              </IonLabel>
            </IonItem>
          ))}
        </IonList>
      )}
    </section>
  );
}
