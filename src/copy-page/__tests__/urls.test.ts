import { describe, expect, it } from 'vitest';
import { absoluteSiteUrl, assistantPrompt, chatGptUrl, claudeUrl, markdownPathOf } from '../urls';

describe('copy-page URLs', () => {
  it('puts the Markdown next to the page', () => {
    expect(markdownPathOf('/api/createSlice')).toBe('/api/createSlice.md');
    expect(markdownPathOf('/rtk-query/')).toBe('/rtk-query/index.md');
  });

  it('makes absolute URLs on the public site, with or without a trailing slash in its URL', () => {
    expect(absoluteSiteUrl('https://redux-toolkit.js.org', '/api/createSlice.md')).toBe(
      'https://redux-toolkit.js.org/api/createSlice.md',
    );
    expect(absoluteSiteUrl('https://example.org/docs/', '/docs/a.md')).toBe('https://example.org/docs/a.md');
  });

  it('asks the assistants to read the Markdown URL, encoded as one query parameter', () => {
    const url = 'https://redux-toolkit.js.org/api/createSlice.md';
    const chat = new URL(chatGptUrl(url));
    expect(chat.origin + chat.pathname).toBe('https://chatgpt.com/');
    expect(chat.searchParams.get('q')).toBe(assistantPrompt(url));
    expect(chatGptUrl(url)).toContain(encodeURIComponent(url));
    const claude = new URL(claudeUrl(url));
    expect(claude.origin + claude.pathname).toBe('https://claude.ai/new');
    expect(claude.searchParams.get('q')).toContain(url);
    expect(claude.searchParams.get('q')).toMatch(/questions/);
  });
});
