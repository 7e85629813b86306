import { useTranslation } from 'react-i18next';
import type { NotificationType } from '@core/moments/moment-types.ts';
import { NOTIFICATION_KIND_PREFERENCES } from '@core/settings/preferences.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonToggle } from '../../ui/ionic/ion-toggle.ts';
import { usePreference } from '../../boot/core-context.ts';

/** The kinds of the notification list, in the order the list's texts go. */
const KINDS: readonly NotificationType[] = [
  'like',
  'comment',
  'reply',
  'forward',
  'friend_removed',
];

/** One kind of notification recorded or not (a kind switched off adds nothing to the list). */
function KindToggle({ kind }: { kind: NotificationType }) {
  const { t } = useTranslation('notificationSettings');
  const [on, setOn] = usePreference(NOTIFICATION_KIND_PREFERENCES[kind]);
  return (
    <IonItem>
      <IonToggle
        justify="space-between"
        checked={on}
        onIonChange={(event) => setOn(event.detail.checked)}
      >
        {t(`kinds.${kind}`)}
      </IonToggle>
    </IonItem>
  );
}

export function NotificationKindToggles() {
  return (
    <>
      {KINDS.map((kind) => (
        <KindToggle key={kind} kind={kind} />
      ))}
    </>
  );
}
