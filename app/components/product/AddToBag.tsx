import {Link, type FetcherWithComponents} from '@remix-run/react';
import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import type {ProductDetail, ProductVariantDetail} from '~/domain/types';
import type {BagOutcome} from '~/bag/outcome';
import {BagForm, BagFormMessage} from '~/components/cart/BagForm';
import {useAddToBagOverride} from '~/hooks/campaigns';

/**
 * Add the selected variant to the bag. The variant travels with the form so
 * the bag count updates optimistically while Shopify answers.
 *
 * A product tagged for a tag_base_add_to_cart rule (app settings) gets that
 * rule's button instead: a plain link, so it works without JS.
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
        <Link to={override.link} className="btn-primary w-full md:w-auto" data-testid="add-to-bag-override">
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
      {(fetcher) => <AddToBagControls fetcher={fetcher} soldOut={!available} />}
    </BagForm>
  );
}

/** An add form's button, the 'added' status and any refusal from the bag (product page, bed builder). */
export function AddToBagControls({
  fetcher,
  soldOut = false,
  testId,
}: {
  fetcher: FetcherWithComponents<BagOutcome>;
  soldOut?: boolean;
  testId?: string;
}) {
  const adding = fetcher.state !== 'idle';
  const added = fetcher.state === 'idle' && fetcher.data?.ok;
  return (
    <div>
      <button type="submit" className="btn-primary w-full md:w-auto" disabled={soldOut || adding} data-testid={testId}>
        {soldOut ? 'Sold out' : adding ? 'Adding…' : 'Add to bag'}
      </button>
      <p role="status" className="mt-2 text-sm text-green-800">
        {added ? fetcher.data?.message : ''}
      </p>
      <BagFormMessage fetcher={fetcher} />
    </div>
  );
}
