import { useCallback, useEffect, useRef, useState } from 'react';
import { debug } from '@core/util/log.ts';
import { readAsDataUrl } from '../../../ui/read-as-data-url.ts';

const log = debug('chat');

export interface VoiceRecording {
  readonly dataUrl: string;
  /** Seconds. */
  readonly duration: number;
}

export type RecorderError = 'unsupported' | 'microphone';

export interface VoiceRecorder {
  readonly recording: boolean;
  /** Whole seconds recorded so far. */
  readonly elapsed: number;
  readonly start: () => Promise<RecorderError | null>;
  /** Ends the recording: `keep` hands it over, otherwise it is thrown away. */
  readonly stop: (keep: boolean) => void;
}

/** Records a voice message with the microphone (MediaRecorder) into an audio data URL. */
export function useVoiceRecorder(onRecorded: (recording: VoiceRecording) => void): VoiceRecorder {
  const recorder = useRef<{ media: MediaRecorder; keep: boolean; startedAt: number } | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const delivered = useRef(onRecorded);
  useEffect(() => {
    delivered.current = onRecorded;
  }, [onRecorded]);

  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  // Leaving the page mid-recording releases the microphone and drops the recording.
  useEffect(
    () => () => {
      const current = recorder.current;
      if (current && current.media.state !== 'inactive') current.media.stop();
    },
    [],
  );

  const start = useCallback(async (): Promise<RecorderError | null> => {
    if (recorder.current) return null;
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      return 'unsupported';
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return 'microphone';
    }
    const media = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    const entry = { media, keep: false, startedAt: Date.now() };
    media.ondataavailable = (event) => chunks.push(event.data);
    media.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recorder.current = null;
      setStartedAt(null);
      if (!entry.keep) return;
      const duration = Math.max(1, Math.round((Date.now() - entry.startedAt) / 1000));
      const blob = new Blob(chunks, { type: media.mimeType || 'audio/webm' });
      readAsDataUrl(blob).then(
        (dataUrl) => delivered.current({ dataUrl, duration }),
        (error: unknown) => log('reading the recording failed: %o', error),
      );
    };
    media.start();
    recorder.current = entry;
    setStartedAt(entry.startedAt);
    setNow(entry.startedAt);
    return null;
  }, []);

  const stop = useCallback((keep: boolean) => {
    const current = recorder.current;
    if (!current || current.media.state === 'inactive') return;
    current.keep = keep;
    current.media.stop();
  }, []);

  const elapsed = startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
  return { recording: startedAt !== null, elapsed, start, stop };
}
