import { IonIcon } from '@ionic/react';
import { banOutline, flagOutline, lockClosedOutline, personOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import type { FoundUser } from '@core/contacts/contact-types.ts';
import { friendProfilePath, reportPath, SubPage, useFriend } from '../contacts/public.ts';
import { usePubParam } from '../../routes/use-page-route.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';
import { FriendRequestForm } from './friend-request-form.tsx';
import { ProfileCard } from './profile-card.tsx';
import { useBlock } from './use-block.ts';
import { useFoundUser } from './use-found-user.ts';

/** Route /stranger-profile?pub=: someone who is not a friend yet, and the request to them. */
export function StrangerProfilePage() {
  const { t } = useTranslation(['routes', 'contacts']);
  const pub = usePubParam();
  const found = useFoundUser(pub);
  const refusalText = useRefusalText();

  return (
    <SubPage title={t('strangerProfile')}>
      {found.status === 'loading' && (
        <div className="contacts-empty" role="status">
          <IonSpinner name="crescent" aria-hidden="true" />
          <p>{t('contacts:stranger.loading')}</p>
        </div>
      )}
      {found.status === 'failed' && (
        <p className="contacts-error profile-note" role="alert">
          {refusalText('contacts', found.error)}
        </p>
      )}
      {found.status === 'found' && <Stranger user={found.user} />}
    </SubPage>
  );
}

function Stranger({ user }: { user: FoundUser }) {
  const { t } = useTranslation('contacts');
  const friend = useFriend(user.pub);
  const block = useBlock(user.pub);
  const profile = user.profile;
  const name = profile?.alias || t('stranger.unknownName');

  return (
    <>
      <ProfileCard pub={user.pub} name={name} avatar={profile?.avatar ?? ''}>
        {profile?.signature && <p className="profile-bio">{profile.signature}</p>}
        {!profile && <p>{t('errors.userNotFound')}</p>}
        {profile?.deleted && <p>{t('errors.accountDeleted')}</p>}
      </ProfileCard>
      {friend.value ? (
        // Became a friend meanwhile (or was one): their profile has the friend actions.
        <div className="contacts-actions">
          <p className="profile-note">{t('errors.alreadyFriend')}</p>
          <IonButton expand="block" routerLink={friendProfilePath(user.pub)}>
            <IonIcon slot="start" icon={personOutline} aria-hidden="true" />
            {t('stranger.openFriendProfile')}
          </IonButton>
        </div>
      ) : (
        user.kind === 'stranger' && (
          <>
            <FriendRequestForm pub={user.pub} />
            <FriendsOnlyMoments />
          </>
        )
      )}
      {user.kind !== 'self' && (
        <div className="contacts-actions">
          {block.blocked && <p className="profile-note">{t('stranger.blockedNote')}</p>}
          <IonButton
            expand="block"
            fill="outline"
            color={block.blocked ? 'medium' : 'danger'}
            disabled={!block.loaded || block.busy}
            onClick={() => void block.setBlocked(!block.blocked)}
          >
            <IonIcon slot="start" icon={banOutline} aria-hidden="true" />
            {block.blocked ? t('stranger.unblock') : t('stranger.block')}
          </IonButton>
          <IonButton expand="block" fill="clear" routerLink={reportPath(user.pub)}>
            <IonIcon slot="start" icon={flagOutline} aria-hidden="true" />
            {t('stranger.report')}
          </IonButton>
        </div>
      )}
    </>
  );
}

/** Moments are read by the author's friends only: the entry says so instead of opening nothing. */
function FriendsOnlyMoments() {
  const { t } = useTranslation('contacts');
  return (
    <div className="contacts-actions">
      <IonButton expand="block" fill="outline" disabled>
        <IonIcon slot="start" icon={lockClosedOutline} aria-hidden="true" />
        {t('stranger.moments')}
      </IonButton>
      <p className="profile-note">{t('stranger.momentsFriendsOnly')}</p>
    </div>
  );
}
