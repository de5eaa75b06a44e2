import { describe, expect, it } from 'vitest';
import config from '../../../docusaurus.config';
import { drawDiagrams } from '../draw';
import { mermaidSetup } from '../index';

const setup = mermaidSetup(config.themeConfig as Parameters<typeof mermaidSetup>[0]);

describe('mermaidSetup', () => {
  it("takes the site's themes and options", () => {
    expect(setup.themes).toEqual({ light: 'neutral', dark: 'dark' });
    expect(setup.options).toHaveProperty('flowchart');
  });
});

describe('drawDiagrams', () => {
  it('draws each diagram in both colour modes as SVG that parses the same as XML and as HTML, and reports a broken one', async () => {
    const { drawings, failures } = await drawDiagrams(
      [
        { key: 'good', source: 'flowchart TD\n  accTitle: Two steps\n  a["first<br/>line"] --> b', place: 'good.md:1' },
        { key: 'broken', source: 'flowchart TD\n  a -->', place: 'broken.md:7' },
      ],
      setup,
    );
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^broken\.md:7: /);
    const drawing = drawings.get('good')!;
    expect(drawing.width).toBeGreaterThan(10);
    expect(drawing.height).toBeGreaterThan(drawing.width);
    const viewBox = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(drawing.svg.light)!;
    expect([Math.ceil(Number(viewBox[3])), Math.ceil(Number(viewBox[4]))]).toEqual([drawing.width, drawing.height]);
    expect(drawing.svg.light).toMatch(/^<svg [^>]*id="diagram-good-light"/);
    expect(drawing.svg.dark).toMatch(/^<svg [^>]*id="diagram-good-dark"/);
    expect(drawing.svg.light).toContain('Two steps');
    // The light and dark drawings differ in colour only: one size serves both.
    expect(drawing.svg.light).not.toBe(drawing.svg.dark);
    const shape = (svg: string, mode: string) =>
      svg
        .replace(/<style>[\s\S]*?<\/style>/, '')
        .replaceAll(`-${mode}`, '')
        .replace(/(flood|stop)-color="[^"]*"/g, '');
    expect(shape(drawing.svg.light, 'light')).toBe(shape(drawing.svg.dark, 'dark'));
    expect(drawing.svg.light).not.toMatch(/<br>/);
    expect(drawing.svg.light).toMatch(/<br [^>]*\/>/);
    expect(drawings.has('broken')).toBe(false);
  }, 60_000);
});
