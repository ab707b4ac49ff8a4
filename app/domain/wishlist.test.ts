import {describe, expect, it} from 'vitest';
import {BRAND} from '~/config/brand';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  LOGIN_TITLE,
  NOT_A_MEMBER_MESSAGE,
  WISHLIST_ORIGINS,
  afterSignIn,
  emailError,
  hasMoreItems,
  isWishlistServiceId,
  normaliseEmail,
  parseOrigin,
  parseWishlistItemRef,
  wishlistItemRef,
} from './wishlist';

const WISHLIST_ID = '2cd4e650-8f00-4d13-ba46-831c2cf29211';

describe('origins', () => {
  it('reads every known origin as itself and anything else as OTHER', () => {
    for (const origin of WISHLIST_ORIGINS) expect(parseOrigin(origin)).toBe(origin);
    for (const other of ['header', 'PLP', '', null, undefined, 3, {}]) expect(parseOrigin(other)).toBe('OTHER');
  });

  it('decides what follows a sign-in by origin', () => {
    expect(afterSignIn('HEADER')).toEqual({kind: 'go-to-wishlist'});
    expect(afterSignIn('PDP')).toEqual({kind: 'add-pending-product'});
    expect(afterSignIn('BUNDLE_PRODUCT')).toEqual({kind: 'add-pending-product'});
    expect(afterSignIn('PRODUCT_TILE')).toEqual({kind: 'open-add-modal'});
    expect(afterSignIn('OTHER')).toEqual({kind: 'close'});
  });
});

describe('messages', () => {
  it('name the brand in the login title and the not-a-member message', () => {
    expect(LOGIN_TITLE).toBe(`Add your ${BRAND.name} Member email to access your Wishlist`);
    expect(NOT_A_MEMBER_MESSAGE).toBe(
      `Looks like you are not a ${BRAND.name} Member yet, you can easily join via the Join Now button.`,
    );
  });
});

describe('emailError', () => {
  it('asks for an address first, whatever else is wrong', () => {
    for (const blank of ['', '   ', '\t\n', undefined, null, 42])
      expect(emailError(blank)).toBe(EMAIL_REQUIRED_MESSAGE);
  });

  it('accepts standard addresses, trimmed', () => {
    for (const email of [
      'sam@example.com',
      ' sam@example.com ',
      'first.last+tag@mail.example.com.au',
      'josé@example.com',
      'a@b.co',
    ]) {
      expect(emailError(email)).toBeNull();
    }
  });

  it('refuses what is not an address', () => {
    const invalid = [
      'sam',
      'sam@',
      '@example.com',
      'sam@example',
      'sam@@example.com',
      'sam@exa@mple.com',
      'sam smith@example.com',
      'sam@example..com',
      'sam@.example.com',
      'sam@example.com.',
      `${'a'.repeat(65)}@example.com`,
      `sam@${'a'.repeat(250)}.com`,
    ];
    for (const email of invalid) expect(emailError(email), email).toBe(EMAIL_INVALID_MESSAGE);
  });

  it('normalises an address for lookups', () => {
    expect(normaliseEmail('  Sam@Example.COM ')).toBe('sam@example.com');
  });
});

describe('wishlist item refs', () => {
  it('are wishlistId_productId_variantId and read back', () => {
    const ref = wishlistItemRef(WISHLIST_ID, '7000000101', '44000010111');
    expect(ref).toBe(`${WISHLIST_ID}_7000000101_44000010111`);
    expect(parseWishlistItemRef(ref)).toEqual({
      wishlistId: WISHLIST_ID,
      productId: '7000000101',
      variantId: '44000010111',
    });
  });

  it('refuse to build from malformed parts', () => {
    expect(() => wishlistItemRef('list_1', '1', '2')).toThrow();
    expect(() => wishlistItemRef(WISHLIST_ID, 'gid://shopify/Product/1', '2')).toThrow();
    expect(() => wishlistItemRef(WISHLIST_ID, '1', '')).toThrow();
    expect(() => wishlistItemRef('', '1', '2')).toThrow();
  });

  it('read a forged or foreign ref as null', () => {
    const forged = [
      '',
      'WI200013716',
      `${WISHLIST_ID}_7000000101`,
      `${WISHLIST_ID}_7000000101_44000010111_1`,
      `${WISHLIST_ID}_7000000101_4400001011x`,
      `${WISHLIST_ID}_-1_44000010111`,
      `../${WISHLIST_ID}_1_2`,
      `${WISHLIST_ID}/x_1_2`,
      `${WISHLIST_ID}_1_2 `,
      `${'a'.repeat(65)}_1_2`,
      `${WISHLIST_ID}_${'1'.repeat(21)}_2`,
      null,
      undefined,
      7,
    ];
    for (const ref of forged) expect(parseWishlistItemRef(ref), String(ref)).toBeNull();
  });

  it('take only ids the service could have given', () => {
    expect(isWishlistServiceId(WISHLIST_ID)).toBe(true);
    for (const id of ['', 'a_b', 'a/b', '../x', 'a b', 'a'.repeat(65), 12, null])
      expect(isWishlistServiceId(id)).toBe(false);
  });
});

describe('hasMoreItems', () => {
  it('pages on while there is a lastEvaluatedItemId', () => {
    expect(hasMoreItems('9a5aee4a-f20a-4478-ab4e-02d8bf8c2837')).toBe(true);
    for (const none of [null, undefined, '']) expect(hasMoreItems(none)).toBe(false);
  });
});
