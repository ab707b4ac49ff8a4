/**
 * Every request has one budget for all its upstream calls, so no page waits
 * on a failing service longer than this, however many calls it makes in a row
 * (each call also has its own, shorter limit). A shopper gets the page's
 * fallback well before 5 seconds.
 */
export const REQUEST_DEADLINE_MS = 4_500;

/** Settles with `work`, or rejects with the deadline's reason once it passes. */
export function withinDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  if (deadline.aborted) return Promise.reject(deadline.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.reason);
    deadline.addEventListener('abort', onAbort, {once: true});
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', onAbort));
  });
}

/** Wraps a Storefront client's calls in the request's deadline (Hydrogen's client takes no signal). */
export function boundStorefrontCalls<S extends {query: unknown; mutate: unknown}>(storefront: S, deadline: AbortSignal): void {
  const query = storefront.query as (...args: unknown[]) => Promise<unknown>;
  const mutate = storefront.mutate as (...args: unknown[]) => Promise<unknown>;
  storefront.query = ((...args: unknown[]) => withinDeadline(query.apply(storefront, args), deadline)) as S['query'];
  storefront.mutate = ((...args: unknown[]) => withinDeadline(mutate.apply(storefront, args), deadline)) as S['mutate'];
}
