import { IonIcon, useIonRouter } from '@ionic/react';
import { flagOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { IonToggle } from '../../ui/ionic/ion-toggle.ts';
import type { Friend } from '@core/contacts/friend.ts';
import { HOME_PATH } from '../../routes/paths.ts';
import { reportPath, SubPage, useDeleteFriend, useFriend } from '../contacts/public.ts';
import { usePubParam } from '../../routes/use-page-route.ts';
import { RemarkForm } from './remark-form.tsx';
import { useBlock } from './use-block.ts';

/** Route /friend-settings?pub=: remark name and information, blacklist, report, delete friend. */
export function FriendSettingsPage() {
  const { t } = useTranslation(['routes', 'contacts']);
  const pub = usePubParam();
  const friend = useFriend(pub);

  return (
    <SubPage title={t('friendSettings')}>
      {!friend.loaded && (
        <div className="contacts-empty" role="status">
          <IonSpinner name="crescent" aria-label={t('loading')} />
        </div>
      )}
      {friend.loaded && !friend.value && (
        <p className="profile-note">{t('contacts:profile.notFriend')}</p>
      )}
      {/* Keyed so the remark draft starts from the friend on show. */}
      {friend.value && <FriendSettings key={friend.value.pub} friend={friend.value} />}
    </SubPage>
  );
}

function FriendSettings({ friend }: { friend: Friend }) {
  const { t } = useTranslation('contacts');
  const block = useBlock(friend.pub);
  const deleteFriend = useDeleteFriend();
  const router = useIonRouter();

  async function remove() {
    if (await deleteFriend(friend)) router.navigateRoot(HOME_PATH);
  }

  return (
    <>
      <RemarkForm friend={friend} />
      <h2 className="contacts-section-title">{t('settings.privacyLabel')}</h2>
      <IonList inset>
        <IonItem>
          <IonToggle
            justify="space-between"
            checked={block.blocked}
            disabled={!block.loaded || block.busy}
            onIonChange={(event) => void block.setBlocked(event.detail.checked)}
          >
            {t('stranger.block')}
          </IonToggle>
        </IonItem>
      </IonList>
      <p className="contacts-note">{t('settings.blacklistHint')}</p>
      <div className="contacts-actions">
        <IonButton expand="block" fill="clear" routerLink={reportPath(friend.pub)}>
          <IonIcon slot="start" icon={flagOutline} aria-hidden="true" />
          {t('stranger.report')}
        </IonButton>
        <IonButton expand="block" color="danger" onClick={() => void remove()}>
          <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
          {t('deleteFriend.button')}
        </IonButton>
      </div>
    </>
  );
}
