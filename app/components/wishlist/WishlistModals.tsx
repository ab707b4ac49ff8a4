import {useEffect, useState} from 'react';
import {useWishlistModals} from '~/hooks/wishlist';
import type WishlistDialogs from './WishlistDialogs';

type DialogsComponent = typeof WishlistDialogs;

/**
 * The wishlist's modals (spec: LOGIN_MODAL, WISHLIST_ADD_MODAL, MEMBERSHIP_MODAL). They only ever show after a
 * click (closed, they have no content, and without JavaScript none can open), so WishlistDialogs (with the sign-in
 * form) loads the first time one opens, not with every page; once loaded it stays mounted, so closing returns
 * focus where it was. Rendered only once loaded (no Suspense), so a navigation never waits on it.
 */
export function WishlistModals() {
  const {modal} = useWishlistModals();
  const [Dialogs, setDialogs] = useState<DialogsComponent | null>(null);
  const wanted = modal !== null;
  useEffect(() => {
    if (!wanted || Dialogs) return;
    let current = true;
    void import('./WishlistDialogs').then((module) => {
      if (current) setDialogs(() => module.default);
    });
    return () => {
      current = false;
    };
  }, [wanted, Dialogs]);
  return Dialogs ? <Dialogs /> : null;
}
