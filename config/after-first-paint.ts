/**
 * Inline JavaScript that runs `body` once the browser reports the page's first
 * contentful paint, so that what it starts (the app's scripts, the search page's
 * index) shares no bandwidth or main-thread time with what the page paints first,
 * and comes after that paint in a trace as well as on screen.
 *
 * A page that is not on screen paints nothing and reports no paint, so `body`
 * runs at once, or when the page is hidden; a browser without paint timing waits
 * one frame instead. The 5 s timer is a last resort for a visible page whose
 * paint is never reported, not what normally runs it: a slow first paint on a
 * busy machine still comes first.
 */
export function afterFirstPaint(body: string): string {
  return `(function(){var started=false;function start(){if(started)return;started=true;${body}}if(document.visibilityState!=="visible"){start();return}document.addEventListener("visibilitychange",start);setTimeout(start,5000);var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf("paint")<0){requestAnimationFrame(function(){setTimeout(start,0)});return}new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})})()`;
}
