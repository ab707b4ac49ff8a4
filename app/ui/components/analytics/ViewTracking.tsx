import {Analytics} from '~/ui/analytics/hydrogen-analytics';
import {chargedUnitCents} from '~/domain/charged-line';
import {useEffect} from 'react';
import type {Cart, ProductDetail, ProductVariantDetail} from '~/domain/types';
import {visibleLines} from '~/domain/cart-lines';
import {CURRENCY, STORE_EVENTS, usePublishStoreEvent} from '~/ui/analytics/events';

/** A product view: our event for the tag manager, and Hydrogen's for Shopify (sent only with a real shop). */
export function ProductViewed({
  product,
  variant,
}: {
  product: Pick<ProductDetail, 'id' | 'title' | 'vendor'>;
  variant: ProductVariantDetail | null;
}) {
  const publish = usePublishStoreEvent();
  const variantId = variant?.id ?? null;
  useEffect(() => {
    if (!variant) return;
    publish(STORE_EVENTS.productView, {
      currency: CURRENCY,
      item: {id: product.id, sku: variant.sku, title: product.title, price: Number(variant.price.amount)},
    });
    // Once per product and variant shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id, variantId, publish]);
  if (!variant) return null;
  return (
    <Analytics.ProductView
      data={{
        products: [
          {
            id: product.id,
            title: product.title,
            price: variant.price.amount,
            vendor: product.vendor,
            variantId: variant.id,
            variantTitle: variant.title,
            quantity: 1,
            sku: variant.sku ?? undefined,
          },
        ],
      }}
    />
  );
}

/** A bag view, with what is in it (once per visit to the bag page). */
export function BasketViewed({cart}: {cart: Cart | null}) {
  const publish = usePublishStoreEvent();
  const cartId = cart?.id ?? null;
  useEffect(() => {
    const lines = visibleLines(cart);
    if (lines.length === 0) return;
    publish(STORE_EVENTS.basketView, {
      currency: CURRENCY,
      value: Number(cart?.cost.subtotalAmount.amount ?? 0),
      items: lines.map((line) => ({
        id: line.merchandise.id,
        sku: line.merchandise.sku,
        title: line.merchandise.product.title,
        // What one is charged (campaigns applied), as the bag shows it.
        price: chargedUnitCents(line) / 100,
        quantity: line.quantity,
      })),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartId, publish]);
  return <Analytics.CartView />;
}
