import {createCartHandler, createStorefrontClient, getProductOptions} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {TEST_ORIGIN, serveStorefrontStandIn} from './test-support';

/**
 * Hydrogen's own clients against the stand-in: if the stand-in drifted from
 * what Hydrogen sends (its default cart fragment, `@inContext`, headers),
 * these would fail.
 */
serveStorefrontStandIn();

function hydrogenCart(initialCartId?: string) {
  let cartId = initialCartId;
  const {storefront} = createStorefrontClient({
    storeDomain: TEST_ORIGIN,
    privateStorefrontToken: 'test-private-token',
    storefrontHeaders: {buyerIp: '203.0.113.7', buyerIpSig: null, cookie: null, purpose: null, requestGroupId: null},
    storefrontApiVersion: '2025-04',
    i18n: {language: 'EN', country: 'AU'},
  });
  const cart = createCartHandler({
    storefront,
    getCartId: () => cartId,
    setCartId: (id) => {
      cartId = id;
      return new Headers();
    },
  });
  return {cart, storefront, cartId: () => cartId};
}

describe('Hydrogen against the stand-in', () => {
  it('runs createCartHandler add → get → update → remove with the default fragment', async () => {
    const {cart, cartId} = hydrogenCart();
    const added = await cart.addLines([{merchandiseId: 'gid://shopify/ProductVariant/2003', quantity: 2}]);
    expect(added.errors).toBeUndefined();
    expect(added.userErrors).toEqual([]);
    expect(added.cart.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    cart.setCartId(added.cart.id);
    expect(cartId()).toBe(added.cart.id);

    const fetched = await cart.get();
    expect(fetched?.totalQuantity).toBe(2);
    const line = fetched!.lines.edges[0].node;
    expect(line.merchandise).toMatchObject({product: {handle: 'cloud-mattress'}, price: {amount: '1299.0', currencyCode: 'AUD'}});
    expect(fetched!.cost.totalTaxAmount).toEqual({amount: '236.18', currencyCode: 'AUD'});

    const updated = await cart.updateLines([{id: line.id, quantity: 1}]);
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart.totalQuantity).toBe(1);

    const attributed = await cart.updateAttributes([{key: 'hasAssembly', value: 'true'}]);
    expect(attributed.userErrors).toEqual([]);
    const noted = await cart.updateNote('Please call');
    expect(noted.userErrors).toEqual([]);

    const removed = await cart.removeLines([line.id]);
    expect(removed.userErrors).toEqual([]);
    expect(removed.cart.totalQuantity).toBe(0);
    const final = await cart.get();
    expect(final).toMatchObject({note: 'Please call', attributes: [{key: 'hasAssembly', value: 'true'}]});
  });

  it('feeds getProductOptions from a Hydrogen-style product query', async () => {
    const {storefront} = hydrogenCart();
    const {product} = await storefront.query(
      `#graphql
      query Product($handle: String!, $selectedOptions: [SelectedOptionInput!]!, $country: CountryCode, $language: LanguageCode)
      @inContext(country: $country, language: $language) {
        product(handle: $handle) {
          handle encodedVariantExistence encodedVariantAvailability
          options { name optionValues { name firstSelectableVariant { ...V } swatch { color } } }
          selectedOrFirstAvailableVariant(selectedOptions: $selectedOptions, ignoreUnknownOptions: true, caseInsensitiveMatch: true) { ...V }
          adjacentVariants(selectedOptions: $selectedOptions) { ...V }
        }
      }
      fragment V on ProductVariant { id availableForSale selectedOptions { name value } product { handle } }`,
      {variables: {handle: 'cloud-mattress', selectedOptions: [{name: 'Size', value: 'Queen'}, {name: 'Feel', value: 'Medium'}]}, cache: storefront.CacheNone()},
    );
    const options = getProductOptions(product);
    const size = options.find((option) => option.name === 'Size')!;
    expect(size.optionValues.map((value) => [value.name, value.selected, value.exists, value.available])).toEqual([
      ['Single', false, true, true],
      ['Queen', true, true, true],
      ['King', false, true, false],
    ]);
  });
});
