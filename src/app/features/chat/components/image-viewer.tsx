import { IonIcon } from '@ionic/react';
import {
  addOutline,
  chevronBackOutline,
  chevronForwardOutline,
  closeOutline,
  downloadOutline,
  removeOutline,
} from 'ionicons/icons';
import { useEffect, useRef, useState, type PointerEvent, type WheelEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonModal } from '../../../ui/ionic/ion-modal.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonFooter } from '../../../ui/ionic/ion-footer.ts';
import { IonHeader } from '../../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';
// Its styles travel with it: the room page shows it too (through chat's public.ts).
import '../chat.css';

export interface ViewedPicture {
  readonly msgId: string;
  readonly dataUrl: string;
  readonly timestamp: number;
}

interface ImageViewerProps {
  /** The chat's loaded pictures, oldest first. */
  pictures: readonly ViewedPicture[];
  /** The picture shown first; null while the viewer is closed. */
  openAt: string | null;
  onClose: () => void;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 5;
const STEP = 1.25;
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/**
 * Full-screen pictures: zoom with the buttons, the wheel or two fingers, and drag a zoomed one
 * about; previous and next with the buttons or the arrow keys; download; Escape or Close leaves.
 */
export function ImageViewer({ pictures, openAt, onClose }: ImageViewerProps) {
  const { t } = useTranslation('chat');
  const [index, setIndex] = useState(0);
  const [zoom, setZoomTo] = useState(1);
  // Where a zoomed picture was dragged to, in screen pixels.
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const fingers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const drag = useRef<{ x: number; y: number; from: { x: number; y: number } } | null>(null);
  const picture = pictures[index];

  function setZoom(next: number) {
    const clamped = clampZoom(next);
    setZoomTo(clamped);
    if (clamped === MIN_ZOOM) setOffset({ x: 0, y: 0 });
  }

  function show(next: number) {
    if (next < 0 || next >= pictures.length) return;
    setIndex(next);
    setZoom(MIN_ZOOM);
  }

  // The arrow keys page through the pictures wherever the focus is in the viewer.
  const open = openAt !== null;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') show(index - 1);
      else if (event.key === 'ArrowRight') show(index + 1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  function onWheel(event: WheelEvent) {
    setZoom(event.deltaY < 0 ? zoom * STEP : zoom / STEP);
  }

  const spread = () => {
    const [a, b] = [...fingers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  function onPointerDown(event: PointerEvent) {
    fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (fingers.current.size === 2) pinch.current = { distance: spread(), zoom };
    drag.current = { x: event.clientX, y: event.clientY, from: offset };
  }
  function onPointerMove(event: PointerEvent) {
    if (!fingers.current.has(event.pointerId)) return;
    fingers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const start = pinch.current;
    if (start) {
      if (start.distance > 0) setZoom((start.zoom * spread()) / start.distance);
    } else if (drag.current && zoom > MIN_ZOOM) {
      const { x, y, from } = drag.current;
      setOffset({ x: from.x + event.clientX - x, y: from.y + event.clientY - y });
    }
  }
  function onPointerUp(event: PointerEvent) {
    fingers.current.delete(event.pointerId);
    pinch.current = null;
    drag.current = null;
  }

  const title = t('viewer.title', { index: index + 1, count: pictures.length });
  return (
    <IonModal
      className="chat-viewer"
      isOpen={open}
      aria-label={t('viewer.label')}
      onWillPresent={() => {
        setIndex(
          Math.max(
            0,
            pictures.findIndex((p) => p.msgId === openAt),
          ),
        );
        setZoom(1);
      }}
      onDidDismiss={onClose}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
          <IonButtons slot="end">
            {picture && (
              <a
                className="chat-viewer-download"
                href={picture.dataUrl}
                download={`meshtalk-picture-${picture.timestamp}.jpg`}
                aria-label={t('viewer.download')}
                title={t('viewer.download')}
              >
                <IonIcon icon={downloadOutline} aria-hidden="true" />
              </a>
            )}
            <IonButton aria-label={t('viewer.close')} title={t('viewer.close')} onClick={onClose}>
              <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
            </IonButton>
          </IonButtons>
        </IonToolbar>
      </IonHeader>
      <IonContent scrollY={false}>
        <div
          className="chat-viewer-stage"
          onWheel={onWheel}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {picture && (
            <img
              className="chat-viewer-image"
              src={picture.dataUrl}
              alt={title}
              draggable={false}
              style={{ transform: `translate(${offset.x}px, ${offset.y}px) scale(${zoom})` }}
            />
          )}
        </div>
      </IonContent>
      <IonFooter>
        <IonToolbar>
          <div className="chat-viewer-controls">
            <IonButton
              fill="clear"
              aria-label={t('viewer.previous')}
              title={t('viewer.previous')}
              disabled={index === 0}
              onClick={() => show(index - 1)}
            >
              <IonIcon slot="icon-only" icon={chevronBackOutline} flipRtl aria-hidden="true" />
            </IonButton>
            <IonButton
              fill="clear"
              aria-label={t('viewer.zoomOut')}
              title={t('viewer.zoomOut')}
              disabled={zoom <= MIN_ZOOM}
              onClick={() => setZoom(zoom / STEP)}
            >
              <IonIcon slot="icon-only" icon={removeOutline} aria-hidden="true" />
            </IonButton>
            <output className="chat-viewer-zoom" aria-label={t('viewer.zoom')}>
              {`${Math.round(zoom * 100)}%`}
            </output>
            <IonButton
              fill="clear"
              aria-label={t('viewer.zoomIn')}
              title={t('viewer.zoomIn')}
              disabled={zoom >= MAX_ZOOM}
              onClick={() => setZoom(zoom * STEP)}
            >
              <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
            </IonButton>
            <IonButton
              fill="clear"
              aria-label={t('viewer.next')}
              title={t('viewer.next')}
              disabled={index >= pictures.length - 1}
              onClick={() => show(index + 1)}
            >
              <IonIcon slot="icon-only" icon={chevronForwardOutline} flipRtl aria-hidden="true" />
            </IonButton>
          </div>
        </IonToolbar>
      </IonFooter>
    </IonModal>
  );
}
