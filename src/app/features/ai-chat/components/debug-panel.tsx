import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonToggle } from '../../../ui/ionic/ion-toggle.ts';
import { DEBUG_LOG_LIMIT } from '@core/ai/debug-log.ts';
import type { DebugLogView } from '../hooks/use-debug-log.ts';
import { aiNoticeText } from '../lib/ai-notice-text.ts';
import { formatMessageTime } from '../../../ui/format-time.ts';
import { ModalHeader } from '../../../ui/modal-frame.tsx';

export interface DebugPanelProps {
  isOpen: boolean;
  onClose: () => void;
  log: DebugLogView;
}

/** The AI chat's debug log: requests and failures, the newest 20, while debug mode is on. */
export function DebugPanel({ isOpen, onClose, log }: DebugPanelProps) {
  const { t, i18n } = useTranslation('ai');
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onClose} aria-label={t('debug.title')}>
      <ModalHeader title={t('debug.title')} onClose={onClose}>
        <IonButton onClick={log.clear}>{t('debug.clear')}</IonButton>
      </ModalHeader>
      <IonContent className="ai-modal-content">
        <IonToggle
          justify="space-between"
          checked={log.enabled}
          onIonChange={(event) => log.setEnabled(event.detail.checked)}
        >
          {t('debug.mode')}
        </IonToggle>
        <p className="ai-field-hint">{t('debug.limit', { count: DEBUG_LOG_LIMIT })}</p>
        {log.entries.length === 0 && <p className="ai-empty">{t('debug.empty')}</p>}
        <ol className="ai-debug-entries" aria-label={t('debug.entries')}>
          {[...log.entries].reverse().map((entry, index) => (
            <li key={`${entry.time}-${index}`} className={`ai-debug-entry is-${entry.level}`}>
              <time>{formatMessageTime(entry.time, i18n.language)}</time>{' '}
              <strong>{entry.level === 'error' ? t('debug.error') : t('debug.info')}</strong>{' '}
              <span>{aiNoticeText(t, entry.event)}</span>
              {entry.detail && <pre>{entry.detail}</pre>}
            </li>
          ))}
        </ol>
      </IonContent>
    </IonModal>
  );
}
