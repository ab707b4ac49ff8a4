import {Link} from '@remix-run/react';
import {useEffect, useId, useState} from 'react';
import {ADDED_TO_BAG_CLOSE_MS} from '~/config/ui';
import type {ImageRef} from '~/domain/types';
import {ProductImage} from '~/ui/components/common/ProductImage';
import {BAG_ROUTE} from '~/ui/components/cart/BagForm';

/** What was just added, as the popup shows it. */
export interface AddedItem {
  title: string;
  /** The variant's options, e.g. 'Queen / Firm'; null for a product without options. */
  detail: string | null;
  image: ImageRef | null;
}

/** Tablets get the body's scrolling locked while the popup is open (the spec's rule); phones and desktops keep it. */
const TABLET = '(min-width: 768px) and (max-width: 1023.98px)';

/**
 * The added-to-bag popup: what went in, a link to the bag and a way back to shopping. It closes itself after
 * pdp.addedToBagCloseTime, but never while the pointer or focus is in it, so nobody loses it mid-read; Escape and
 * its buttons close it too. Not modal and focus is not moved: the shopper's focus stays on Add to bag, and the form's
 * own status line ('Added to your bag.') is what screen readers hear.
 */
export function AddedToBagPopup({item, onClose}: {item: AddedItem; onClose: () => void}) {
  const headingId = useId();
  const [inUse, setInUse] = useState(false);

  useEffect(() => {
    if (inUse) return;
    const timer = setTimeout(onClose, ADDED_TO_BAG_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [inUse, onClose]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  useEffect(() => {
    if (!window.matchMedia(TABLET).matches) return;
    const {overflow} = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={headingId}
      data-testid="added-to-bag-popup"
      className="fixed inset-x-4 top-24 z-50 rounded-lg border border-neutral-200 bg-white p-4 shadow-xl sm:left-auto sm:w-96"
      onPointerEnter={() => setInUse(true)}
      onPointerLeave={() => setInUse(false)}
      onFocus={() => setInUse(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setInUse(false);
      }}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-brand">
          Added to your bag
        </h2>
        <button type="button" onClick={onClose} aria-label="Close" className="px-2 text-xl leading-none">
          ×
        </button>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <ProductImage image={item.image} alt="" sizes="64px" maxWidth={240} className="h-16 w-16 rounded object-cover" />
        <p className="text-sm">
          <span className="font-semibold">{item.title}</span>
          {item.detail ? <span className="block text-neutral-600">{item.detail}</span> : null}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={BAG_ROUTE} className="btn-primary" onClick={onClose}>
          View bag
        </Link>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Continue shopping
        </button>
      </div>
    </div>
  );
}
