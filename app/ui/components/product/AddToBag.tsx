import {Link, type FetcherWithComponents} from '@remix-run/react';
import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import type {ProductDetail, ProductVariantDetail} from '~/domain/types';
import type {BagOutcome} from '~/features/bag/outcome';
import {MAX_QUANTITY, MIN_QUANTITY} from '~/domain/bag-input';
import {BagForm, LineFormMessage, inertButtonProps, useLineFormResult} from '~/ui/components/cart/BagForm';
import {useCallback, useEffect, useState} from 'react';
import {useAddToBagOverride} from '~/ui/hooks/campaigns';
import {AddedToBagPopup, type AddedItem} from './AddedToBagPopup';
import {overrideLinkFor} from '~/domain/badges';

/**
 * Add the selected variant to the bag, as many as the shopper types. The
 * variant travels with the form so the bag count updates optimistically while
 * Shopify answers (by one: the typed quantity is a plain field, so it is sent
 * as typed even before the page hydrates, and the server applies it).
 *
 * A product tagged for a tag_base_add_to_cart rule (app settings) gets that
 * rule's button instead: a plain link, so it works without JS, naming the
 * product and variant so the page it opens (the bed builder) starts from them.
 */
export function AddToBag({
  product,
  variant,
}: {
  product: Pick<ProductDetail, 'id' | 'handle' | 'title' | 'tags'>;
  variant: ProductVariantDetail | null;
}) {
  const override = useAddToBagOverride(product.tags);
  const available = Boolean(variant?.availableForSale);
  if (override) {
    return (
      <div>
        <Link
          to={overrideLinkFor(override.link, {handle: product.handle, variantId: variant?.id ?? null})}
          className="btn-primary w-full md:w-auto"
          data-testid="add-to-bag-override"
        >
          {override.text}
        </Link>
      </div>
    );
  }
  if (!variant) return null;
  const selectedVariant = {
    id: variant.id,
    title: variant.title,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    selectedOptions: variant.selectedOptions,
    image: variant.image,
    product: {handle: product.handle, title: product.title, id: product.id},
  };
  return (
    <BagForm
      action={CartForm.ACTIONS.LinesAdd}
      inputs={{
        lines: [{merchandiseId: variant.id, quantity: 1, selectedVariant} as OptimisticCartLineInput],
      }}
    >
      {(fetcher) => (
        <>
          {available ? <QuantityField /> : null}
          <AddToBagControls
            fetcher={fetcher}
            target={variant.id}
            soldOut={!available}
            added={{
              title: product.title,
              detail: variant.title === 'Default Title' ? null : variant.title,
              image: variant.image,
            }}
          />
        </>
      )}
    </BagForm>
  );
}

/** How many to add. Uncontrolled, so what was typed before hydration is what posts. */
function QuantityField() {
  return (
    <div className="mb-3 flex items-center gap-3">
      <label htmlFor="add-quantity" className="text-sm font-semibold">
        Quantity
      </label>
      <input
        id="add-quantity"
        name="quantity"
        type="number"
        inputMode="numeric"
        min={MIN_QUANTITY}
        max={MAX_QUANTITY}
        step={1}
        required
        defaultValue={1}
        className="w-24 rounded border border-neutral-300 px-3 py-2"
      />
    </div>
  );
}

/**
 * An add form's button and its answer: 'added', how many when Shopify held
 * the quantity to its stock, or a refusal (product page, bed builder).
 * `target` is the add's (first) variant, which its no-JS notice names.
 * With `added`, a successful add (with JavaScript) also opens the
 * added-to-bag popup; without JavaScript the page comes back with the line.
 */
export function AddToBagControls({
  fetcher,
  target,
  soldOut = false,
  testId,
  added,
}: {
  fetcher: FetcherWithComponents<BagOutcome>;
  target: string;
  soldOut?: boolean;
  testId?: string;
  added?: AddedItem;
}) {
  const adding = fetcher.state !== 'idle';
  const result = useLineFormResult(fetcher, CartForm.ACTIONS.LinesAdd, target);
  const [popupOpen, setPopupOpen] = useState(false);
  const closePopup = useCallback(() => setPopupOpen(false), []);
  // Each answer is a new object: the popup opens once per successful add.
  const answer = fetcher.data;
  useEffect(() => {
    if (answer?.ok) setPopupOpen(true);
  }, [answer]);
  return (
    <div>
      {popupOpen && added ? <AddedToBagPopup item={added} onClose={closePopup} /> : null}
      {/* Sold out is truly unavailable; adding only ignores presses, so the focus stays here (WCAG 2.4.3). */}
      <button
        type="submit"
        className="btn-primary w-full md:w-auto"
        disabled={soldOut}
        {...inertButtonProps(adding)}
        data-testid={testId}
      >
        {soldOut ? 'Sold out' : adding ? 'Adding…' : 'Add to bag'}
      </button>
      <LineFormMessage result={result} showDone />
    </div>
  );
}
