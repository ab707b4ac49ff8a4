import type {Money} from '~/domain/types';
import {formatMoney} from '~/domain/format';

interface PriceProps {
  price: Money;
  compareAtPrice?: Money | null;
  /** "From" prefix when variants differ in price. */
  from?: boolean;
  size?: 'sm' | 'lg';
}

/** A price, with the compare-at price struck through when there is a discount. */
export function Price({price, compareAtPrice, from = false, size = 'sm'}: PriceProps) {
  // A discount exists when the compare-at price is non-zero and the price is lower (spec).
  const discounted =
    compareAtPrice && Number(compareAtPrice.amount) > 0 && Number(price.amount) < Number(compareAtPrice.amount);
  return (
    <p className={`flex flex-wrap items-baseline gap-2 ${size === 'lg' ? 'text-2xl' : 'text-base'}`}>
      <span className={`font-bold ${discounted ? 'text-sale' : ''}`} data-testid="price">
        {from ? <span className="mr-1 text-sm font-normal">From</span> : null}
        {formatMoney(price)}
      </span>
      {discounted ? (
        <s className="text-sm text-neutral-500" data-testid="compare-at-price">
          <span className="sr-only">Was </span>
          {formatMoney(compareAtPrice)}
        </s>
      ) : null}
    </p>
  );
}
