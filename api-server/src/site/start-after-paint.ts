// On a page drawn here the text is readable before any script runs, so the page's scripts wait until
// the browser has shown it: their downloads then do not share a slow line with the HTML and CSS, and
// their work (the federation runtime, React, the hydration) never holds back the first paint on a slow
// phone (docs/server-rendering.md#the-scripts-start-after-the-first-paint).
//
// The first response still names every file: their preload hints are in a <template>, which the
// browser parses but does not fetch, and which the inline script below puts into <head> after the
// paint, so they all download at once, then. That script is a few bytes with one fixed text, allowed
// by its hash in the CSP (plugins/security-headers.ts); it reads the shell's entry from its own data-src.
import { createHash } from 'node:crypto';

const AFTER_PAINT_ID = 'after-paint';

/**
 * Starts when the browser reports the page's first contentful paint: the time it reaches the screen,
 * which comes a frame or more after the main thread painted it. A browser without paint timing waits
 * two frames. A hidden tab paints nothing, so it starts at once there, or when the tab is hidden first.
 *
 * It also keeps a press that comes before the scripts: a button drawn with `data-early-press` that is
 * pressed goes into `window.__hirobaEarlyPresses`, and as it is taken over it takes itself out and
 * does the press (shared-ui's useEarlyPress). The page is not changed, so hydration finds it as drawn.
 */
export const START_AFTER_PAINT_SCRIPT =
  '(function(){var s=document.currentScript.getAttribute("data-src"),d=0,P=window.PerformanceObserver;' +
  'var p=window.__hirobaEarlyPresses=[];document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-early-press]");if(b&&p.indexOf(b)==-1)p.push(b)},true);' +
  `function go(){if(d)return;d=1;var t=document.getElementById("${AFTER_PAINT_ID}");if(t)document.head.appendChild(t.content);` +
  'var e=document.createElement("script");e.src=s;document.head.appendChild(e)}' +
  'if(document.hidden)return go();document.addEventListener("visibilitychange",go,{once:true});' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
  'new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})();';

/** The CSP source that allows exactly this script. */
export const START_AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;

/** Tags (already escaped) that START_AFTER_PAINT_SCRIPT puts into <head> after the first paint. */
export function afterPaint(tags: string[]): string {
  return `<template id="${AFTER_PAINT_ID}">${tags.join('')}</template>`;
}

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/i;

/** The shell's index.html with its entry script started after the first paint (unchanged when it has none). */
export function startAfterPaint(html: string): string {
  return html.replace(ENTRY_SCRIPT, (_, src: string) => `<script data-src="${src}">${START_AFTER_PAINT_SCRIPT}</script>`);
}
