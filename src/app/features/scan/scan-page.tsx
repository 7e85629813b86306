import { IonIcon, IonPage, useIonViewDidEnter, useIonViewWillLeave } from '@ionic/react';
import { imageOutline } from 'ionicons/icons';
import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { useIonAlert } from '../../ui/ionic/use-ion-alert.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useToast } from '../../ui/use-toast.ts';
import { decodePicture } from './decode-qr.ts';
import { ScanResultModal } from './scan-result-modal.tsx';
import type { ScanView } from './scan-view.ts';
import { useCameraScanner } from './use-camera-scanner.ts';
import { usePhotoPreview } from './use-photo-preview.ts';
import { useScanHandler } from './use-scan-handler.ts';
import './scan.css';

/**
 * Route /scanpage: the back camera starts 500 ms after the screen opens, behind a fading cover
 * and a scan window; a photo can be picked instead. What a code holds is handled by
 * `useScanHandler`; the camera stops while a result shows and whenever the screen is left.
 */
export function ScanPage() {
  const { t } = useTranslation(['qr', 'routes']);
  const toast = useToast();
  const [presentAlert] = useIonAlert();
  const video = useRef<HTMLVideoElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [onView, setOnView] = useState(true);
  const [busy, setBusy] = useState(false);
  const [view, setView] = useState<ScanView | null>(null);
  const preview = usePhotoPreview();

  useIonViewDidEnter(() => setOnView(true));
  useIonViewWillLeave(() => {
    setOnView(false);
    setBusy(false);
    setView(null);
  });

  const show = useCallback((next: ScanView | null) => {
    setView(next);
    if (next === null) setBusy(false);
  }, []);
  const handle = useScanHandler({ show });

  const scanned = useCallback(
    (text: string) => {
      setBusy(true);
      void handle(text);
    },
    [handle],
  );
  const camera = useCameraScanner(video, onView && !busy, scanned);

  useEffect(() => {
    if (camera !== 'denied') return;
    void presentAlert({ message: t('scan.cameraDenied'), buttons: [t('scan.ok')] });
  }, [camera, presentAlert, t]);

  async function pickPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    preview.set(file);
    try {
      const text = await decodePicture(file);
      if (text !== null) return scanned(text);
      toast(t('scan.noCode'), { color: 'warning' });
    } catch {
      toast(t('scan.readFailed'), { color: 'danger' });
    }
    setBusy(false);
  }

  const closeResult = () => {
    setView(null);
    setBusy(false);
    preview.set(null);
  };

  return (
    <IonPage>
      <PageHeader title={t('routes:scanner')} />
      <IonContent>
        <div className="scan-column">
          <div className="scan-viewfinder">
            <video ref={video} muted playsInline aria-label={t('scan.video')} />
            <div
              className={`scan-cover${camera === 'on' ? ' scan-cover-gone' : ''}`}
              aria-hidden="true"
            />
            <div className="scan-window" role="img" aria-label={t('scan.window')} />
            {preview.url && (
              <img className="scan-photo" src={preview.url} alt={t('scan.photoPreview')} />
            )}
          </div>
          <p className="scan-status" role="status">
            {camera === 'waiting' && t('scan.starting')}
            {camera === 'on' && t('scan.hint')}
            {camera === 'unavailable' && t('scan.cameraUnavailable')}
          </p>
          <input
            ref={picker}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('scan.pickPhoto')}
            onChange={(event) => void pickPhoto(event)}
          />
          <IonButton expand="block" disabled={busy} onClick={() => picker.current?.click()}>
            <IonIcon slot="start" icon={imageOutline} aria-hidden="true" />
            {t('scan.pickPhoto')}
          </IonButton>
        </div>
        <ScanResultModal view={view} onClose={closeResult} />
      </IonContent>
    </IonPage>
  );
}
