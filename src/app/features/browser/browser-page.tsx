import { IonIcon, IonPage } from '@ionic/react';
import { arrowForwardOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonInput } from '../../ui/ionic/ion-input.ts';
import { WEB_KEYWORDS, type WebTarget } from '@core/text/web-target.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { EXTERNAL_LINK } from '../../ui/safe-link.ts';
import { submitOnEnter } from '../../ui/send-on-enter.ts';
import { OfflinePageModal, useWebBox } from '../../ui/web-searchbar.tsx';
import './browser-page.css';

/**
 * Route /browser: one input that runs a keyword, an address or a search (Enter or Go), through
 * the same rule as the Chats and Contacts search boxes (`useWebBox`). Web pages open in a new tab,
 * the web's in-app browser; a `data:text/html` page is shown here, offline.
 */
export function BrowserPage() {
  const { t } = useTranslation(['tools', 'routes']);
  const web = useWebBox();
  const [text, setText] = useState('');
  const [opened, setOpened] = useState<WebTarget | null>(null);
  const keywordsHeading = useId();

  function run(input: string) {
    const target = web.open(input);
    if (target) setOpened(target);
  }

  return (
    <IonPage>
      <PageHeader title={t('routes:browser')} />
      <IonContent className="ion-padding">
        <div className="browser-page">
          <p>{t('browser.intro')}</p>
          <div className="browser-bar">
            <IonInput
              value={text}
              aria-label={t('browser.input')}
              placeholder={t('browser.placeholder')}
              fill="outline"
              inputmode="url"
              autocapitalize="off"
              spellcheck={false}
              clearInput
              onIonInput={(event) => setText(event.detail.value ?? '')}
              onKeyDown={submitOnEnter(run)}
            />
            <IonButton
              aria-label={t('browser.go')}
              title={t('browser.go')}
              disabled={text.trim() === ''}
              onClick={() => run(text)}
            >
              <IonIcon slot="icon-only" icon={arrowForwardOutline} flipRtl aria-hidden="true" />
            </IonButton>
          </div>
          {opened && <OpenedNote target={opened} />}
          <section className="browser-keywords" aria-labelledby={keywordsHeading}>
            <h2 id={keywordsHeading}>{t('browser.keywords')}</h2>
            <div>
              {WEB_KEYWORDS.map((keyword) => (
                <IonButton key={keyword} fill="outline" size="small" onClick={() => run(keyword)}>
                  {keyword}
                </IonButton>
              ))}
            </div>
          </section>
        </div>
      </IonContent>
      <OfflinePageModal html={web.page} onClose={web.closePage} />
    </IonPage>
  );
}

/** What the last run did: the address it opened (again from here, should a blocker have stopped it). */
function OpenedNote({ target }: { target: WebTarget }) {
  const { t } = useTranslation('tools');
  if (!('url' in target)) {
    return target.kind === 'page' ? (
      <p className="browser-note">{t('browser.shownOffline')}</p>
    ) : null;
  }
  const title = target.kind === 'search' ? t('browser.searched') : t('browser.opened');
  return (
    <section className="browser-note" aria-label={title}>
      <p>{title}</p>
      <a href={target.url} {...EXTERNAL_LINK}>
        {target.url}
      </a>
    </section>
  );
}
