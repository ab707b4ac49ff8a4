import {describe, expect, it} from 'vitest';
import {allowedRedirect, isAllowedLocation} from './redirect-guard';

const CHECKOUT = 'https://checkout.dreamhaus.example';

describe('isAllowedLocation', () => {
  const spellings = [
    'http:evil.example',
    'https:evil.example',
    'http:/evil.example',
    'http://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
  ];
  for (const origin of ['http://localhost:3000', 'https://www.dreamhaus.example']) {
    // `http:evil.example` from an http page is a relative path there (a browser stays on the site); from an
    // https page it is another origin. Either way the check agrees with where a browser would go.
    const scheme = new URL(origin).protocol;
    const refused = spellings.filter((location) => !(location.startsWith(scheme) && !location.startsWith(`${scheme}//`)));
    it.each(refused)(`refuses %s from ${origin}`, (location) => {
      expect(isAllowedLocation(location, `${origin}/nope`, [CHECKOUT])).toBe(false);
    });

    it.each(['/wishlist', '/products/aurora?variant=1', 'cart', '%2F%2Fevil.example', `${origin}/cart`])(
      `allows %s from ${origin}`,
      (location) => {
        expect(isAllowedLocation(location, `${origin}/nope`, [CHECKOUT])).toBe(true);
      },
    );
  }

  it('allows the checkout origin on the list, and only that', () => {
    expect(isAllowedLocation(`${CHECKOUT}/cart/c/1`, 'https://www.dreamhaus.example/', [CHECKOUT])).toBe(true);
    expect(isAllowedLocation('http://checkout.dreamhaus.example/', 'https://www.dreamhaus.example/', [CHECKOUT])).toBe(false);
  });
});

describe('allowedRedirect', () => {
  it('passes answers without a Location, and refuses one to another site', () => {
    const plain = new Response('ok');
    expect(allowedRedirect(plain, 'http://localhost/', [])).toBe(plain);
    const away = new Response(null, {status: 301, headers: {Location: 'http://evil.example/'}});
    expect(allowedRedirect(away, 'http://localhost/', [])).toBeNull();
  });
});
