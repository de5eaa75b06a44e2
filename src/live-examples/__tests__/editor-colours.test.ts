import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, composite, contrastRatio, parseColor } from '../../../config/contrast';
import {
  ACTIVE_GUTTER_BAND,
  ACTIVE_LINE_BAND,
  EDITOR_BACKGROUND,
  EDITOR_GUTTER_TEXT,
  EDITOR_TEXT,
  TOKEN_COLOURS,
} from '../runner/editor-colours';

/*
 * The end-to-end scans read the editor of one example in each colour mode; the
 * others' code shows other tokens. Every colour the editor can paint text in is
 * checked here instead, on both backgrounds a line can have.
 */
const background = parseColor(EDITOR_BACKGROUND);
const activeLine = composite(parseColor(ACTIVE_LINE_BAND), background);
const textColours = [['plain text', EDITOR_TEXT], ...Object.entries(TOKEN_COLOURS)];

describe('live editor colours', () => {
  it.each(textColours)('keeps %s at AA contrast on the editor and on the active line', (_, colour) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(colour, activeLine)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('keeps line numbers at AA contrast, the current one included', () => {
    expect(contrastRatio(EDITOR_GUTTER_TEXT, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    const activeGutter = composite(parseColor(ACTIVE_GUTTER_BAND), background);
    expect(contrastRatio(EDITOR_GUTTER_TEXT, activeGutter)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('would catch a token colour too dark for the background', () => {
    expect(contrastRatio('#6a6f80', background)).toBeLessThan(AA_NORMAL_TEXT);
  });
});
