import {useContext, useState} from 'react';
import {UNSAFE_RemixContext, useMatches} from '@remix-run/react';
import {ownEntry} from '~/domain/own-entry';

interface ModuleManifest {
  entry: {module: string; imports: string[]};
  routes: Record<string, {module: string; imports?: string[]} | undefined>;
}

/**
 * The scripts the first render hydrates with, as Remix's `<Scripts>` would preload them: the entry and its
 * imports, then each matched route's imports and module, without repeats.
 */
export function hydrationModuleHrefs(manifest: ModuleManifest, routeIds: readonly string[]): string[] {
  const hrefs = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const route = ownEntry(manifest.routes, id);
    if (route) hrefs.push(...(route.imports ?? []), route.module);
  }
  return [...new Set(hrefs)];
}

/**
 * The inline script that preloads `hrefs` once the page has painted (its first contentful paint), or at
 * `load` if that comes first (a tab in the background paints nothing). Plain ES5, as it runs before any module.
 */
export function preloadAfterPaintScript(hrefs: readonly string[]): string {
  return (
    '(function(hrefs){var done=false;function preload(){if(done)return;done=true;' +
    "hrefs.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link);});}" +
    "try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();preload();}})" +
    ".observe({type:'paint',buffered:true});}catch(error){}" +
    "addEventListener('load',preload);})(" +
    // `<` escaped so an href can never close the script element.
    JSON.stringify(hrefs).replace(/</g, '\\u003c') +
    ');'
  );
}

/**
 * Every page is whole and usable without JavaScript, so the hydration scripts wait for the first paint:
 * Remix's `<Scripts>` no longer writes modulepreload links into the document (patched, see
 * patches/@remix-run+react+2.17.5.patch), which the preload scanner fetched at once, alongside the
 * stylesheet and the page's main image. Its inline module script still asks for the route modules when
 * the parser reaches the end of the body; this script, placed just before it, preloads the whole module
 * graph (the shared chunks too, which would otherwise wait on their importers) after the page has painted.
 * Worked out once: the list is the first render's, and later navigations load their modules through Remix.
 */
export function ModulePreloadsAfterPaint({nonce}: {nonce?: string}) {
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  // Written by the server only: the browser hydrates the element as it is (its script has run by then), so
  // the script's text and the functions above stay out of the browser's bundle.
  const [script] = useState(() =>
    import.meta.env.SSR && remix
      ? preloadAfterPaintScript(hydrationModuleHrefs(remix.manifest, matches.map((match) => match.id)))
      : '',
  );
  // The browser hides a nonce from the DOM, and keeps the server's text of an element it hydrates.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{__html: script}} />;
}
