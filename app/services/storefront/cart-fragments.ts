/**
 * The cart fragments Hydrogen's cart handler uses for `cart.get()` and every
 * mutation. They carry every field of the spec's Cart, Cart line and Variant
 * entities (cart spec §3).
 */
import {PRODUCT_METAFIELDS_FRAGMENT, VARIANT_METAFIELDS_FRAGMENT} from './metafield-fragments';

export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartMoney on MoneyV2 {
    currencyCode
    amount
  }
  fragment CartLineVariant on ProductVariant {
    id
    title
    sku
    availableForSale
    requiresShipping
    taxable
    weight
    weightUnit
    price {
      ...CartMoney
    }
    compareAtPrice {
      ...CartMoney
    }
    selectedOptions {
      name
      value
    }
    image {
      id
      altText
      width
      height
      url
      thumbPng: url(transform: {maxWidth: 60, maxHeight: 60, crop: TOP, preferredContentType: PNG})
      thumbWebp: url(transform: {maxWidth: 60, maxHeight: 60, crop: TOP, preferredContentType: WEBP})
      smallPng: url(transform: {maxWidth: 160, preferredContentType: PNG})
      smallWebp: url(transform: {maxWidth: 160, preferredContentType: WEBP})
    }
    ...VariantMetafields
    product {
      id
      handle
      title
      productType
      vendor
      tags
      ...ProductMetafields
    }
  }
  fragment CartLineDiscount on CartDiscountAllocation {
    discountedAmount {
      ...CartMoney
    }
    ... on CartAutomaticDiscountAllocation {
      title
    }
    ... on CartCustomDiscountAllocation {
      title
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
  fragment CartLine on BaseCartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      amountPerQuantity {
        ...CartMoney
      }
      compareAtAmountPerQuantity {
        ...CartMoney
      }
      subtotalAmount {
        ...CartMoney
      }
      totalAmount {
        ...CartMoney
      }
    }
    discountAllocations {
      ...CartLineDiscount
    }
    merchandise {
      ... on ProductVariant {
        ...CartLineVariant
      }
    }
  }
  fragment CartLineComponents on ComponentizableCartLine {
    lineComponents {
      ...CartLine
    }
  }
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    createdAt
    updatedAt
    totalQuantity
    note
    attributes {
      key
      value
    }
    buyerIdentity {
      countryCode
      email
    }
    cost {
      subtotalAmount {
        ...CartMoney
      }
      totalAmount {
        ...CartMoney
      }
      totalTaxAmount {
        ...CartMoney
      }
    }
    discountAllocations {
      ...CartLineDiscount
    }
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
        ...CartLineComponents
      }
    }
  }
  ${VARIANT_METAFIELDS_FRAGMENT}
  ${PRODUCT_METAFIELDS_FRAGMENT}
` as const;

/**
 * Mutations return only what the action needs to answer; the page then
 * revalidates and the root loader reads the full cart with the query above.
 */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    id
    checkoutUrl
    totalQuantity
    updatedAt
  }
` as const;

/** Shopify's per-cart line limit; the cart query fetches them all (spec: cart §9). */
export const CART_LINE_LIMIT = 250;
