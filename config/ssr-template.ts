/**
 * The page template: Docusaurus's own, except for how the app's scripts load.
 *
 * Docusaurus puts them in the head with `defer`, so on a slow connection they
 * download alongside the stylesheet and the page's text waits for the share
 * of bandwidth they take. Here a small inline script starts them once the
 * browser reports the first contentful paint: the page paints from HTML and
 * CSS alone, then the scripts arrive and hydrate it. `async = false` keeps
 * them in order (the runtime before the main bundle).
 *
 * A page that is not on screen paints nothing and reports no paint, so it
 * starts them at once, or when it is hidden; a browser without paint timing
 * waits one frame instead. The timer is a last resort for a visible page
 * whose paint is never reported: it is not what normally starts them, so a
 * slow first paint on a busy machine still comes first.
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
    <script>(function(){var started=false;function start(){if(started)return;started=true;<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>.forEach(function(src){var element=document.createElement("script");element.src=src;element.async=false;document.head.appendChild(element)})}if(document.visibilityState!=="visible"){start();return}document.addEventListener("visibilitychange",start);setTimeout(start,5000);var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("paint")<0){requestAnimationFrame(function(){setTimeout(start,0)});return}new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})})()</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
