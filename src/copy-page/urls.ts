/**
 * Where a doc page's Markdown lives: the permalink plus `.md`, or `index.md`
 * for a permalink ending in `/`. The build writes it there with this same
 * function (plugins/markdown-export/llms.ts): build code may import pure
 * browser code, never the reverse.
 */
export function markdownPathOf(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}

/** The absolute URL of a site path on the public site, e.g. for a chat assistant to read. */
export function absoluteSiteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** What we ask an assistant when a reader opens the page in one. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask you questions about it.`;
}

/** A new ChatGPT conversation that starts with the prompt. */
export function chatGptUrl(markdownUrl: string): string {
  return `https://chatgpt.com/?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}

/** A new Claude conversation that starts with the prompt. */
export function claudeUrl(markdownUrl: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}
