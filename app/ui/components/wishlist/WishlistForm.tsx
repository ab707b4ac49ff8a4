import {useFetcher, useLocation, type FetcherWithComponents} from '@remix-run/react';
import {useEffect, type ReactNode} from 'react';
import {useWishlistModals} from '~/ui/hooks/wishlist';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import type {WishlistOutcome} from '~/features/wishlist/outcome';

/**
 * A wishlist form (remove, remove all, change variant, sign out) posting to
 * /wishlist. Without JavaScript it names this page to come back to (303 and a
 * notice); with it, a fetcher sends it and the page revalidates.
 */
export function WishlistForm({
  intent,
  fields = {},
  className,
  children,
}: {
  intent: string;
  fields?: Record<string, string>;
  className?: string;
  children: (fetcher: FetcherWithComponents<WishlistOutcome>) => ReactNode;
}) {
  const fetcher = useFetcher<WishlistOutcome>();
  const hydrated = useHydrated();
  const {pathname, search} = useLocation();
  const {notify} = useWishlistModals();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) notify(answer);
  }, [answer, notify]);
  return (
    <fetcher.Form method="post" action="/wishlist" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? null : <input type="hidden" name="returnTo" value={`${pathname}${search}`} />}
      {children(fetcher)}
    </fetcher.Form>
  );
}
