import {CartForm, type OptimisticCartLineInput} from '@shopify/hydrogen';
import {useId} from 'react';
import type {BedBuilderView} from '~/features/bedbuilder/view';
import {BagForm} from '~/ui/components/cart/BagForm';
import {AddToBagControls} from '~/ui/components/product/AddToBag';
import {BED_OPTION_KEYS, BED_OPTION_LABELS} from '~/domain/bed-builder';
import {formatMoney} from '~/domain/format';

/** The selection with each part's products and prices, and the total. */
export function Summary({view, headingLevel}: {view: BedBuilderView; headingLevel: 'h2' | null}) {
  const headingId = useId();
  const Heading = headingLevel ?? 'p';
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-neutral-200 p-4" data-testid="bed-builder-summary">
      <Heading id={headingId} className="text-lg font-semibold">
        Summary
      </Heading>
      <dl className="mt-2 space-y-2 text-sm">
        {BED_OPTION_KEYS.map((key) => {
          const part = view.parts.find((p) => p.key === key);
          return (
            <div key={key}>
              <dt className="inline font-semibold">{BED_OPTION_LABELS[key]}: </dt>
              <dd className="inline">{view.selection[key]}</dd>
              {part?.products.map((product) => (
                <dd key={product.variantId} className="ml-4 text-neutral-600">
                  {product.quantity > 1 ? `${product.quantity} × ` : ''}
                  {product.title} — {formatMoney(product.price)}
                </dd>
              ))}
            </div>
          );
        })}
        {view.size ? (
          <div>
            <dt className="inline font-semibold">Size: </dt>
            <dd className="inline">{view.size}</dd>
          </div>
        ) : null}
      </dl>
      {view.total ? (
        <p className="mt-3 font-semibold" data-testid="bed-builder-total">
          Total: {formatMoney(view.total)}
        </p>
      ) : null}
    </section>
  );
}

export function AddBedToBag({view}: {view: BedBuilderView}) {
  const {lines} = view;
  if (!lines?.length) {
    return (
      <button type="button" className="btn-primary w-full md:w-auto" disabled>
        Add to bag
      </button>
    );
  }
  // Without JavaScript the post answers 303 back here, and the notice for this add (named by its first part) shows
  // beside the button.
  return (
    <BagForm action={CartForm.ACTIONS.LinesAdd} inputs={{lines: lines as OptimisticCartLineInput[]}}>
      {(fetcher) => <AddToBagControls fetcher={fetcher} target={lines[0].merchandiseId} testId="bed-builder-add" />}
    </BagForm>
  );
}
