import {Link, type FetcherWithComponents} from '@remix-run/react';
import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import {useId} from 'react';
import {toGid} from '~/domain/gid';
import {productUrl} from '~/domain/variant-options';
import type {WishlistEntry} from '~/features/wishlist/view';
import {ProductImage} from '~/ui/components/common/ProductImage';
import {CampaignPrice} from '~/ui/components/product/Price';
import type {BagOutcome} from '~/features/bag/outcome';
import {BagForm, LineFormMessage, useLineFormResult} from '~/ui/components/cart/BagForm';
import {WishlistForm} from './WishlistForm';

/** One wishlist item: picture, name, variant, campaign price, and its forms (change variant, add to bag, remove). */
export function WishlistEntryRow({entry}: {entry: WishlistEntry}) {
  const selectId = useId();
  const variantGid = toGid('ProductVariant', entry.variantId);
  const href = productUrl(entry.handle, variantGid);
  return (
    <article className="grid grid-cols-[6rem_1fr] gap-4 py-6 sm:grid-cols-[8rem_1fr_auto]" data-testid="wishlist-item">
      <Link to={href} aria-hidden="true" tabIndex={-1}>
        <ProductImage image={entry.image} alt={entry.title} sizes="8rem" maxWidth={480} className="aspect-square w-full rounded object-cover" />
      </Link>
      <div>
        <h2 className="font-semibold">
          <Link to={href} className="hover:underline">
            {entry.title}
          </Link>
        </h2>
        {entry.options.length > 0 ? (
          <p className="text-sm text-neutral-600">{entry.options.map((option) => `${option.name}: ${option.value}`).join(', ')}</p>
        ) : null}
        <div className="mt-2">
          <CampaignPrice product={entry.priced} placement="tile" />
        </div>
        {entry.variants.length > 1 ? (
          <WishlistForm intent="change-variant" fields={{ref: entry.ref}} className="mt-3 flex items-end gap-2">
            {(fetcher) => (
              <>
                <label htmlFor={selectId} className="sr-only">
                  Choose another option of {entry.title}
                </label>
                <select
                  id={selectId}
                  name="variantId"
                  defaultValue={variantGid}
                  key={variantGid}
                  className="rounded border border-neutral-300 px-2 py-1 text-sm"
                >
                  {entry.variants.map((variant) => (
                    <option key={variant.id} value={variant.id} disabled={!variant.availableForSale && variant.id !== variantGid}>
                      {variant.title}
                      {variant.availableForSale ? '' : ' (sold out)'}
                    </option>
                  ))}
                </select>
                <button type="submit" className="btn-secondary px-3 py-1 text-sm" disabled={fetcher.state !== 'idle'}>
                  Change
                </button>
              </>
            )}
          </WishlistForm>
        ) : null}
      </div>
      <div className="col-span-2 flex flex-wrap items-start gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        <BagForm
          action={CartForm.ACTIONS.LinesAdd}
          inputs={{lines: [{merchandiseId: variantGid, quantity: 1} as OptimisticCartLineInput]}}
        >
          {(fetcher) => <AddEntryToBag fetcher={fetcher} entry={entry} variantGid={variantGid} />}
        </BagForm>
        <WishlistForm intent="remove" fields={{ref: entry.ref}}>
          {(fetcher) => (
            <button type="submit" className="text-sm underline" disabled={fetcher.state !== 'idle'} aria-label={`Remove ${entry.title} from your wishlist`}>
              Remove
            </button>
          )}
        </WishlistForm>
      </div>
    </article>
  );
}

/** The row's add button and its answer (the no-JS notice of an add of this variant shows here). */
function AddEntryToBag({
  fetcher,
  entry,
  variantGid,
}: {
  fetcher: FetcherWithComponents<BagOutcome>;
  entry: WishlistEntry;
  variantGid: string;
}) {
  const result = useLineFormResult(fetcher, CartForm.ACTIONS.LinesAdd, variantGid);
  return (
    <div>
      <button
        type="submit"
        className="btn-primary px-4 py-2 text-sm"
        disabled={!entry.availableForSale || fetcher.state !== 'idle'}
        aria-label={entry.availableForSale ? `Add ${entry.title} to bag` : `${entry.title} is sold out`}
      >
        {entry.availableForSale ? 'Add to bag' : 'Sold out'}
      </button>
      <LineFormMessage result={result} showDone />
    </div>
  );
}
