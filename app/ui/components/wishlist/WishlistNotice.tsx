import {useEffect, useState} from 'react';
import {WISHLIST_NOTIFICATION_MS} from '~/domain/wishlist';
import {useWishlistModals} from '~/ui/hooks/wishlist';
import type {WishlistOutcome} from '~/features/wishlist/outcome';
import {NoticeBanner} from '~/ui/components/common/NoticeBanner';

const SIGN_IN_STEPS = new Set(['sign-in', 'sign-up', 'verify-code', 'resend-code', 'cancel-code']);

/**
 * The notification after a wishlist change (it clears after 5 s):
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
  // The steps of signing in show their own messages: only the sign-in itself is a notification.
  if (!shown || (shown.intent !== undefined && SIGN_IN_STEPS.has(shown.intent) && !(shown.ok && shown.next))) return null;
  return <NoticeBanner ok={shown.ok} message={shown.message} testId="wishlist-notice" />;
}
