import {Link, useLocation, useNavigate, useRevalidator} from '@remix-run/react';
import {BRAND} from '~/config/brand';
import {LOGIN_TITLE} from '~/domain/wishlist';
import {useWishlistModals} from '~/ui/hooks/wishlist';
import {CURRENCY, STORE_EVENTS, usePublishStoreEvent} from '~/ui/analytics/events';
import type {WishlistOutcome} from '~/features/wishlist/outcome';
import {Modal} from '~/ui/components/common/Modal';
import {SignInForm} from './SignInForm';

/**
 * The wishlist's modals (loaded by WishlistModals the first time one opens): LOGIN_MODAL, WISHLIST_ADD_MODAL,
 * MEMBERSHIP_MODAL, one at a time, in the default layout. After a sign-in
 * the origin decides: HEADER goes to /wishlist (refreshing it if already
 * there), PDP and BUNDLE_PRODUCT have had the product added and close,
 * PRODUCT_TILE opens the add modal with the product.
 */
export default function WishlistDialogs() {
  const {modal, origin, pending, open, close} = useWishlistModals();
  const navigate = useNavigate();
  const {pathname} = useLocation();
  const revalidator = useRevalidator();
  const publish = usePublishStoreEvent();

  const signedIn = (outcome: WishlistOutcome) => {
    if (outcome.added) {
      publish(STORE_EVENTS.addToWishlist, {
        currency: CURRENCY,
        value: outcome.added.price,
        item: {id: outcome.added.productId, sku: null, title: outcome.added.title, price: outcome.added.price},
      });
    }
    switch (outcome.next?.kind) {
      case 'go-to-wishlist':
        close();
        if (pathname === '/wishlist') revalidator.revalidate();
        else navigate('/wishlist');
        return;
      case 'open-add-modal':
        open('WISHLIST_ADD_MODAL', origin, pending);
        return;
      default:
        close();
    }
  };

  return (
    <>
      <Modal open={modal === 'LOGIN_MODAL'} title={LOGIN_TITLE} onClose={close} testId="wishlist-login-modal">
        <SignInForm origin={origin} pending={pending} onSignedIn={signedIn} onJoin={() => open('MEMBERSHIP_MODAL', origin, pending)} />
      </Modal>
      <Modal open={modal === 'WISHLIST_ADD_MODAL'} title="Added to your wishlist" onClose={close} testId="wishlist-add-modal">
        <p>{pending ? `${pending.title} is in your wishlist.` : 'Your wishlist is updated.'}</p>
        <div className="mt-6 flex gap-3">
          <Link to="/wishlist" className="btn-primary" onClick={close}>
            View wishlist
          </Link>
          <button type="button" className="btn-secondary" onClick={close}>
            Continue shopping
          </button>
        </div>
      </Modal>
      <Modal open={modal === 'MEMBERSHIP_MODAL'} title={`Become a ${BRAND.name} Member`} onClose={close} testId="wishlist-membership-modal">
        <p>Members keep a wishlist, get member prices and discounted delivery on orders over $999. Joining is free.</p>
        <Link to="/become-a-member" className="btn-primary mt-6" onClick={close}>
          Join Now
        </Link>
      </Modal>
    </>
  );
}
