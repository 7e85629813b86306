import { IonIcon } from '@ionic/react';
import { documentOutline, downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonProgressBar } from '../../../ui/ionic/ion-progress-bar.ts';
import { formatBytes } from '../../../ui/format-number.ts';
import type { FileInfo } from '@core/chat/chat-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { downloadUrl } from '../../../ui/download-file.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useToast } from '../../../ui/use-toast.ts';
import type { FileProgress } from '../hooks/use-file-progress.ts';

interface FileCardProps {
  file: FileInfo;
  /** The latest transfer progress, when chunks are still travelling. */
  progress: FileProgress | undefined;
}

/** A file message: name, size, transfer progress, and Download once all of it is here. */
export function FileCard({ file, progress }: FileCardProps) {
  const { t, i18n } = useTranslation('chat');
  const { chat } = useCore();
  const toast = useToast();
  const moving = progress !== undefined && progress.done < progress.total;
  // A throw is logged and then said like a file that is gone: with the toast below.
  const { run: readFile } = useAction(() => chat.fileData(file.fileId), {
    what: 'reading the file',
  });

  async function download() {
    const data = await readFile();
    if (!data) {
      toast(t('file.unavailable'), { color: 'danger' });
      return;
    }
    downloadUrl(data.name, data.dataUrl);
  }

  return (
    <div className="chat-file">
      <IonIcon className="chat-file-icon" icon={documentOutline} aria-hidden="true" />
      <div className="chat-file-text">
        <span className="chat-file-name">{file.name}</span>
        <span className="chat-file-size">{formatBytes(file.size, i18n.language)}</span>
        {moving && (
          <>
            <IonProgressBar
              value={progress.done / progress.total}
              aria-label={progress.direction === 'in' ? t('file.receiving') : t('file.sending')}
            />
            <span className="chat-file-size">
              {t('file.progress', { done: progress.done, total: progress.total })}
            </span>
          </>
        )}
        {!file.complete && !moving && <span className="chat-file-size">{t('file.waiting')}</span>}
      </div>
      {file.complete && (
        <IonButton
          fill="clear"
          size="small"
          aria-label={t('file.download', { name: file.name })}
          title={t('file.download', { name: file.name })}
          onClick={() => void download()}
        >
          <IonIcon slot="icon-only" icon={downloadOutline} aria-hidden="true" />
        </IonButton>
      )}
    </div>
  );
}
