import {useEffect, useState} from 'react';
import {WISHLIST_NOTIFICATION_MS} from '~/domain/wishlist';
import {useWishlistModals} from '~/hooks/wishlist';
import type {WishlistOutcome} from '~/wishlist/outcome';

/**
 * The notification after a wishlist change (spec §9: it clears after 5 s):
 * the outcome flashed by a no-JS post, or the latest fetcher answer.
 */
export function WishlistNotice({flashed}: {flashed: WishlistOutcome | null | undefined}) {
  const {notice} = useWishlistModals();
  const latest = notice ?? flashed ?? null;
  const [shown, setShown] = useState(latest);
  useEffect(() => {
    setShown(latest);
    if (!latest) return;
    const timer = setTimeout(() => setShown(null), WISHLIST_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [latest]);
  // Sign-in and sign-up failures show in their own forms.
  if (!shown || ((shown.intent === 'sign-in' || shown.intent === 'sign-up') && !shown.ok)) return null;
  return (
    <div
      role={shown.ok ? 'status' : 'alert'}
      className={`container-page mt-4 rounded border px-4 py-3 text-sm ${
        shown.ok ? 'border-green-700 bg-green-50 text-green-900' : 'border-sale bg-red-50 text-sale'
      }`}
      data-testid="wishlist-notice"
    >
      {shown.message}
    </div>
  );
}
