import {useFetcher, useLocation} from '@remix-run/react';
import {useEffect} from 'react';
import type {WishlistOrigin} from '~/domain/wishlist';
import {toLegacyId} from '~/domain/gid';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {useWishlistModals, useWishlistSummary} from '~/ui/hooks/wishlist';
import {CURRENCY, STORE_EVENTS, usePublishStoreEvent} from '~/ui/analytics/events';
import type {WishlistOutcome} from '~/features/wishlist/outcome';

interface HeartButtonProps {
  product: {id: string; title: string};
  variantId: string | null;
  price: number;
  origin: WishlistOrigin;
  className?: string;
}

/**
 * Adds a product to the wishlist or takes it out; filled when it is in. A
 * real form posting to /wishlist (it comes back to this page without
 * JavaScript). Signed out, with JavaScript it opens the login modal with the
 * product waiting; without, the action sends the shopper to sign in first.
 */
export function HeartButton({product, variantId, price, origin, className = ''}: HeartButtonProps) {
  const fetcher = useFetcher<WishlistOutcome>();
  const hydrated = useHydrated();
  const {pathname, search} = useLocation();
  const summary = useWishlistSummary();
  const modals = useWishlistModals();
  const publish = usePublishStoreEvent();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) modals.notify(answer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [answer]);
  const productId = toLegacyId(product.id);
  const variant = toLegacyId(variantId);
  if (!productId || !variant) return null;

  const saved = summary.productIds.includes(productId);
  // Shown as it will be while the change is on its way.
  const filled = fetcher.formData ? !saved : saved;
  const label = filled ? `Remove ${product.title} from your wishlist` : `Add ${product.title} to your wishlist`;

  return (
    <fetcher.Form
      method="post"
      action="/wishlist"
      className={className}
      onSubmit={(event) => {
        if (summary.signedIn) {
          if (!saved) {
            publish(STORE_EVENTS.addToWishlist, {
              currency: CURRENCY,
              value: price,
              item: {id: product.id, sku: null, title: product.title, price},
            });
          }
          return;
        }
        event.preventDefault();
        modals.open('LOGIN_MODAL', origin, {productId, variantId: variant, title: product.title, price});
      }}
    >
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="variantId" value={variant} />
      <input type="hidden" name="origin" value={origin} />
      {hydrated ? null : <input type="hidden" name="returnTo" value={`${pathname}${search}`} />}
      <button
        type="submit"
        aria-pressed={filled}
        aria-label={label}
        title={label}
        className="flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white focus-visible:outline focus-visible:outline-2"
        data-testid="wishlist-heart"
      >
        {/* Outline or filled by the button's aria-pressed (.heart-icon in app.css). */}
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="heart-icon">
          <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.4 5 6.9 5c2 0 3.4 1.1 4.1 2.3h2C13.7 6.1 15.1 5 17.1 5c3.5 0 5.7 3.6 4.4 6.8C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </fetcher.Form>
  );
}
