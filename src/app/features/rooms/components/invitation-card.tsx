import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { useAction } from '../../../ui/use-action.ts';
import type { RoomInvitation } from '@core/conversations/message-types.ts';
import { useAcceptInvitation } from '../hooks/use-accept-invitation.ts';
import './rooms.css';

/** A room invitation in a private chat: the room's name, and Join for the invited friend. */
export function InvitationCard({
  invitation,
  mine,
}: {
  invitation: RoomInvitation;
  mine: boolean;
}) {
  const { t } = useTranslation('rooms');
  const accept = useAcceptInvitation();
  const joining = useAction(accept, { what: 'accepting a room invitation' });
  return (
    <section className="room-invitation" aria-label={t('invite.label')}>
      <p className="chat-text">{t('invite.text', { name: invitation.name })}</p>
      {!mine && (
        <IonButton
          size="small"
          disabled={joining.busy}
          onClick={() => void joining.run(invitation)}
        >
          {t('invite.join')}
        </IonButton>
      )}
    </section>
  );
}
