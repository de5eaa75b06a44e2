import { afterFirstPaint } from './after-first-paint';
import { drawArticleAbove } from './draw-article-above';

/**
 * The page template: Docusaurus's own, except for how the app's scripts load.
 *
 * Docusaurus puts them in the head with `defer`, so on a slow connection they
 * download alongside the stylesheet and the page's text waits for the share
 * of bandwidth they take. Here a small inline script starts them once the
 * browser reports the first contentful paint: the page paints from HTML and
 * CSS alone, then the scripts arrive and hydrate it. `async = false` keeps
 * them in order (the runtime before the main bundle). Before it, another
 * draws the article's blocks above the screen whenever the page scrolls
 * before the app has drawn them (config/draw-article-above.ts).
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>${drawArticleAbove}</script>
    <script>${afterFirstPaint(
      '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>.forEach(function(src){var element=document.createElement("script");element.src=src;element.async=false;document.head.appendChild(element)})',
    )}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
