/**
 * The cart fragments Hydrogen's cart handler uses for `cart.get()` and every
 * mutation. They carry every field the storefront reads of the cart, its
 * lines and their variants.
 */
import {PRODUCT_METAFIELDS_FRAGMENT, VARIANT_METAFIELDS_FRAGMENT} from './metafield-fragments';

/** Everything a cart line shows, shared by the cart query and every mutation. */
const CART_FIELDS_FRAGMENT = `#graphql
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
  fragment CartFields on Cart {
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
  }
  ${VARIANT_METAFIELDS_FRAGMENT}
  ${PRODUCT_METAFIELDS_FRAGMENT}
` as const;

export const CART_QUERY_FRAGMENT = `#graphql
  fragment CartApiQuery on Cart {
    ...CartFields
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
        ...CartLineComponents
      }
    }
  }
  ${CART_FIELDS_FRAGMENT}
` as const;

/**
 * Mutations answer with the whole cart, so the action can check the change
 * happened and keep dependent lines (assembly, gifts, donation) in step
 * without reading the cart again. Mutations declare no $numCartLines: all 250.
 */
export const CART_MUTATE_FRAGMENT = `#graphql
  fragment CartApiMutation on Cart {
    ...CartFields
    lines(first: 250) {
      nodes {
        ...CartLine
        ...CartLineComponents
      }
    }
  }
  ${CART_FIELDS_FRAGMENT}
` as const;

/** Shopify's per-cart line limit; the cart query fetches them all. */
export const CART_LINE_LIMIT = 250;
