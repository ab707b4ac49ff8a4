import type {FixtureShopPolicies, FixtureShopPolicy} from '../fixtures/shop-policies';
import type {FixtureShop} from '../fixtures/types';
import {SHOP_COUNTRY, SHOP_LANGUAGE} from './context';
import {gid, stableNumericId} from './ids';
import {MetafieldSet, type MetafieldIdentifier, type MetafieldObject} from './metafield-object';
import {SHOP_CURRENCY} from './money';

/** Shop metafields have no owner date in the fixtures. */
const SHOP_CREATED_AT = '2024-01-01T00:00:00Z';

export const PAYMENT_SETTINGS = {
  acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
  cardVaultUrl: 'https://elb.deposit.shopifycs.com/sessions',
  countryCode: SHOP_COUNTRY,
  currencyCode: SHOP_CURRENCY,
  enabledPresentmentCurrencies: [SHOP_CURRENCY],
  shopifyPaymentsAccountId: null,
  supportedDigitalWallets: ['APPLE_PAY', 'GOOGLE_PAY', 'SHOPIFY_PAY'],
};

const NO_POLICIES: FixtureShopPolicies = {privacyPolicy: null, refundPolicy: null, shippingPolicy: null, termsOfService: null};

export interface ShopPolicyObject {
  __typename: 'ShopPolicy';
  id: string;
  handle: string;
  title: string;
  body: string;
  url: string;
}

/** A `ShopPolicy`: Shopify serves each at `https://{primary domain}/policies/{handle}`. */
export function shopPolicyObject(policy: FixtureShopPolicy, shop: FixtureShop): ShopPolicyObject {
  return {
    __typename: 'ShopPolicy',
    id: gid('ShopPolicy', policy.id),
    handle: policy.handle,
    title: policy.title,
    body: policy.body,
    url: `${new URL(shop.primaryDomainUrl).origin}/policies/${policy.handle}`,
  };
}

/** A Storefront API `Shop`. */
export class ShopObject {
  readonly __typename = 'Shop';
  readonly moneyFormat = '${{amount}}';
  readonly paymentSettings = PAYMENT_SETTINGS;
  readonly shipsToCountries = [SHOP_COUNTRY];
  readonly brand = null;
  /** The shop sells no subscriptions, so it has no subscription policy (and no default one is shown). */
  readonly subscriptionPolicy = null;
  readonly shopPayInstallmentsPricing = null;

  constructor(
    private readonly fixture: FixtureShop,
    private readonly policies: FixtureShopPolicies = NO_POLICIES,
  ) {}

  get privacyPolicy(): ShopPolicyObject | null {
    return this.policy(this.policies.privacyPolicy);
  }
  get refundPolicy(): ShopPolicyObject | null {
    return this.policy(this.policies.refundPolicy);
  }
  get shippingPolicy(): ShopPolicyObject | null {
    return this.policy(this.policies.shippingPolicy);
  }
  get termsOfService(): ShopPolicyObject | null {
    return this.policy(this.policies.termsOfService);
  }
  private policy(fixture: FixtureShopPolicy | null): ShopPolicyObject | null {
    return fixture ? shopPolicyObject(fixture, this.fixture) : null;
  }

  get id(): string {
    return gid('Shop', stableNumericId(this.fixture.name));
  }
  get name(): string {
    return this.fixture.name;
  }
  get description(): string {
    return this.fixture.description;
  }
  get primaryDomain(): {url: string; host: string; sslEnabled: boolean} {
    const url = new URL(this.fixture.primaryDomainUrl);
    return {url: url.origin, host: url.host, sslEnabled: url.protocol === 'https:'};
  }

  private metafieldSet(): MetafieldSet {
    return new MetafieldSet(this.fixture.metafields, this.id, this, SHOP_CREATED_AT);
  }
  metafield(identifier: MetafieldIdentifier): MetafieldObject | null {
    return this.metafieldSet().find(identifier);
  }
  metafields({identifiers}: {identifiers: MetafieldIdentifier[]}): (MetafieldObject | null)[] {
    return this.metafieldSet().findAll(identifiers);
  }
}

const ENGLISH = {isoCode: SHOP_LANGUAGE, name: 'English', endonymName: 'English'};

const AUSTRALIAN_MARKET = {
  __typename: 'Market',
  id: gid('Market', stableNumericId('market/au')),
  handle: 'au',
  metafield: () => null,
  metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
};

const AUSTRALIA = {
  isoCode: SHOP_COUNTRY,
  name: 'Australia',
  currency: {isoCode: SHOP_CURRENCY, name: 'Australian Dollar', symbol: '$'},
  availableLanguages: [ENGLISH],
  unitSystem: 'METRIC_SYSTEM',
  market: AUSTRALIAN_MARKET,
};

/**
 * `localization`: one market (Australia, AUD, English). A buyer context asking
 * for another country still gets Australia, as Shopify does for countries
 * outside the shop's markets.
 */
export const LOCALIZATION = {
  availableCountries: [AUSTRALIA],
  availableLanguages: [ENGLISH],
  country: AUSTRALIA,
  language: ENGLISH,
  market: AUSTRALIAN_MARKET,
};
