import { useCallback } from 'react';
import type { SoundSettings } from '@core/settings/sound-settings.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../boot/core-context.ts';

/**
 * The spec's six click sounds, named by where they play: a tap on a control, a message sent, a
 * message received in the open chat, a tab switch, a switch turned on, and a failure.
 */
export const CLICK_SOUNDS = ['tap', 'send', 'receive', 'tab', 'toggle', 'error'] as const;

export type ClickSound = (typeof CLICK_SOUNDS)[number];

/** One short tone: its wave, a pitch glide in Hz (or a jump, for two notes) and its length. */
interface Tone {
  readonly wave: OscillatorType;
  readonly from: number;
  readonly to: number;
  readonly glide: 'ramp' | 'jump';
  readonly seconds: number;
  /** Loudness at full volume, balanced by ear: square and sawtooth waves sound louder. */
  readonly peak: number;
}

// Synthesised, so there are no audio files to ship; each is one oscillator.
const TONES: Readonly<Record<ClickSound, Tone>> = {
  tap: { wave: 'sine', from: 1500, to: 1100, glide: 'ramp', seconds: 0.035, peak: 0.5 },
  send: { wave: 'triangle', from: 520, to: 1040, glide: 'ramp', seconds: 0.09, peak: 0.6 },
  receive: { wave: 'sine', from: 880, to: 1320, glide: 'jump', seconds: 0.14, peak: 0.5 },
  tab: { wave: 'square', from: 950, to: 800, glide: 'ramp', seconds: 0.025, peak: 0.12 },
  toggle: { wave: 'triangle', from: 660, to: 990, glide: 'jump', seconds: 0.07, peak: 0.5 },
  error: { wave: 'sawtooth', from: 260, to: 150, glide: 'ramp', seconds: 0.18, peak: 0.2 },
};

const SILENT = 0.0001;

const log = debug('sounds');

let context: AudioContext | null = null;

/**
 * The page's one audio context, made on the first sound after the user has interacted with the
 * page: browsers keep a context made before that silent, and warn about it.
 */
function audioContext(): AudioContext | null {
  if (context) return context;
  if (!navigator.userActivation.hasBeenActive) return null;
  try {
    context = new AudioContext();
  } catch (error) {
    log('no audio context: %o', error);
    return null;
  }
  return context;
}

/** Plays `sound` at the settings' volume; nothing at all while sounds are off. */
export function playClickSound(sound: ClickSound, settings: SoundSettings): void {
  if (!settings.enabled || settings.volume === 0) return;
  const audio = audioContext();
  if (!audio) return;
  // A context the browser suspended (a tab in the background) starts again.
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const tone = TONES[sound];
  const start = audio.currentTime;
  const end = start + tone.seconds;
  const oscillator = audio.createOscillator();
  oscillator.type = tone.wave;
  oscillator.frequency.setValueAtTime(tone.from, start);
  if (tone.glide === 'ramp') oscillator.frequency.exponentialRampToValueAtTime(tone.to, end);
  else oscillator.frequency.setValueAtTime(tone.to, start + tone.seconds / 2);
  // A quick rise and fall, so the tone starts and stops without a pop.
  const gain = audio.createGain();
  gain.gain.setValueAtTime(SILENT, start);
  gain.gain.exponentialRampToValueAtTime(tone.peak * (settings.volume / 100), start + 0.005);
  gain.gain.exponentialRampToValueAtTime(SILENT, end);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(end);
}

/** Plays a click sound with this device's sound settings as they are at that moment. */
export function useClickSound(): (sound: ClickSound) => void {
  const { sounds } = useCore();
  return useCallback((sound: ClickSound) => playClickSound(sound, sounds.get()), [sounds]);
}
