/**
 * A failed page-chunk load triggers one full reload, at most once per 60
 * seconds. The decision is pure; the browser wiring is in NavigationEffects.
 */
export const CHUNK_RELOAD_STORAGE_KEY = 'chunkReloadAt';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk [\w-]+ failed/i,
];

export function isChunkLoadError(message: unknown): boolean {
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export function shouldReloadForChunkError(
  lastReloadAt: number | null,
  now: number,
  guardMs: number,
): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= guardMs;
}
