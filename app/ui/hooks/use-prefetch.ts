import {useSyncExternalStore} from 'react';
import {prefetchFor, type ConnectionInfo, type PrefetchBehavior} from '~/ui/browser/prefetch';

type NetworkConnection = ConnectionInfo & EventTarget;

function connection(): NetworkConnection | undefined {
  return (navigator as Navigator & {connection?: NetworkConnection}).connection;
}

function subscribe(onChange: () => void): () => void {
  const current = connection();
  current?.addEventListener?.('change', onChange);
  return () => current?.removeEventListener?.('change', onChange);
}

/**
 * Whether links may prefetch on this connection. A boolean, and true where nothing is known (the server's
 * answer too): on most connections the browser's snapshot equals the server's, so hydration does not force
 * a synchronous re-render of every prefetching link and tile, as a raw connection snapshot did.
 */
function prefetchAllowed(): boolean {
  return prefetchFor('intent', connection()) !== 'none';
}

const onServer = () => true;

/**
 * The `prefetch` for a <Link>: what it asks for, or 'none' on 2g or with
 * data saver on (~/lib/prefetch). Every prefetching link goes through this.
 */
export function usePrefetch(wanted: PrefetchBehavior = 'intent'): PrefetchBehavior {
  return useSyncExternalStore(subscribe, prefetchAllowed, onServer) ? wanted : 'none';
}
