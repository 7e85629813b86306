import { IonIcon } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@core/moments/moment-types.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { formatMessageTime } from '../../../ui/format-time.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { Author } from '../hooks/use-author.ts';

interface NotificationItemProps {
  item: AppNotification;
  from: Author;
  onOpen: (item: AppNotification) => void;
  onDelete: (item: AppNotification) => void;
}

/** One notification: who did what, the moment's preview and the comment, when; open or delete. */
export function NotificationItem({ item, from, onOpen, onDelete }: NotificationItemProps) {
  const { t, i18n } = useTranslation('moments');
  const what = t(`notifications.${item.type}`, { name: from.name });
  return (
    <li
      className={
        item.read ? 'moment-notification' : 'moment-notification moment-notification-unread'
      }
    >
      <button type="button" className="moment-notification-open" onClick={() => onOpen(item)}>
        <Avatar src={from.avatar} alt="" size={40} />
        <span className="moment-notification-body">
          <span className="moment-notification-what">
            {!item.read && (
              <span className="visually-hidden">{t('notifications.unreadMark')} </span>
            )}
            {what}
          </span>
          {item.comment && <span className="moment-notification-comment">{item.comment}</span>}
          {item.preview && <span className="moment-notification-preview">{item.preview}</span>}
          <time dateTime={new Date(item.timestamp).toISOString()}>
            {formatMessageTime(item.timestamp, i18n.language)}
          </time>
        </span>
        {!item.read && <span className="moment-notification-dot" aria-hidden="true" />}
      </button>
      <IonButton
        fill="clear"
        size="small"
        color="danger"
        aria-label={t('notifications.delete')}
        title={t('notifications.delete')}
        onClick={() => onDelete(item)}
      >
        <IonIcon slot="icon-only" icon={trashOutline} aria-hidden="true" />
      </IonButton>
    </li>
  );
}
