import { useCallback, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { IonContent } from './ionic/ion-content.ts';
import { IonModal } from './ionic/ion-modal.ts';
import { IonSearchbar } from './ionic/ion-searchbar.tsx';
import { OFFLINE_PAGE_SANDBOX, offlinePageDocument } from '@core/text/offline-page.ts';
import { webTarget, type WebTarget } from '@core/text/web-target.ts';
import { ModalHeader } from './modal-frame.tsx';
import { openExternal } from './safe-link.ts';
import { submitOnEnter } from './send-on-enter.ts';
import { useToast } from './use-toast.ts';

export interface WebBox {
  /** Opens what `text` asks for (`webTarget`); what that was, or null for blank text. */
  open: (text: string) => WebTarget | null;
  /** The decoded `data:text/html` page on show, if any. */
  page: string | null;
  closePage: () => void;
}

/**
 * What Enter in a web box does, for the /browser page and the Chats and Contacts search boxes
 * alike: a keyword's site, a web address or a web search opens in a new tab; a `data:text/html`
 * page is kept to be shown offline (`OfflinePageModal`).
 */
export function useWebBox(): WebBox {
  const { t } = useTranslation('tools');
  const toast = useToast();
  const [page, setPage] = useState<string | null>(null);
  const open = useCallback(
    (text: string) => {
      const target = webTarget(text);
      if (target?.kind === 'page') setPage(target.html);
      else if (target?.kind === 'unreadable-page')
        toast(t('web.unreadablePage'), { color: 'danger' });
      else if (target) openExternal(target.url);
      return target;
    },
    [t, toast],
  );
  const closePage = useCallback(() => setPage(null), []);
  return { open, page, closePage };
}

const FRAME_STYLE: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
};

/**
 * A decoded `data:text/html` page, offline: in a frame sandboxed with scripts alone, whose
 * document holds the page under a policy that allows no request (`offlinePageDocument`).
 */
export function OfflinePageModal({ html, onClose }: { html: string | null; onClose: () => void }) {
  const { t } = useTranslation('tools');
  return (
    <IonModal isOpen={html !== null} onDidDismiss={onClose} aria-label={t('web.offlinePage')}>
      {html !== null && (
        <>
          <ModalHeader title={t('web.offlinePage')} onClose={onClose} />
          <IonContent>
            <iframe
              title={t('web.offlinePage')}
              sandbox={OFFLINE_PAGE_SANDBOX}
              srcDoc={offlinePageDocument(html, t('web.pageFrame'))}
              style={FRAME_STYLE}
            />
          </IonContent>
        </>
      )}
    </IonModal>
  );
}

interface WebSearchbarProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}

/**
 * A list's filter box. Enter opens the text as the /browser page would (`useWebBox`): spec, the
 * Chats and Contacts search boxes.
 */
export function WebSearchbar({ value, onChange, placeholder, label }: WebSearchbarProps) {
  const web = useWebBox();

  return (
    <>
      <IonSearchbar
        value={value}
        placeholder={placeholder}
        aria-label={label}
        debounce={0}
        onIonInput={(event) => onChange(event.detail.value ?? '')}
        onKeyDown={submitOnEnter(web.open)}
      />
      <OfflinePageModal html={web.page} onClose={web.closePage} />
    </>
  );
}
