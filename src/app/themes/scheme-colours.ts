/**
 * What every theme shares on top of Ionic's palettes. Free of DOM and React, like colour.ts, so
 * Node tests check the contrast of each value.
 */
import { ionicColourVariables } from './colour.ts';

/**
 * Success on the light scheme. Screens write text in it (a relay's latency, a verified friend, a
 * sent message); Ionic's light #2dd55b is a fill colour, 1.9:1 on white.
 */
export const LIGHT_SUCCESS = '#157a36';

/**
 * Warning stays Ionic's yellow fill (with black text on it); its shade is the warning colour
 * screens write text in, which on the light scheme needs a dark amber (Ionic's is 2:1 on white).
 */
export const LIGHT_WARNING_TEXT = '#8a5300';

/** Variables set on the light scheme only: the dark palette's own are readable on dark. */
export const LIGHT_STATUS_VARIABLES: Readonly<Record<string, string>> = {
  ...ionicColourVariables('success', LIGHT_SUCCESS),
  '--ion-color-warning-shade': LIGHT_WARNING_TEXT,
};

/** Ionic's light background steps (white with N/1000 of black), by the step numbers in use. */
const LIGHT_STEPS = { 50: '#f2f2f2', 100: '#e6e6e6', 150: '#d9d9d9', 200: '#cccccc' } as const;

/**
 * Ionic 7's step colours under their old names, for stylesheets that still use them: Ionic 8
 * renamed them `--ion-background-color-step-N` and defines them in its dark palette only, so the
 * old names fell back to light greys on the dark scheme, under white text.
 */
export const LEGACY_STEP_VARIABLES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LIGHT_STEPS).map(([step, light]) => [
    `--ion-color-step-${step}`,
    `var(--ion-background-color-step-${step}, ${light})`,
  ]),
);
