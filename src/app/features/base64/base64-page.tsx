import { IonIcon, IonPage } from '@ionic/react';
import { documentOutline, downloadOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonTextarea } from '../../ui/ionic/ion-textarea.ts';
import { IonToggle } from '../../ui/ionic/ion-toggle.ts';
import { bytesToBase64 } from '@core/crypto/base64.ts';
import {
  BASE64_MAX_FILE_BYTES,
  bytesToDataUrl,
  decodeBase64,
  textToBase64,
  utf8Text,
} from '@core/text/base64-text.ts';
import { CopyButton } from '../../ui/copy-button.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { downloadBlob } from '../../ui/download-file.ts';
import { decodedFileName } from './lib/decoded-file-name.ts';
import './base64-page.css';

interface PickedFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

type Outcome =
  | { readonly kind: 'encoded'; readonly text: string; readonly file: PickedFile | null }
  | {
      readonly kind: 'decoded';
      readonly bytes: Uint8Array<ArrayBuffer>;
      readonly mime: string | null;
    }
  | { readonly kind: 'error'; readonly message: string };

const MAX_FILE_MB = BASE64_MAX_FILE_BYTES / (1024 * 1024);

/**
 * Route /base64: text to base64 and back (UTF-8), and a file to its base64 or data URL. A decoded
 * result that is text can be copied; any result can be downloaded as a file.
 */
export function Base64Page() {
  const { t } = useTranslation(['tools', 'routes']);
  const fileInput = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [asDataUrl, setAsDataUrl] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const encodeFile = (file: PickedFile, dataUrl: boolean): Outcome => ({
    kind: 'encoded',
    text: dataUrl ? bytesToDataUrl(file.bytes, file.type) : bytesToBase64(file.bytes),
    file,
  });

  function decode() {
    const decoded = decodeBase64(input);
    setOutcome(
      decoded.ok
        ? { kind: 'decoded', ...decoded.value }
        : { kind: 'error', message: t('base64.invalid') },
    );
  }

  async function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > BASE64_MAX_FILE_BYTES) {
      setOutcome({ kind: 'error', message: t('base64.fileTooLarge', { max: MAX_FILE_MB }) });
      return;
    }
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      setOutcome(encodeFile({ name: file.name, type: file.type, bytes }, asDataUrl));
    } catch {
      setOutcome({ kind: 'error', message: t('base64.readFailed') });
    }
  }

  function chooseDataUrl(dataUrl: boolean) {
    setAsDataUrl(dataUrl);
    if (outcome?.kind === 'encoded' && outcome.file) setOutcome(encodeFile(outcome.file, dataUrl));
  }

  return (
    <IonPage>
      <PageHeader title={t('routes:base64')} />
      <IonContent className="ion-padding">
        <div className="base64-page">
          <p>{t('base64.intro')}</p>
          <IonTextarea
            value={input}
            label={t('base64.text')}
            labelPlacement="stacked"
            fill="outline"
            placeholder={t('base64.textPlaceholder')}
            autoGrow
            rows={4}
            spellcheck={false}
            onIonInput={(event) => setInput(event.detail.value ?? '')}
          />
          <div className="base64-actions">
            <IonButton
              disabled={input === ''}
              onClick={() => setOutcome({ kind: 'encoded', text: textToBase64(input), file: null })}
            >
              {t('base64.encode')}
            </IonButton>
            <IonButton disabled={input.trim() === ''} onClick={decode}>
              {t('base64.decode')}
            </IonButton>
            <IonButton
              fill="clear"
              disabled={input === '' && !outcome}
              onClick={() => {
                setInput('');
                setOutcome(null);
              }}
            >
              {t('base64.clear')}
            </IonButton>
          </div>
          <section className="base64-file" aria-label={t('base64.file')}>
            <IonButton fill="outline" onClick={() => fileInput.current?.click()}>
              <IonIcon slot="start" icon={documentOutline} aria-hidden="true" />
              {t('base64.chooseFile')}
            </IonButton>
            <IonToggle
              checked={asDataUrl}
              onIonChange={(event) => chooseDataUrl(event.detail.checked)}
            >
              {t('base64.asDataUrl')}
            </IonToggle>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label={t('base64.chooseFile')}
              onChange={(event) => {
                void pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </section>
          {outcome && <OutcomeView outcome={outcome} />}
        </div>
      </IonContent>
    </IonPage>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('tools');
  if (outcome.kind === 'error') {
    return (
      <p className="base64-error" role="alert">
        {outcome.message}
      </p>
    );
  }
  if (outcome.kind === 'encoded') {
    const { file, text } = outcome;
    const label = file
      ? t('base64.encodedFile', { name: file.name, size: file.bytes.length })
      : t('base64.encoded');
    const fileName = file ? `${file.name}.base64.txt` : 'base64.txt';
    return (
      <TextResult
        label={label}
        text={text}
        download={() => downloadBlob(fileName, new Blob([text], { type: 'text/plain' }))}
      />
    );
  }
  const text = utf8Text(outcome.bytes);
  const download = () =>
    downloadBlob(
      decodedFileName(outcome.mime, text !== null),
      new Blob([outcome.bytes], { type: outcome.mime ?? 'application/octet-stream' }),
    );
  if (text !== null)
    return <TextResult label={t('base64.decoded')} text={text} download={download} />;
  return (
    <section className="base64-result" aria-label={t('base64.result')}>
      <p role="status">{t('base64.binary', { count: outcome.bytes.length })}</p>
      <DownloadButton onClick={download} />
    </section>
  );
}

function TextResult({
  label,
  text,
  download,
}: {
  label: string;
  text: string;
  download: () => void;
}) {
  const { t } = useTranslation('tools');
  return (
    <section className="base64-result" aria-label={t('base64.result')}>
      <IonTextarea
        className="base64-output"
        value={text}
        label={label}
        labelPlacement="stacked"
        fill="outline"
        readonly
        autoGrow
        rows={4}
      />
      <div className="base64-actions">
        <CopyButton text={text} label={t('base64.copy')} fill="outline" size="default" />
        <DownloadButton onClick={download} />
      </div>
    </section>
  );
}

function DownloadButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('tools');
  return (
    <IonButton fill="outline" onClick={onClick}>
      <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
      {t('base64.download')}
    </IonButton>
  );
}
