import {useEffect} from 'react';
import {useWishlistModals} from '~/ui/hooks/wishlist';
import {useOnDemandComponent} from '~/ui/hooks/use-on-demand-component';

/**
 * The wishlist's modals (LOGIN_MODAL, WISHLIST_ADD_MODAL, MEMBERSHIP_MODAL). They only ever show after a
 * click (closed, they have no content, and without JavaScript none can open), so WishlistDialogs (with the sign-in
 * form) loads the first time one opens, not with every page; once loaded it stays mounted, so closing returns
 * focus where it was. Rendered only once loaded (no Suspense), so a navigation never waits on it.
 */
export function WishlistModals() {
  const {modal} = useWishlistModals();
  const [Dialogs, loadDialogs] = useOnDemandComponent(() => import('./WishlistDialogs'));
  const wanted = modal !== null;
  useEffect(() => {
    if (wanted) loadDialogs();
  }, [wanted, loadDialogs]);
  return Dialogs ? <Dialogs /> : null;
}
