/**
 * The browser build's "shell" chunk: every module the root route and the client entry load statically (React,
 * Remix, Hydrogen's analytics, the header, footer and layout) goes into one file, since every page loads all of
 * it anyway. One file compresses better than the ~20 small shared chunks Rollup would otherwise cut it into
 * (about 8 kB gzip less per page) and is one request instead of many. Route modules and what only routes use
 * keep Rollup's own chunking, so a page still loads only its routes' code.
 */
import type {Rollup} from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;

const ROOT_ROUTE = /\/app\/root\.tsx\?__remix-build-client-route$/;
const CLIENT_ENTRY = /\/entry\.client\.[jt]sx?$/;
/**
 * Modules the shell reaches only through a package index's re-exports and uses nothing of, which code loaded on
 * demand does use: each gets a chunk of its own, which only that code imports. (Left unassigned, Rollup would
 * pull it into the shell with the index that re-exports it, and every page would load it.) Hydrogen's ModelViewer
 * is the product gallery's 3D view's (app/ui/components/product/ModelView.tsx).
 */
const ON_DEMAND: readonly [RegExp, string][] = [[/\/@shopify\/hydrogen-react\/dist\/[^/]+\/ModelViewer\.mjs$/, 'ModelViewer']];

export function shellChunk(name = 'shell') {
  let shell: Set<string> | null = null;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    shell ??= staticallyLoadedByShell(meta);
    const onDemand = ON_DEMAND.find(([pattern]) => pattern.test(id));
    if (onDemand) return onDemand[1];
    return shell.has(id) ? name : undefined;
  };
}

/** Modules reachable by static imports from the root route or the client entry (the entries themselves excluded). */
function staticallyLoadedByShell({getModuleIds, getModuleInfo}: ManualChunkMeta): Set<string> {
  const entries = [...getModuleIds()].filter((id) => ROOT_ROUTE.test(id) || CLIENT_ENTRY.test(id));
  const seen = new Set<string>();
  const pending = entries.flatMap((id) => getModuleInfo(id)?.importedIds ?? []);
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info || info.isEntry) continue;
    seen.add(id);
    pending.push(...info.importedIds);
  }
  return seen;
}
