import {useContext, useState} from 'react';
import {UNSAFE_RemixContext, useMatches} from '@remix-run/react';

interface ModuleManifest {
  entry: {module: string; imports: string[]};
  routes: Record<string, {module: string; imports?: string[]} | undefined>;
}

/**
 * The scripts the first render hydrates with, as Remix's `<Scripts>` preloads them: the entry and its
 * imports, then each matched route's imports and module, without repeats.
 */
export function hydrationModuleHrefs(manifest: ModuleManifest, routeIds: readonly string[]): string[] {
  const hrefs = [manifest.entry.module, ...manifest.entry.imports];
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (route) hrefs.push(...(route.imports ?? []), route.module);
  }
  return [...new Set(hrefs)];
}

/**
 * Every page is whole and usable without JavaScript, so the hydration scripts should not compete with the
 * stylesheet and the page's main image for a slow connection. These low-priority preloads come first in
 * the head; the browser fetches each module once, so `<Scripts>`' own preloads later in the body reuse
 * these requests instead of raising them to high priority. Worked out once: the list is the first
 * render's (server and hydration alike), and later navigations load their modules through Remix.
 */
export function LowPriorityModulePreloads() {
  const remix = useContext(UNSAFE_RemixContext);
  const matches = useMatches();
  const [hrefs] = useState(() =>
    remix ? hydrationModuleHrefs(remix.manifest, matches.map((match) => match.id)) : [],
  );
  return (
    <>
      {hrefs.map((href) => (
        // React 18 does not know fetchPriority yet; the lowercase attribute reaches the browser.
        <link key={href} rel="modulepreload" href={href} {...{fetchpriority: 'low'}} />
      ))}
    </>
  );
}
