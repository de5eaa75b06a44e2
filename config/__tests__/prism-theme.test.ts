import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../docusaurus.config';
import { AA_NORMAL_TEXT, composite, contrastRatio, parseColor, type Rgba } from '../contrast';
import { harbourNight } from '../prism-theme';

const background = parseColor(harbourNight.plain.backgroundColor ?? '');

/** The band behind highlighted lines, read from the site stylesheet so a change there is checked too. */
function highlightedLineBackground(): Rgba {
  const css = readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
  const band = /--docusaurus-highlighted-code-line-bg:\s*([^;]+);/.exec(css);
  if (!band) throw new Error('custom.css no longer sets --docusaurus-highlighted-code-line-bg');
  return composite(parseColor(band[1]), background);
}

/** Each token style's text colour as painted: its own colour or the plain one, with its opacity. */
const tokenColours = harbourNight.styles.map(({ types, style }) => {
  const colour = parseColor(style.color ?? harbourNight.plain.color ?? '');
  const opacity = typeof style.opacity === 'number' ? style.opacity : 1;
  return { name: types.join(', '), colour: { ...colour, a: colour.a * opacity } };
});

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#161a23', '#161a23')).toBe(1);
  });

  it('matches published reference values', () => {
    // WebAIM's checker: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#fff')).toBeLessThan(AA_NORMAL_TEXT);
  });

  it('is symmetric for opaque colours', () => {
    expect(contrastRatio('#5b3fb0', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#5b3fb0'), 10);
  });

  it('paints a translucent foreground over the background first', () => {
    expect(contrastRatio('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1);
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff'), 1);
  });

  it('rejects a translucent background and colours it cannot read', () => {
    expect(() => contrastRatio('#000', 'rgba(255, 255, 255, 0.5)')).toThrow(/opaque/);
    expect(() => parseColor('purple')).toThrow(/Unsupported colour "purple"/);
    expect(() => parseColor('rgb(300, 0, 0)')).toThrow(/out of range/);
  });
});

describe('harbourNight code theme', () => {
  it('keeps plain code text at AA contrast on the code background and on highlighted lines', () => {
    expect(contrastRatio(harbourNight.plain.color ?? '', background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(harbourNight.plain.color ?? '', highlightedLineBackground())).toBeGreaterThanOrEqual(
      AA_NORMAL_TEXT,
    );
  });

  it.each(tokenColours)('keeps "$name" tokens at AA contrast on the code background', ({ colour }) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it.each(tokenColours)('keeps "$name" tokens at AA contrast on highlighted lines', ({ colour }) => {
    expect(contrastRatio(colour, highlightedLineBackground())).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});

describe('announcement bar', () => {
  it('keeps its text at AA contrast on its background', () => {
    const bar = (siteConfig.themeConfig as { announcementBar?: { backgroundColor?: string; textColor?: string } })
      .announcementBar;
    expect(bar?.backgroundColor).toBeDefined();
    expect(bar?.textColor).toBeDefined();
    expect(contrastRatio(bar?.textColor ?? '', bar?.backgroundColor ?? '')).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });
});
