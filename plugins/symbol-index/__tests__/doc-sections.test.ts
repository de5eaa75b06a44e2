import { describe, expect, it } from 'vitest';
import { placeExport, placeOption } from '../build';
import { readDocPage, urlOfDocFile } from '../doc-sections';

const PAGE = `---
id: thing
---

# createThing

Creates a thing.

## Options

| Option | Type | Default |
| --- | --- | --- |
| \`timeout\` | \`number\` | \`60\` |
| \`retries\` | \`number\` | — |

### \`timeout\`

How long to wait, in seconds. Default: \`60\`.

## Endpoint definitions

### \`timeout\` on an endpoint

Overrides \`timeout\`.

- \`retries\`: how often to try again. Defaults to \`3\`.

## Notes {#notes-and-pitfalls}

## Options
`;

const page = readDocPage('api/createThing.md', PAGE);

describe('reading a docs page', () => {
  it('computes anchors like Docusaurus: slugs, duplicates numbered, explicit ids kept', () => {
    expect(urlOfDocFile('rtk-query/api/createApi.md')).toBe('/rtk-query/api/createApi');
    expect(page.title).toBe('createThing');
    expect(page.headings.map((heading) => heading.anchor)).toEqual([
      'options',
      'timeout',
      'endpoint-definitions',
      'timeout-on-an-endpoint',
      'notes-and-pitfalls',
      'options-1',
    ]);
    expect(page.headings[1]).toMatchObject({ parent: 0, default: '60', summary: 'How long to wait, in seconds.' });
  });

  it('reads defaults from a Default column and from "Defaults to" in list items', () => {
    expect(page.mentions.filter((mention) => mention.via === 'table')).toEqual([
      { name: 'timeout', heading: 0, via: 'table', default: '60' },
      { name: 'retries', heading: 0, via: 'table' },
    ]);
    expect(page.mentions.find((mention) => mention.via === 'list')).toMatchObject({ name: 'retries', default: '3' });
  });

  it('places an option in its own surface section first', () => {
    expect(placeOption('timeout', page, /^options$/i).url).toBe('/api/createThing#timeout');
    expect(placeOption('timeout', page, /^endpoint definitions$/i).url).toBe('/api/createThing#timeout-on-an-endpoint');
    expect(placeOption('retries', page, /^endpoint definitions$/i)).toMatchObject({
      url: '/api/createThing#timeout-on-an-endpoint',
      default: '3',
    });
    expect(placeOption('unknown', page, /^options$/i).url).toBe('/api/createThing#options');
  });

  it('places an export on the page titled with it, else on a heading naming it, else nowhere', () => {
    expect(placeExport('createThing', [page])?.url).toBe('/api/createThing');
    expect(placeExport('timeout', [page])?.url).toBe('/api/createThing#timeout');
    expect(placeExport('missing', [page])).toBeUndefined();
  });
});
