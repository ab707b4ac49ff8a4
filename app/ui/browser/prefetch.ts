/**
 * Prefetch is skipped on 2g or data-saver connections, so a slow connection
 * is not spent on pages the shopper may not open. What a link's `prefetch`
 * should be, given the Network Information API's view of the connection
 * (Chromium only; elsewhere nothing is known and the link's own wish stands).
 */
export type PrefetchBehavior = 'intent' | 'render' | 'viewport' | 'none';

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = new Set(['slow-2g', '2g']);

export function prefetchFor(wanted: PrefetchBehavior, connection: ConnectionInfo | null | undefined): PrefetchBehavior {
  if (!connection) return wanted;
  if (connection.saveData === true) return 'none';
  if (connection.effectiveType && SLOW_CONNECTIONS.has(connection.effectiveType)) return 'none';
  return wanted;
}
