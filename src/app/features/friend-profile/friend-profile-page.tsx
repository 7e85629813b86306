import { IonIcon } from '@ionic/react';
import {
  apertureOutline,
  chatbubbleOutline,
  personOutline,
  settingsOutline,
  shieldCheckmarkOutline,
} from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import type { Friend } from '@core/contacts/friend.ts';
import {
  chatPath,
  friendSettingsPath,
  strangerProfilePath,
  SubPage,
  useFriend,
  VerificationBadge,
} from '../contacts/public.ts';
import { usePubParam } from '../../routes/use-page-route.ts';
import { FriendDevices, safetyNumberPath } from '../devices/public.ts';
import { friendMomentsPath } from '../moments/public.ts';
import { ProfileCard } from './profile-card.tsx';

/**
 * Route /friend-profile?pub=: a friend's card, Send message, their moments, and the way to their
 * settings.
 */
export function FriendProfilePage() {
  const { t } = useTranslation(['routes', 'contacts']);
  const pub = usePubParam();
  const friend = useFriend(pub);
  const settings = friend.value && (
    <IonButton
      routerLink={friendSettingsPath(pub)}
      aria-label={t('contacts:profile.settings')}
      title={t('contacts:profile.settings')}
    >
      <IonIcon slot="icon-only" icon={settingsOutline} aria-hidden="true" />
    </IonButton>
  );

  return (
    <SubPage title={t('friendProfile')} end={settings}>
      {!friend.loaded && (
        <div className="contacts-empty" role="status">
          <IonSpinner name="crescent" aria-label={t('loading')} />
        </div>
      )}
      {friend.loaded && !friend.value && <NotAFriend pub={pub} />}
      {friend.value && <FriendDetails friend={friend.value} />}
    </SubPage>
  );
}

function FriendDetails({ friend }: { friend: Friend }) {
  const { t, i18n } = useTranslation(['contacts', 'devices']);
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    friend.since,
  );
  return (
    <>
      <ProfileCard pub={friend.pub} name={friend.displayName} avatar={friend.avatar}>
        {friend.remark.trim() !== '' && <p>{t('profile.alias', { alias: friend.alias })}</p>}
        {friend.signature.trim() !== '' && <p className="profile-bio">{friend.signature}</p>}
        {friend.remarkInfo.trim() !== '' && <p className="profile-bio">{friend.remarkInfo}</p>}
        <p>
          <VerificationBadge status={friend.status} />
        </p>
        <p>{t('profile.friendsSince', { date: since })}</p>
      </ProfileCard>
      <FriendDevices pub={friend.pub} />
      <div className="contacts-actions">
        <IonButton expand="block" fill="outline" routerLink={safetyNumberPath(friend.pub)}>
          <IonIcon slot="start" icon={shieldCheckmarkOutline} aria-hidden="true" />
          {t('devices:safety.open')}
        </IonButton>
      </div>
      <div className="contacts-actions">
        <IonButton expand="block" routerLink={chatPath(friend.pub)}>
          <IonIcon slot="start" icon={chatbubbleOutline} aria-hidden="true" />
          {t('profile.sendMessage')}
        </IonButton>
        <IonButton expand="block" fill="outline" routerLink={friendMomentsPath(friend.pub)}>
          <IonIcon slot="start" icon={apertureOutline} aria-hidden="true" />
          {t('profile.moments')}
        </IonButton>
        <IonButton expand="block" fill="outline" routerLink={friendSettingsPath(friend.pub)}>
          <IonIcon slot="start" icon={settingsOutline} aria-hidden="true" />
          {t('profile.settings')}
        </IonButton>
      </div>
    </>
  );
}

/** Deleted meanwhile (by either side), or never a friend: the stranger profile has the rest. */
function NotAFriend({ pub }: { pub: string }) {
  const { t } = useTranslation('contacts');
  return (
    <div className="contacts-actions">
      <p className="profile-note">{t('profile.notFriend')}</p>
      {pub && (
        <IonButton expand="block" fill="outline" routerLink={strangerProfilePath(pub)}>
          <IonIcon slot="start" icon={personOutline} aria-hidden="true" />
          {t('profile.openStrangerProfile')}
        </IonButton>
      )}
    </div>
  );
}
