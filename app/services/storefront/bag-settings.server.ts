import type {Storefront} from '@shopify/hydrogen';
import {ASSEMBLY_SERVICE_HANDLE, DONATION_PRODUCT_HANDLE} from '~/config/brand';
import {parseMetafieldValue} from '~/domain/metafields';
import {checked} from './errors';
import {amountToCents} from '~/domain/money';
import {catalogueCache} from '~/services/upstream/cache-strategies';

/** A variant of a service product (assembly, donation) as the bag offers it. */
export interface ServiceVariant {
  id: string;
  sku: string;
  title: string;
  priceCents: number;
  available: boolean;
}

/** Shop-level settings the bag needs: shop metafields and assembly items. */
export interface BagSettings {
  /** membership_discount, in cents; 0 when unset or not a number. */
  membershipDiscountCents: number;
  /** The twelve quickship messages by metafield key (cart_default_message, cart_postcode_nsw_message, ...). */
  quickshipMessages: Record<string, string>;
  /** The deliveryservice metafield, parsed; null when absent. */
  deliveryService: unknown;
  assemblyVariants: ServiceVariant[];
  donationVariants: ServiceVariant[];
}

export const QUICKSHIP_MESSAGE_KEYS = ['default', 'wa', 'sa', 'vic', 'nsw', 'qld'].flatMap((region) => [
  `cart_${region}_message`,
  `cart_postcode_${region}_message`,
]);

/**
 * One round trip for what the bag page needs besides the cart. Cached
 * briefly: merchants change these rarely, and stale-while-revalidate keeps
 * the bag fast.
 */
export async function getBagSettings(storefront: Storefront): Promise<BagSettings> {
  const {shop, assembly, donation} = await checked('bag settings', storefront.query(BAG_SETTINGS_QUERY, {
    variables: {assemblyHandle: ASSEMBLY_SERVICE_HANDLE, donationHandle: DONATION_PRODUCT_HANDLE},
    cache: catalogueCache(),
  }));
  const fields = new Map(
    shop.metafields.flatMap((field) => (field ? [[field.key, parseMetafieldValue(field)] as const] : [])),
  );
  const discount = Number(fields.get('membership_discount'));
  return {
    membershipDiscountCents: Number.isFinite(discount) && discount > 0 ? Math.round(discount) : 0,
    quickshipMessages: Object.fromEntries(
      QUICKSHIP_MESSAGE_KEYS.flatMap((key) => {
        const value = fields.get(key);
        return typeof value === 'string' && value !== '' ? [[key, value]] : [];
      }),
    ),
    deliveryService: fields.get('deliveryservice') ?? null,
    assemblyVariants: (assembly?.variants.nodes ?? []).map(toServiceVariant),
    donationVariants: (donation?.variants.nodes ?? []).map(toServiceVariant),
  };
}

function toServiceVariant(variant: {
  id: string;
  sku?: string | null;
  title: string;
  availableForSale: boolean;
  price: {amount: string};
}): ServiceVariant {
  return {
    id: variant.id,
    sku: variant.sku ?? '',
    title: variant.title,
    priceCents: amountToCents(variant.price),
    available: variant.availableForSale,
  };
}

const BAG_SETTINGS_QUERY = `#graphql
  query BagSettings(
    $assemblyHandle: String!
    $donationHandle: String!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    shop {
      metafields(
        identifiers: [
          {namespace: "dreamhaus", key: "deliveryservice"}
          {namespace: "dreamhaus", key: "membership_discount"}
          {namespace: "dreamhaus", key: "cart_default_message"}
          {namespace: "dreamhaus", key: "cart_wa_message"}
          {namespace: "dreamhaus", key: "cart_sa_message"}
          {namespace: "dreamhaus", key: "cart_vic_message"}
          {namespace: "dreamhaus", key: "cart_nsw_message"}
          {namespace: "dreamhaus", key: "cart_qld_message"}
          {namespace: "dreamhaus", key: "cart_postcode_default_message"}
          {namespace: "dreamhaus", key: "cart_postcode_wa_message"}
          {namespace: "dreamhaus", key: "cart_postcode_sa_message"}
          {namespace: "dreamhaus", key: "cart_postcode_vic_message"}
          {namespace: "dreamhaus", key: "cart_postcode_nsw_message"}
          {namespace: "dreamhaus", key: "cart_postcode_qld_message"}
        ]
      ) {
        key
        type
        value
      }
    }
    assembly: product(handle: $assemblyHandle) {
      variants(first: 50) {
        nodes {
          ...ServiceVariant
        }
      }
    }
    donation: product(handle: $donationHandle) {
      variants(first: 50) {
        nodes {
          ...ServiceVariant
        }
      }
    }
  }
  fragment ServiceVariant on ProductVariant {
    id
    sku
    title
    availableForSale
    price {
      amount
    }
  }
` as const;
