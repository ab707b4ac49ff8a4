import {Link} from '@remix-run/react';
import {CartForm} from '@shopify/hydrogen';
import type {CartLine} from '~/domain/types';
import {formatMoney} from '~/domain/format';
import {MAX_QUANTITY} from '~/domain/bag-input';
import {productUrl} from '~/domain/variant-options';
import {ProductImage} from '~/components/common/ProductImage';
import {BagForm, BagFormMessage} from './BagForm';

/** One bag line: picture, name, options, price, quantity stepper and remove. */
export function CartLineItem({line}: {line: CartLine}) {
  const {merchandise: variant} = line;
  const options = variant.selectedOptions.filter((option) => option.value !== 'Default Title');
  const pending = Boolean(line.isOptimistic);
  return (
    <article className="flex gap-4 py-6" data-testid="cart-line" aria-busy={pending}>
      <Link to={productUrl(variant.product.handle, variant.id)} className="w-24 shrink-0">
        <ProductImage image={variant.image} alt={variant.product.title} sizes="96px" className="w-24 rounded" />
      </Link>
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex justify-between gap-4">
          <div>
            <h2 className="font-semibold">
              <Link to={productUrl(variant.product.handle, variant.id)} className="hover:underline">
                {variant.product.title}
              </Link>
            </h2>
            {options.length > 0 ? (
              <p className="text-sm text-neutral-600">
                {options.map((option) => `${option.name}: ${option.value}`).join(' · ')}
              </p>
            ) : null}
            {variant.meta.leadTimeText ? (
              <p className="text-sm text-neutral-600">{variant.meta.leadTimeText}</p>
            ) : null}
          </div>
          <p className="text-right font-semibold" data-testid="line-total">
            {formatMoney(line.cost.totalAmount)}
            {line.quantity > 1 ? (
              <span className="block text-xs font-normal text-neutral-500">
                {`${formatMoney(line.cost.amountPerQuantity)} each`}
              </span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <QuantityStepper line={line} />
          <RemoveLine lineId={line.id} title={variant.product.title} disabled={pending} />
        </div>
      </div>
    </article>
  );
}

function QuantityStepper({line}: {line: CartLine}) {
  const title = line.merchandise.product.title;
  const pending = Boolean(line.isOptimistic);
  return (
    <div className="flex items-center rounded border border-neutral-300" role="group" aria-label={`Quantity of ${title}`}>
      <StepButton line={line} quantity={line.quantity - 1} label={`Decrease quantity of ${title}`} disabled={pending || line.quantity <= 1}>
        −
      </StepButton>
      <span className="min-w-[2.5rem] text-center" data-testid="line-quantity" aria-live="polite">
        {line.quantity}
      </span>
      <StepButton
        line={line}
        quantity={line.quantity + 1}
        label={`Increase quantity of ${title}`}
        disabled={pending || line.quantity >= MAX_QUANTITY}
      >
        +
      </StepButton>
    </div>
  );
}

function StepButton({
  line,
  quantity,
  label,
  disabled,
  children,
}: {
  line: CartLine;
  quantity: number;
  label: string;
  disabled: boolean;
  children: string;
}) {
  return (
    <BagForm action={CartForm.ACTIONS.LinesUpdate} inputs={{lines: [{id: line.id, quantity}]}}>
      {(fetcher) => (
        <>
          <button
            type="submit"
            aria-label={label}
            disabled={disabled || fetcher.state !== 'idle'}
            className="h-10 w-10 text-lg disabled:opacity-40"
          >
            {children}
          </button>
          <BagFormMessage fetcher={fetcher} />
        </>
      )}
    </BagForm>
  );
}

function RemoveLine({lineId, title, disabled}: {lineId: string; title: string; disabled: boolean}) {
  return (
    <BagForm action={CartForm.ACTIONS.LinesRemove} inputs={{lineIds: [lineId]}}>
      {(fetcher) => (
        <>
          <button
            type="submit"
            disabled={disabled || fetcher.state !== 'idle'}
            className="text-sm underline hover:text-sale"
          >
            {fetcher.state !== 'idle' ? 'Removing…' : 'Remove'}
            <span className="sr-only">{` ${title}`}</span>
          </button>
          <BagFormMessage fetcher={fetcher} />
        </>
      )}
    </BagForm>
  );
}
