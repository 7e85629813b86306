import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, MIN_TEXT_CONTRAST, shade } from './colour.ts';
import {
  LEGACY_STEP_VARIABLES,
  LIGHT_STATUS_VARIABLES,
  LIGHT_SUCCESS,
  LIGHT_WARNING_TEXT,
} from './scheme-colours.ts';
import { THEMES } from './themes.ts';

/** White pages, and the raised surface of toolbars and the sidebar and Ionic's first step. */
const LIGHT_SURFACES = ['#ffffff', '#f4f5f8', '#f2f2f2'];
/** Ionic's dark pages (iOS, Material) and their raised surfaces. */
const DARK_SURFACES = ['#000000', '#121212', '#1e1e1e', '#1f1f1f'];
/** How much of the primary the sidebar lays over its surface behind the open tab. */
const SELECTED_WASH = 0.12;

function worstContrast(text: string, surfaces: readonly string[], wash: string): number {
  const backgrounds = surfaces.flatMap((surface) => [surface, mix(surface, wash, SELECTED_WASH)]);
  return Math.min(...backgrounds.map((background) => contrastRatio(text, background)));
}

describe('every theme', () => {
  it.each(THEMES)('$id: the primary reads as text on surfaces and on its own wash', (theme) => {
    expect(worstContrast(theme.light, LIGHT_SURFACES, theme.light)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    expect(worstContrast(theme.dark, DARK_SURFACES, theme.dark)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
  });
});

describe('the light scheme status colours', () => {
  it('write readable success and warning text on light surfaces', () => {
    for (const surface of LIGHT_SURFACES) {
      expect(contrastRatio(LIGHT_SUCCESS, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(shade(LIGHT_SUCCESS), surface)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(contrastRatio(LIGHT_WARNING_TEXT, surface)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
    // The warning callout: a 16 % wash of Ionic's yellow.
    expect(contrastRatio(LIGHT_WARNING_TEXT, mix('#ffffff', '#ffc409', 0.16))).toBeGreaterThan(
      MIN_TEXT_CONTRAST,
    );
  });

  it('keep text on a success fill readable', () => {
    const fill = LIGHT_STATUS_VARIABLES['--ion-color-success'] ?? '';
    const text = LIGHT_STATUS_VARIABLES['--ion-color-success-contrast'] ?? '';
    expect(fill).toBe(LIGHT_SUCCESS);
    expect(contrastRatio(fill, text)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

it("names Ionic 7's steps after Ionic 8's, with its light greys", () => {
  expect(LEGACY_STEP_VARIABLES).toEqual({
    '--ion-color-step-50': 'var(--ion-background-color-step-50, #f2f2f2)',
    '--ion-color-step-100': 'var(--ion-background-color-step-100, #e6e6e6)',
    '--ion-color-step-150': 'var(--ion-background-color-step-150, #d9d9d9)',
    '--ion-color-step-200': 'var(--ion-background-color-step-200, #cccccc)',
  });
});
