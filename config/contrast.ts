/**
 * WCAG 2.x contrast arithmetic, used by the unit tests that keep the code theme
 * and the announcement bar readable. Pure, no DOM.
 * https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */

/** An sRGB colour with channels 0–255 and an alpha of 0–1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** The minimum ratio for normal text at level AA (1.4.3). */
export const AA_NORMAL_TEXT = 4.5;

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*(?:,\s*(\d*(?:\.\d+)?)\s*)?\)$/i;

/** Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` or `rgba(…)`; throws on anything else. */
export function parseColor(value: string): Rgba {
  const text = value.trim();
  const hex = HEX.exec(text);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    const channel = (index: number) => parseInt(digits.slice(index * 2, index * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: digits.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = RGB.exec(text);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
    if ([r, g, b].some((channel) => channel > 255)) throw new Error(`Colour channel out of range in "${value}"`);
    return { r, g, b, a: rgb[4] === undefined ? 1 : Number(rgb[4]) };
  }
  throw new Error(`Unsupported colour "${value}": use #rgb, #rrggbb, rgb() or rgba()`);
}

/** Paints `top` (which may be translucent) over an opaque `bottom`, as a browser does. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (over: number, under: number) => over * top.a + under * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** Relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast ratio (1 to 21) of `foreground` text on `background`. A translucent
 * foreground is painted over the background first; the background must be opaque.
 */
export function contrastRatio(foreground: string | Rgba, background: string | Rgba): number {
  const back = typeof background === 'string' ? parseColor(background) : background;
  if (back.a !== 1) throw new Error('The background of a contrast check must be opaque: composite it first');
  const front = composite(typeof foreground === 'string' ? parseColor(foreground) : foreground, back);
  const [lighter, darker] = [relativeLuminance(front), relativeLuminance(back)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}
