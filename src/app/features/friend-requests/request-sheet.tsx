import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonModal } from '../../ui/ionic/ion-modal.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { IonToggle } from '../../ui/ionic/ion-toggle.ts';
import type { FriendRequest } from '@core/contacts/contact-store.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { ID_COPIED_MS } from '../../ui/use-copy-text.ts';
import { useAnswerRequest, type Answer } from './use-answer-request.ts';

const BREAKPOINTS = [0, 0.5, 0.8];

interface RequestSheetProps {
  /** The request on show; null closes the sheet. */
  request: FriendRequest | null;
  onClose: () => void;
}

/** The bottom sheet of one received request: who, their key and message, Agree or Refuse. */
export function RequestSheet({ request, onClose }: RequestSheetProps) {
  const { t } = useTranslation('contacts');
  return (
    <IonModal
      isOpen={request !== null}
      breakpoints={BREAKPOINTS}
      // Opens tall enough for the whole request and its answers; it scrolls at every height.
      initialBreakpoint={0.8}
      expandToScroll={false}
      aria-label={t('sheet.label')}
      onDidDismiss={onClose}
    >
      <IonContent>
        {/* Keyed so the blacklist toggle starts off for every request. */}
        {request && <RequestDetails key={request.id} request={request} onDone={onClose} />}
      </IonContent>
    </IonModal>
  );
}

function RequestDetails({ request, onDone }: { request: FriendRequest; onDone: () => void }) {
  const { t } = useTranslation('contacts');
  const [blockSender, setBlockSender] = useState(false);
  const { busy, answer } = useAnswerRequest();

  async function run(kind: Answer) {
    if (await answer(request, kind, blockSender)) onDone();
  }

  const name = request.alias || t('sheet.noAlias');
  return (
    <section className="request-sheet" aria-label={t('sheet.label')}>
      <div className="profile-card">
        <Avatar src={request.avatar} alt={name} size={64} />
        <h2>{name}</h2>
      </div>
      <h3 className="contacts-section-title">
        {t('sheet.publicKey')}
        <CopyButton
          text={request.fromPub}
          iconOnly
          label={t('sheet.copyKey')}
          copiedMessage={t('profile.idCopied')}
          duration={ID_COPIED_MS}
        />
      </h3>
      <p className="contacts-key request-sheet-key">{request.fromPub}</p>
      <h3 className="contacts-section-title">{t('sheet.message')}</h3>
      <p className="request-sheet-message">{request.message}</p>
      <IonToggle
        className="request-sheet-toggle"
        justify="space-between"
        checked={blockSender}
        onIonChange={(event) => setBlockSender(event.detail.checked)}
      >
        {t('sheet.addToBlacklist')}
      </IonToggle>
      <div className="contacts-actions">
        <IonButton expand="block" disabled={busy !== null} onClick={() => void run('agree')}>
          {busy === 'agree' && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
          {t('sheet.agree')}
        </IonButton>
        <IonButton
          expand="block"
          fill="outline"
          color="danger"
          disabled={busy !== null}
          onClick={() => void run('refuse')}
        >
          {busy === 'refuse' && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
          {t('sheet.refuse')}
        </IonButton>
      </div>
    </section>
  );
}
