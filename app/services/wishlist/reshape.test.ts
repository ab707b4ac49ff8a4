import {describe, expect, it} from 'vitest';
import type * as z from 'zod/mini';
import {
  attributesReply,
  customerSearchReply,
  itemReply,
  itemsPageReply,
  toAttributeGroups,
  tokenReply,
  wishlistLookupReply,
  wishlistReply,
} from './reshape';
import type {WishlistItemAttributes} from './types';

/** What a schema reads, or null when it refuses the reply. */
const reader =
  <T>(schema: z.ZodMiniType<T>) =>
  (body: unknown): T | null => {
    const read = schema.safeParse(body);
    return read.success ? read.data : null;
  };
const toAccessToken = reader(tokenReply);
const toCustomers = reader(customerSearchReply);
const toWishlist = reader(wishlistReply);
const toWishlists = reader(wishlistLookupReply);
const toItem = reader(itemReply);
const toItemsPage = reader(itemsPageReply);
const toAttributes = (groups: unknown) => attributesReply.parse(groups);

const LIST = '67ccc612-0f1b-4d9d-b69e-d43511c6782d';
const CUSTOMER = '93847020-4c74-4239-9310-58d1c91cc1a7';

const wireItem = (overrides: Record<string, unknown> = {}) => ({
  id: '9a5aee4a-f20a-4478-ab4e-02d8bf8c2837',
  wishlistItemRef: `${LIST}_7000000101_44000010111`,
  wishlistId: LIST,
  purchased: false,
  product: {
    productId: 'ede20e6c',
    productRef: '7000000101',
    selectedVariantId: '5396d084',
    selectedVariantRef: '44000010111',
  },
  ...overrides,
});

describe('tokenReply', () => {
  it("reads Keycloak's reply", () => {
    const reply = {
      access_token: 'abc',
      expires_in: 300,
      refresh_expires_in: 0,
      token_type: 'Bearer',
      scope: 'email profile',
    };
    expect(toAccessToken(reply)).toEqual({accessToken: 'abc', expiresInS: 300});
    expect(toAccessToken({...reply, token_type: 'bearer'})).toEqual({accessToken: 'abc', expiresInS: 300});
  });

  it('refuses a reply without a usable bearer token', () => {
    const good = {access_token: 'abc', expires_in: 300, token_type: 'Bearer'};
    for (const bad of [
      null,
      [],
      {...good, access_token: ''},
      {...good, expires_in: '300'},
      {...good, expires_in: 0},
      {...good, token_type: 'MAC'},
    ]) {
      expect(toAccessToken(bad)).toBeNull();
    }
  });
});

describe('customers and wishlists', () => {
  it('keeps only readable customers from a search', () => {
    expect(
      toCustomers([
        {id: CUSTOMER, email: 'sam@example.com', customerRef: 'X'},
        {id: 'a/b', email: 'x@example.com'},
        {id: CUSTOMER},
      ]),
    ).toEqual([{id: CUSTOMER, email: 'sam@example.com', memberNumber: 'X'}]);
    expect(toCustomers({customers: []})).toBeNull();
    // A 404 the client ignored (a null body) is nobody.
    expect(toCustomers(null)).toEqual([]);
  });

  it('reads the lookup\'s singular "wishlist" array, leaving out deleted ones', () => {
    const live = {
      id: LIST,
      customerId: CUSTOMER,
      name: 'Default wishlist',
      deleted: false,
      itemCount: 1,
      wishlistItems: [wireItem()],
    };
    const reply = {wishlistCount: 2, wishlist: [live, {...live, id: 'b2', deleted: true}]};
    expect(toWishlists(reply)).toEqual([{id: LIST, customerId: CUSTOMER, name: 'Default wishlist', itemCount: 1}]);
    expect(toWishlists({wishlists: [live]})).toBeNull();
    expect(toWishlists(null)).toEqual([]);
    expect(toWishlist({...live, deleted: true})).toBeNull();
    expect(toWishlist({...live, itemCount: undefined})).toMatchObject({itemCount: 0});
  });
});

describe('items', () => {
  it('reads an item whose ref agrees with its wishlist, product and variant', () => {
    expect(toItem(wireItem())).toEqual({
      id: '9a5aee4a-f20a-4478-ab4e-02d8bf8c2837',
      ref: `${LIST}_7000000101_44000010111`,
      wishlistId: LIST,
      productId: '7000000101',
      variantId: '44000010111',
      attributes: {compareAtPrice: null, brand: null, category: null, tags: []},
    });
  });

  it('leaves out items that are not ours or do not agree with their ref', () => {
    const mismatched = [
      wireItem({wishlistItemRef: 'WI200013716'}),
      wireItem({wishlistItemRef: `${LIST}_7000000101_44000010112`}),
      wireItem({wishlistId: 'another-list'}),
      wireItem({product: {productRef: '7000000102', selectedVariantRef: '44000010111'}}),
      wireItem({id: '../x'}),
      wireItem({product: undefined}),
    ];
    for (const item of mismatched) expect(toItem(item)).toBeNull();
  });

  it('reads a page, and refuses one whose cursor could not be sent back', () => {
    const page = {
      itemCount: 2,
      lastEvaluatedItemId: 'b',
      wishlistItems: [wireItem(), wireItem({wishlistItemRef: 'foreign'})],
    };
    expect(toItemsPage(page)).toMatchObject({
      lastEvaluatedItemId: 'b',
      itemCount: 2,
      items: [expect.objectContaining({productId: '7000000101'})],
    });
    expect(toItemsPage({...page, lastEvaluatedItemId: undefined})).toMatchObject({lastEvaluatedItemId: null});
    expect(toItemsPage({...page, lastEvaluatedItemId: '?id=x&'})).toBeNull();
    expect(toItemsPage({itemCount: 0})).toBeNull();
    expect(toItemsPage(null)).toEqual({items: [], lastEvaluatedItemId: null, itemCount: 0});
  });

  it('carries the attributes in the addToCartProps group, as strings, and back', () => {
    const attributes: WishlistItemAttributes = {
      compareAtPrice: '2499.00',
      brand: 'Dreamhaus',
      category: 'Mattress',
      tags: ['sale-20', 'ready-to-ship'],
    };
    const groups = toAttributeGroups(attributes);
    expect(groups).toEqual({
      addToCartProps: {
        description: 'Add to cart properties',
        attributes: {
          compareAtPrice: '2499.00',
          brand: 'Dreamhaus',
          category: 'Mattress',
          tags: 'sale-20,ready-to-ship',
        },
      },
    });
    expect(toAttributes(groups)).toEqual(attributes);
    const none: WishlistItemAttributes = {compareAtPrice: null, brand: null, category: null, tags: []};
    expect(toAttributeGroups(none)).toEqual({addToCartProps: {description: 'Add to cart properties', attributes: {}}});
    expect(toAttributes(undefined)).toEqual(none);
    expect(toAttributes({addToCartProps: {attributes: {brand: 7}}})).toEqual(none);
  });
});
