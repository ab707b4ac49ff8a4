import {useSyncExternalStore} from 'react';
import {prefetchFor, type ConnectionInfo, type PrefetchBehavior} from '~/lib/prefetch';

type NetworkConnection = ConnectionInfo & EventTarget;

function connection(): NetworkConnection | undefined {
  return (navigator as Navigator & {connection?: NetworkConnection}).connection;
}

function subscribe(onChange: () => void): () => void {
  const current = connection();
  current?.addEventListener?.('change', onChange);
  return () => current?.removeEventListener?.('change', onChange);
}

/** A string snapshot, so React compares it by value. */
function snapshot(): string {
  const current = connection();
  return current ? `${current.saveData === true}|${current.effectiveType ?? ''}` : '';
}

/**
 * The `prefetch` for a <Link>: what it asks for, or 'none' on 2g or with
 * data saver on (~/lib/prefetch). Every prefetching link goes through this.
 */
export function usePrefetch(wanted: PrefetchBehavior = 'intent'): PrefetchBehavior {
  const state = useSyncExternalStore(subscribe, snapshot, () => '');
  if (state === '') return wanted;
  const [saveData, effectiveType] = state.split('|');
  return prefetchFor(wanted, {saveData: saveData === 'true', effectiveType: effectiveType || undefined});
}
