import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import englishThemes from '../../src/app/i18n/locales/en/themes.json' with { type: 'json' };
import {
  contrastColour,
  contrastRatio,
  ionicColourVariables,
  MIN_TEXT_CONTRAST,
  mix,
  relativeLuminance,
  rgbTriple,
  shade,
  tint,
} from '../../src/app/themes/colour.ts';
import { DEFAULT_THEME_ID, THEMES, themeById } from '../../src/app/themes/themes.ts';

const SPEC_THEMES = [
  'purple',
  'neon',
  'aurora',
  'black-and-white',
  'deep-space',
  'fire',
  'ocean',
  'forest',
  'cosmic',
  'gold',
  'rose',
  'emerald',
  'mystical',
  'glacier',
  'volcanic',
];

// Page and list backgrounds: white in light mode; Ionic's dark palette uses #000 (iOS), #121212
// (Material page) and #1e1e1e (Material items).
const LIGHT_BACKGROUNDS = ['#ffffff'];
const DARK_BACKGROUNDS = ['#000000', '#121212', '#1e1e1e'];

const schemes = THEMES.flatMap((theme) => [
  { id: theme.id, scheme: 'light', primary: theme.light, backgrounds: LIGHT_BACKGROUNDS },
  { id: theme.id, scheme: 'dark', primary: theme.dark, backgrounds: DARK_BACKGROUNDS },
]);

describe('themes', () => {
  it('are the spec fifteen, purple first and default, each with an English name', () => {
    expect(THEMES.map((theme) => theme.id)).toEqual(SPEC_THEMES);
    expect(DEFAULT_THEME_ID).toBe('purple');
    expect(Object.keys(englishThemes.names).sort()).toEqual([...SPEC_THEMES].sort());
    expect(englishThemes.names['deep-space']).toBe('Deep space');
    expect(englishThemes.names['black-and-white']).toBe('Black and white');
  });

  it('resolve an unknown id to purple', () => {
    expect(themeById('ocean').id).toBe('ocean');
    expect(themeById('no-such-theme').id).toBe('purple');
    expect(themeById('').id).toBe('purple');
  });

  it.each(schemes)('$id ($scheme): text on the primary reaches WCAG AA', ({ primary }) => {
    const variables = ionicColourVariables('primary', primary);
    const onPrimary = variables['--ion-color-primary-contrast'] ?? '';
    expect(contrastRatio(primary, onPrimary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it.each(schemes)(
    '$id ($scheme): the primary as text on the page background reaches WCAG AA',
    ({ primary, backgrounds }) => {
      for (const background of backgrounds) {
        expect(contrastRatio(primary, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    },
  );
});

/** Ionic's danger colour in its light palette and in the dark palette the app loads. */
const DANGER = { light: '#c5000f', dark: '#f24c58' };
/** Ionic's text colour: its light default and the dark palette's. */
const TEXT = { light: '#000000', dark: '#ffffff' };

/** The AI chat's connection banner, as ai-chat.css draws it. */
function connectionBannerRules(): { dangerShare: number; text: string; outlineText: string } {
  const css = readFileSync(
    new URL('../../src/app/features/ai-chat/ai-chat.css', import.meta.url),
    'utf8',
  );
  const rule = (selector: string) =>
    new RegExp(`${selector.replace(/[.-]/g, '\\$&')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const banner = rule('.ai-connection-banner');
  const background =
    /background:\s*color-mix\(\s*in srgb,\s*var\(--ion-color-danger[^)]*\)\s*(\d+)%,\s*var\(--ion-background-color[^)]*\)\s*\)/.exec(
      banner,
    );
  const variable = (text: string, property: string) =>
    new RegExp(`(?:^|\\s)${property}:\\s*var\\((--[a-z-]+)`).exec(text)?.[1] ?? '';
  return {
    dangerShare: Number(background?.[1]) / 100,
    text: variable(banner, 'color'),
    outlineText: variable(rule('.ai-connection-banner-actions .ai-banner-outline'), '--color'),
  };
}

describe('the AI connection banner', () => {
  const banner = connectionBannerRules();

  it('is the page background washed with a little danger colour, in the text colour', () => {
    expect(banner.dangerShare).toBeGreaterThan(0);
    expect(banner.text).toBe('--ion-text-color');
    expect(banner.outlineText).toBe('--ion-text-color');
  });

  it.each(schemes)(
    '$id ($scheme): its text and both buttons reach WCAG AA',
    ({ scheme, primary, backgrounds }) => {
      const mode = scheme === 'dark' ? 'dark' : 'light';
      const onPrimary = ionicColourVariables('primary', primary)['--ion-color-primary-contrast'];
      // Retry is a solid primary button.
      expect(contrastRatio(onPrimary ?? '', primary)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      for (const page of backgrounds) {
        const background = mix(page, DANGER[mode], banner.dangerShare);
        // The text and the outlined AI settings button.
        expect(contrastRatio(TEXT[mode], background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    },
  );
});

describe('colour maths', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // A known pair: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('picks white text when readable, else black, and always passes AA', () => {
    expect(contrastColour('#7c3aed')).toBe('#ffffff');
    expect(contrastColour('#facc15')).toBe('#000000');
    // The hardest case: a luminance near 0.18 is barely readable against either.
    for (const hex of ['#777777', '#767676', '#808080', '#ff0000', '#00ff00', '#0000ff']) {
      expect(contrastRatio(hex, contrastColour(hex))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('shades by 12 % black and tints by 10 % white like Ionic', () => {
    // Ionic's own generated values for its former and current default primaries.
    expect(shade('#3880ff')).toBe('#3171e0');
    expect(tint('#3880ff')).toBe('#4c8dff');
    expect(shade('#0054e9')).toBe('#004acd');
    expect(tint('#0054e9')).toBe('#1a65eb');
    expect(shade('#ffffff')).toBe('#e0e0e0');
    expect(tint('#000000')).toBe('#1a1a1a');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('writes the six Ionic variables with r, g, b triples', () => {
    expect(rgbTriple('#7C3AED')).toBe('124, 58, 237');
    expect(ionicColourVariables('primary', '#7C3AED')).toEqual({
      '--ion-color-primary': '#7c3aed',
      '--ion-color-primary-rgb': '124, 58, 237',
      '--ion-color-primary-contrast': '#ffffff',
      '--ion-color-primary-contrast-rgb': '255, 255, 255',
      '--ion-color-primary-shade': shade('#7c3aed'),
      '--ion-color-primary-tint': tint('#7c3aed'),
    });
  });

  it('rejects anything but #rrggbb', () => {
    expect(() => rgbTriple('#fff')).toThrow();
    expect(() => rgbTriple('purple')).toThrow();
  });
});
