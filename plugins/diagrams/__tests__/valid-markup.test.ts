import { describe, expect, it } from 'vitest';
import { validMarkup } from '../valid-markup';

const svg = (style: string, body: string) =>
  `<svg id="d-light" xmlns="http://www.w3.org/2000/svg"><style>${style}</style><g>${body}</g></svg>`;

describe('validMarkup', () => {
  it('turns label paragraphs into block-level spans and points Mermaid’s p rules at them', () => {
    const out = validMarkup(
      svg(
        '#d-light p{margin:0;}#d-light .edgeLabel p{background-color:white;}#d-light .icon-shape p,#d-light .image-shape p{padding:2px;}',
        '<span class="edgeLabel"><p>yes<br/>no</p></span><path d="M0 0"/>',
      ),
      'd-light',
    );
    expect(out).toContain('<span class="edgeLabel"><span class="label-text">yes<br/>no</span></span>');
    expect(out).toContain('<path d="M0 0"/>');
    expect(out).toContain('#d-light span.label-text{margin:0;}');
    expect(out).toContain('#d-light .edgeLabel span.label-text{background-color:white;}');
    expect(out).toContain('#d-light .icon-shape span.label-text,#d-light .image-shape span.label-text{padding:2px;}');
    expect(out).toContain('#d-light span.label-text{display:block;}');
    expect(out).not.toMatch(/<p[\s>]|<\/p>/);
  });

  it('leaves declarations, keyframes and other selectors alone', () => {
    const css =
      "#d-light{font-family:'Segoe UI',p,sans-serif;}@keyframes dash{to{stroke-dashoffset:0;}}#d-light .label text,#d-light span{fill:#000;}#d-light .path{stroke:red;}";
    const out = validMarkup(svg(css, ''), 'd-light');
    expect(out).toContain(`<style>${css}#d-light span.label-text{display:block;}</style>`);
  });

  it('keeps a paragraph’s own class, and drops width and height from circles only', () => {
    const out = validMarkup(
      svg(
        '',
        '<p class="x">a</p><circle class="state-start" r="7" width="14" height="14"/><rect width="4" height="2"/>',
      ),
      'd-light',
    );
    expect(out).toContain('<span class="label-text x">a</span>');
    expect(out).toContain('<circle class="state-start" r="7"/>');
    expect(out).toContain('<rect width="4" height="2"/>');
  });
});
