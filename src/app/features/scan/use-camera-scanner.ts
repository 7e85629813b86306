import { useEffect, useRef, useState, type RefObject } from 'react';
import { decodeFrame, loadDecoder } from './decode-qr.ts';

/** The spec's scan start delay: the camera starts this long after the screen opens. */
export const CAMERA_START_DELAY_MS = 500;
/** How often a frame is read while the camera is on. */
const FRAME_INTERVAL_MS = 200;

export type CameraStatus = 'waiting' | 'on' | 'denied' | 'unavailable';

const isDenied = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'NotAllowedError' || error.name === 'SecurityError');

function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The back camera in `video` while `active`, reading a frame every 200 ms until one holds a QR
 * code, which goes to `onCode`. Turning inactive (leaving the screen, a result on show) or
 * unmounting stops the camera; turning active again starts it after the spec's delay.
 */
export function useCameraScanner(
  video: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onCode: (text: string) => void,
): CameraStatus {
  const [status, setStatus] = useState<CameraStatus>('waiting');
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let frameTimer: ReturnType<typeof setTimeout> | undefined;

    async function start() {
      const element = video.current;
      try {
        if (!navigator.mediaDevices?.getUserMedia || !element) throw new Error('no camera');
        const opened = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) return stopTracks(opened);
        stream = opened;
        element.srcObject = opened;
        await element.play();
        const decode = await loadDecoder();
        if (stopped) return;
        setStatus('on');
        const canvas = document.createElement('canvas');
        const readFrame = () => {
          if (stopped) return;
          const text = decodeFrame(decode, element, canvas);
          if (text !== null) latestOnCode.current(text);
          else frameTimer = setTimeout(readFrame, FRAME_INTERVAL_MS);
        };
        readFrame();
      } catch (error) {
        if (!stopped) setStatus(isDenied(error) ? 'denied' : 'unavailable');
      }
    }

    const startTimer = setTimeout(() => void start(), CAMERA_START_DELAY_MS);
    const element = video.current;
    return () => {
      stopped = true;
      clearTimeout(startTimer);
      clearTimeout(frameTimer);
      stopTracks(stream);
      if (element) element.srcObject = null;
      setStatus('waiting');
    };
  }, [active, video]);

  return status;
}
