/** Shopify's cart, as the app's own Cart type (components never see the API's shapes). */
import type {CartApiMutationFragment, CartApiQueryFragment} from 'storefrontapi.generated';
import type {Cart, CartLine, CartLineVariant, DiscountAllocation, Money} from '~/domain/types';
import {productMeta, variantMeta} from '~/domain/metafields';

type ApiLine = CartApiQueryFragment['lines']['nodes'][number];
type ApiVariant = ApiLine['merchandise'];
type ApiDiscount = CartApiQueryFragment['discountAllocations'][number];

/** The query's and the mutations' carts carry the same fields (cart-fragments.ts). */
export function toCart(api: CartApiQueryFragment | CartApiMutationFragment): Cart {
  return {
    id: api.id,
    checkoutUrl: api.checkoutUrl,
    createdAt: api.createdAt,
    updatedAt: api.updatedAt,
    totalQuantity: api.totalQuantity,
    note: api.note ?? null,
    attributes: api.attributes.map(({key, value}) => ({key, value: value ?? ''})),
    buyerIdentity: {email: api.buyerIdentity?.email ?? null},
    cost: {
      subtotalAmount: money(api.cost.subtotalAmount),
      totalAmount: money(api.cost.totalAmount),
      totalTaxAmount: api.cost.totalTaxAmount ? money(api.cost.totalTaxAmount) : null,
    },
    discountAllocations: api.discountAllocations.map(toDiscount),
    lines: {nodes: api.lines.nodes.map(toLine)},
  };
}

function toLine(line: ApiLine): CartLine {
  const components = 'lineComponents' in line && line.lineComponents ? line.lineComponents : [];
  return {
    id: line.id,
    quantity: line.quantity,
    attributes: line.attributes.map(({key, value}) => ({key, value: value ?? ''})),
    cost: {
      amountPerQuantity: money(line.cost.amountPerQuantity),
      compareAtAmountPerQuantity: line.cost.compareAtAmountPerQuantity
        ? money(line.cost.compareAtAmountPerQuantity)
        : null,
      subtotalAmount: money(line.cost.subtotalAmount),
      totalAmount: money(line.cost.totalAmount),
    },
    discountAllocations: line.discountAllocations.map(toDiscount),
    merchandise: toVariant(line.merchandise),
    lineComponents: components.map((component) => toLine(component as ApiLine)),
  };
}

function toVariant(variant: ApiVariant): CartLineVariant {
  return {
    id: variant.id,
    title: variant.title,
    sku: variant.sku ?? null,
    availableForSale: variant.availableForSale,
    requiresShipping: variant.requiresShipping,
    taxable: variant.taxable,
    weight: variant.weight ?? null,
    weightUnit: variant.weightUnit,
    price: money(variant.price),
    compareAtPrice: variant.compareAtPrice ? money(variant.compareAtPrice) : null,
    selectedOptions: variant.selectedOptions.map(({name, value}) => ({name, value})),
    image: variant.image
      ? {
          url: variant.image.url,
          altText: variant.image.altText ?? null,
          width: variant.image.width ?? null,
          height: variant.image.height ?? null,
        }
      : null,
    meta: variantMeta(variant.metafields),
    product: {
      id: variant.product.id,
      handle: variant.product.handle,
      title: variant.product.title,
      productType: variant.product.productType,
      vendor: variant.product.vendor,
      tags: variant.product.tags,
      meta: productMeta(variant.product.metafields),
    },
  };
}

function toDiscount(allocation: ApiDiscount): DiscountAllocation {
  return {
    discountedAmount: money(allocation.discountedAmount),
    title: 'title' in allocation ? (allocation.title ?? null) : null,
    code: 'code' in allocation ? (allocation.code ?? null) : null,
  };
}

function money(value: {amount: string; currencyCode: string}): Money {
  return {amount: value.amount, currencyCode: value.currencyCode};
}
