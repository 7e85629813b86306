/**
 * Colour maths for the themes, kept free of DOM and React so Node tests can check every palette.
 * Formulas: WCAG 2.x relative luminance and contrast ratio; Ionic's shade (12 % black) and tint
 * (10 % white), the same mix its colour generator uses.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOUR = /^#([0-9a-f]{6})$/i;

export function parseHex(hex: string): Rgb {
  const match = HEX_COLOUR.exec(hex);
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The `r, g, b` triple Ionic's `-rgb` variables hold (used inside `rgba(var(...), alpha)`). */
export function rgbTriple(hex: string): string {
  const { r, g, b } = parseHex(hex);
  return `${r}, ${g}, ${b}`;
}

/** Moves `base` towards `target` by `weight` (0..1), rounding each channel. */
export function mix(base: string, target: string, weight: number): string {
  const from = parseHex(base);
  const to = parseHex(target);
  const channel = (a: number, b: number) => Math.round(a + (b - a) * weight);
  return toHex({ r: channel(from.r, to.r), g: channel(from.g, to.g), b: channel(from.b, to.b) });
}

export const shade = (hex: string): string => mix(hex, '#000000', 0.12);
export const tint = (hex: string): string => mix(hex, '#ffffff', 0.1);

function linearChannel(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG contrast ratio, 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Text colour on a primary background: white whenever it is readable, else black. Any colour
 * reaches at least 4.58:1 against one of the two, so the result always passes AA.
 */
export function contrastColour(hex: string): string {
  return contrastRatio(hex, '#ffffff') >= MIN_TEXT_CONTRAST ? '#ffffff' : '#000000';
}

/** Ionic's six variables for one named colour, e.g. `ionicColourVariables('primary', '#7c3aed')`. */
export function ionicColourVariables(name: string, hex: string): Record<string, string> {
  const base = hex.toLowerCase();
  const contrast = contrastColour(base);
  const prefix = `--ion-color-${name}`;
  return {
    [prefix]: base,
    [`${prefix}-rgb`]: rgbTriple(base),
    [`${prefix}-contrast`]: contrast,
    [`${prefix}-contrast-rgb`]: rgbTriple(contrast),
    [`${prefix}-shade`]: shade(base),
    [`${prefix}-tint`]: tint(base),
  };
}
