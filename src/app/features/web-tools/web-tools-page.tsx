import { IonIcon, IonPage } from '@ionic/react';
import { helpCircleOutline, lockClosedOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonTextarea } from '../../ui/ionic/ion-textarea.ts';
import { lockedPageLink, type LockedPageError } from '@core/web-tools/locked-page.ts';
import { BusyLabel } from '../../ui/busy-label.tsx';
import { CopyButton } from '../../ui/copy-button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useAction } from '../../ui/use-action.ts';
import { WebToolsHelpModal } from './web-tools-help-modal.tsx';
import { useLockedPageTexts } from './use-locked-page-texts.ts';
import './web-tools-page.css';

/** Spec: 'LinkCopied' shows for 1.5 s. */
const LINK_COPIED_MS = 1_500;

/**
 * Route /htmlpage: content and a password become a `data:text/html` link to a page that holds
 * the content encrypted (core/web-tools). The result view shows the link with Copy Link and
 * Back, which clears the content and the password.
 */
export function WebToolsPage() {
  const { t } = useTranslation(['tools', 'routes']);
  const pageTexts = useLockedPageTexts();
  const [content, setContent] = useState('');
  const [password, setPassword] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const errors: Record<LockedPageError, string> = {
    'empty-content': t('webTools.errors.empty-content'),
    'empty-password': t('webTools.errors.empty-password'),
    'too-long': t('webTools.errors.too-long'),
  };
  const encrypt = useAction(() => lockedPageLink(content, password, pageTexts), {
    what: 'making a locked page',
    failureText: (failure) => errors[failure as LockedPageError] ?? t('webTools.failed'),
    exclusive: true,
  });

  async function makeLink() {
    const made = await encrypt.run();
    if (made) setLink(made);
  }

  function back() {
    setLink(null);
    setContent('');
    setPassword('');
  }

  const canEncrypt = content.trim() !== '' && password !== '' && !encrypt.busy;
  return (
    <IonPage>
      <PageHeader
        title={t('routes:webTools')}
        end={
          <IonButton
            aria-label={t('webTools.help')}
            title={t('webTools.help')}
            onClick={() => setHelpOpen(true)}
          >
            <IonIcon slot="icon-only" icon={helpCircleOutline} aria-hidden="true" />
          </IonButton>
        }
      />
      <IonContent className="ion-padding">
        <div className="web-tools">
          {link === null ? (
            <>
              <p>{t('webTools.intro')}</p>
              <IonTextarea
                value={content}
                label={t('webTools.content')}
                labelPlacement="stacked"
                fill="outline"
                placeholder={t('webTools.contentPlaceholder')}
                autoGrow
                rows={6}
                onIonInput={(event) => setContent(event.detail.value ?? '')}
              />
              <PasswordField
                label={t('webTools.password')}
                value={password}
                onChange={setPassword}
                onEnter={() => canEncrypt && void makeLink()}
                autocomplete="off"
              />
              <IonButton expand="block" disabled={!canEncrypt} onClick={() => void makeLink()}>
                <IonIcon slot="start" icon={lockClosedOutline} aria-hidden="true" />
                <BusyLabel
                  busy={encrypt.busy}
                  label={t('webTools.encrypt')}
                  busyLabel={t('webTools.encrypting')}
                />
              </IonButton>
            </>
          ) : (
            <section className="web-tools" aria-label={t('webTools.result')}>
              <IonTextarea
                className="web-tools-link"
                value={link}
                label={t('webTools.link')}
                labelPlacement="stacked"
                fill="outline"
                readonly
                rows={6}
              />
              <p className="web-tools-note">{t('webTools.resultNote')}</p>
              <div className="web-tools-actions">
                <CopyButton
                  text={link}
                  label={t('webTools.copyLink')}
                  copiedMessage={t('webTools.linkCopied')}
                  duration={LINK_COPIED_MS}
                  fill="solid"
                  size="default"
                />
                <IonButton fill="outline" onClick={back}>
                  {t('webTools.back')}
                </IonButton>
              </div>
            </section>
          )}
        </div>
      </IonContent>
      <WebToolsHelpModal isOpen={helpOpen} onClose={() => setHelpOpen(false)} />
    </IonPage>
  );
}
