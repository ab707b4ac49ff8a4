import {Link, useFetcher} from '@remix-run/react';
import {chargedUnitCents} from '~/domain/charged-line';
import {centsToMoney} from '~/domain/money';
import {CartForm} from '@shopify/hydrogen';
import type {CartLine} from '~/domain/types';
import {formatMoney} from '~/domain/format';
import {MAX_QUANTITY} from '~/domain/bag-input';
import {productUrl, shownSelectedOptions} from '~/domain/variant-options';
import {ProductImage} from '~/ui/components/common/ProductImage';
import {CampaignPrice} from '~/ui/components/product/Price';
import type {BagLineView} from '~/features/bag/view';
import type {BagOutcome} from '~/features/bag/outcome';
import {BagForm, BagFormMessage, LineFormMessage, inertButtonProps, useLineFormResult} from './BagForm';
import {useHydrated} from '~/ui/hooks/use-hydrated';
import {useLayoutEffect, useRef, type RefObject} from 'react';
import {ownEntry} from '~/domain/own-entry';

type LineExtras = Omit<BagLineView, 'line'>;

const DETAIL_LABELS: Record<string, string> = {
  _added_customization_ids: 'Customisations',
  _time: 'Added',
  _compare_at_price: 'Price when added',
};

/** One bag line: picture, name, options, price, quantity stepper and remove, plus assembly and bonus offers. */
export function CartLineItem({line, extras}: {line: CartLine; extras?: LineExtras}) {
  const {merchandise: variant} = line;
  const options = shownSelectedOptions(variant.selectedOptions);
  const pending = Boolean(line.isOptimistic);
  const articleRef = useRef<HTMLElement>(null);
  useFocusAfterRemoval(articleRef);
  return (
    <article ref={articleRef} className="flex gap-4 py-6" data-testid="cart-line" aria-busy={pending}>
      <Link to={productUrl(variant.product.handle, variant.id)} className="w-24 shrink-0">
        <ProductImage image={variant.image} alt={variant.product.title} sizes="96px" maxWidth={360} className="w-24 rounded" />
      </Link>
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex justify-between gap-4">
          <div>
            <h3 className="font-semibold">
              <Link to={productUrl(variant.product.handle, variant.id)} className="hover:underline">
                {variant.product.title}
              </Link>
            </h3>
            {options.length > 0 ? (
              <p className="text-sm text-neutral-600">
                {options.map((option) => `${option.name}: ${option.value}`).join(' · ')}
              </p>
            ) : null}
            <CampaignPrice
              product={{
                price: variant.price,
                compareAtPrice: variant.compareAtPrice,
                tags: variant.product.tags,
                meta: variant.product.meta,
              }}
              placement="bag"
            />
            {variant.meta.leadTimeText ? (
              <p className="text-sm text-neutral-600">{variant.meta.leadTimeText}</p>
            ) : null}
          </div>
          <p className="text-right font-semibold" data-testid="line-total">
            {formatMoney(line.cost.totalAmount)}
            {line.quantity > 1 ? (
              <span className="block text-xs font-normal text-neutral-500">
                {`${formatMoney(centsToMoney(chargedUnitCents(line), line.cost.totalAmount.currencyCode))} each`}
              </span>
            ) : null}
          </p>
        </div>
        {extras?.details.length ? (
          <dl className="text-sm text-neutral-600">
            {extras.details.map((detail) => (
              <div key={detail.key} className="flex gap-1">
                <dt>{`${ownEntry(DETAIL_LABELS, detail.key) ?? detail.key}:`}</dt>
                <dd>{detailValue(detail.key, detail.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {extras?.stock ? (
          <p className="text-sm font-semibold text-amber-800" data-testid="stock-flag">
            {extras.stock === 'low' ? 'Low stock' : 'Not enough stock for express delivery'}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-4">
          <QuantityStepper line={line} />
          <RemoveLine lineId={line.id} title={variant.product.title} disabled={pending} />
        </div>
        {extras?.assembly ? <AssemblyPicker lineId={line.id} title={variant.product.title} assembly={extras.assembly} /> : null}
        {extras?.bonus ? <BonusOffer lineId={line.id} added={extras.bonus.added} /> : null}
      </div>
    </article>
  );
}

/**
 * A removed line takes its focused Remove button with it (the bag drops the line as the request starts), which would
 * leave focus on <body> (WCAG 2.4.3). Focus goes instead to the next line's name, the previous line's when it was the
 * last, or the bag's heading when the bag is now empty. The layout cleanup runs while the line is still in the page.
 */
function useFocusAfterRemoval(articleRef: RefObject<HTMLElement>) {
  useLayoutEffect(() => {
    const article = articleRef.current;
    return () => {
      if (!article?.contains(document.activeElement)) return;
      const lines = Array.from(document.querySelectorAll<HTMLElement>('[data-testid="cart-line"]'));
      const at = lines.indexOf(article);
      const neighbours = lines.slice(at + 1).concat(lines.slice(0, at).reverse());
      requestAnimationFrame(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        // Lines removed in the same change are no place to land; a page left altogether has no heading either.
        const neighbour = neighbours.find((other) => other.isConnected);
        const target = neighbour ? neighbour.querySelector<HTMLElement>('h3 a') : document.getElementById('bag-heading');
        target?.focus();
      });
    };
  }, [articleRef]);
}

function detailValue(key: string, value: string): string {
  if (key === '_compare_at_price') return formatMoney(value);
  if (key === '_time') {
    const date = new Date(Number(value) || value);
    return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-AU', {dateStyle: 'long'});
  }
  return value;
}

/** The assembly service, offered on lines whose variant requires assembly and has a matching service variant. */
function AssemblyPicker({lineId, title, assembly}: {lineId: string; title: string; assembly: NonNullable<LineExtras['assembly']>}) {
  if (assembly.lineId) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded bg-neutral-50 p-3 text-sm" data-testid="assembly-added">
        <span>{`Assembly added (${formatMoney(assembly.priceCents, {cents: true})})`}</span>
        <BagForm action={CartForm.ACTIONS.LinesRemove} inputs={{lineIds: [assembly.lineId]}}>
          {(fetcher) => (
            <button type="submit" className="underline" disabled={fetcher.state !== 'idle'}>
              Remove assembly<span className="sr-only">{` for ${title}`}</span>
            </button>
          )}
        </BagForm>
      </div>
    );
  }
  return (
    <BagForm action="CustomAddAssembly" inputs={{lineId}}>
      {(fetcher) => (
        <div className="rounded border border-dashed border-neutral-300 p-3 text-sm">
          <button type="submit" className="font-semibold underline" disabled={fetcher.state !== 'idle'}>
            {`Add assembly for ${formatMoney(assembly.service.priceCents, {cents: true})} each`}
            <span className="sr-only">{` to ${title}`}</span>
          </button>
          <BagFormMessage fetcher={fetcher} />
        </div>
      )}
    </BagForm>
  );
}

function BonusOffer({lineId, added}: {lineId: string; added: boolean}) {
  if (added) {
    return (
      <p className="text-sm font-semibold text-member" data-testid="bonus-added">
        Free bonus gift included
      </p>
    );
  }
  return (
    <BagForm action="CustomAddBonus" inputs={{lineId}}>
      {(fetcher) => (
        <div className="rounded bg-member/10 p-3 text-sm">
          <button type="submit" className="font-semibold text-member underline" disabled={fetcher.state !== 'idle'}>
            Add your free bonus gift
          </button>
          <BagFormMessage fetcher={fetcher} />
        </div>
      )}
    </BagForm>
  );
}

/**
 * − and +, with the line's answer below them: nothing when the change went
 * through (the number shows it), the numbers when Shopify held it to its
 * stock, or why it was refused.
 */
function QuantityStepper({line}: {line: CartLine}) {
  const title = line.merchandise.product.title;
  // Both buttons post through one fetcher, so the line has one answer to show, and one change at a time.
  const fetcherKey = `bag-quantity:${line.id}`;
  const fetcher = useFetcher<BagOutcome>({key: fetcherKey});
  const result = useLineFormResult(fetcher, CartForm.ACTIONS.LinesUpdate, line.id);
  const busy = Boolean(line.isOptimistic) || fetcher.state !== 'idle';
  const hydrated = useHydrated();
  return (
    <div>
      <div className="flex items-center rounded border border-neutral-300" role="group" aria-label={`Quantity of ${title}`}>
        <StepButton
          line={line}
          fetcherKey={fetcherKey}
          quantity={line.quantity - 1}
          label={`Decrease quantity of ${title}`}
          busy={busy}
          atLimit={line.quantity <= 1}
          hydrated={hydrated}
        >
          −
        </StepButton>
        <span className="min-w-[2.5rem] text-center" data-testid="line-quantity" aria-live="polite">
          {line.quantity}
        </span>
        <StepButton
          line={line}
          fetcherKey={fetcherKey}
          quantity={line.quantity + 1}
          label={`Increase quantity of ${title}`}
          busy={busy}
          atLimit={line.quantity >= MAX_QUANTITY}
          hydrated={hydrated}
        >
          +
        </StepButton>
      </div>
      {/* Without JavaScript the page reloaded, so say the change went through; with it, the number says so. */}
      <LineFormMessage result={result} showDone={!fetcher.data} />
    </div>
  );
}

function StepButton({
  line,
  fetcherKey,
  quantity,
  label,
  busy,
  atLimit,
  hydrated,
  children,
}: {
  line: CartLine;
  fetcherKey: string;
  quantity: number;
  label: string;
  busy: boolean;
  atLimit: boolean;
  hydrated: boolean;
  children: string;
}) {
  // Hydrated, even the limit (− at 1) only ignores presses: − taking the line to 1 must not lose its focus. Without
  // JavaScript nothing could ignore the press, so the limit is `disabled` (each press reloads the page anyway).
  return (
    <BagForm action={CartForm.ACTIONS.LinesUpdate} inputs={{lines: [{id: line.id, quantity}]}} fetcherKey={fetcherKey}>
      {() => (
        <button
          type="submit"
          aria-label={label}
          disabled={!hydrated && atLimit}
          {...inertButtonProps(busy || atLimit)}
          className="h-10 w-10 text-lg disabled:opacity-40 aria-disabled:opacity-40"
        >
          {children}
        </button>
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
            {...inertButtonProps(disabled || fetcher.state !== 'idle')}
            className="text-sm underline hover:text-sale aria-disabled:opacity-60"
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
