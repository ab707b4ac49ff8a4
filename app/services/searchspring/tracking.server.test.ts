import {describe, expect, it} from 'vitest';
import {createShopperTrackingCookies, parseViewedSkus} from './tracking.server';

function tracking(cookieHeader: string | null, secure = false) {
  const cookies: string[] = [];
  let n = 0;
  const cookiesJar = createShopperTrackingCookies({
    cookieHeader,
    secure,
    setCookie: (cookie) => cookies.push(cookie),
    newId: () => `generated-id-${++n}`,
  });
  return {cookiesJar, cookies};
}

describe('shopper tracking cookies (ids kept one year, viewed products seven, the session no max age)', () => {
  it('creates the user and session ids on first use: the user id for a year, the session id with no max age', () => {
    const {cookiesJar, cookies} = tracking(null, true);
    const ids = cookiesJar.ids();
    expect(ids).toMatchObject({userId: 'generated-id-1', sessionId: 'generated-id-2', pageLoadId: 'generated-id-3', viewedSkus: []});
    expect(cookies).toEqual([
      'ssUserId=generated-id-1; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure',
      '_isuid=generated-id-1; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax; Secure',
      // The session cookie has no max age.
      'ssSessionIdNamespace=generated-id-2; Path=/; HttpOnly; SameSite=Lax; Secure',
    ]);
    // Asked again in the same request: the same ids, no more cookies.
    expect(cookiesJar.ids()).toBe(ids);
    expect(cookies).toHaveLength(3);
  });

  it('reuses stored ids and sets nothing', () => {
    const {cookiesJar, cookies} = tracking('ssUserId=abcdef12-3456; _isuid=abcdef12-3456; ssSessionIdNamespace=sess-12345678; ssViewedProducts=A-1%2CB-2');
    expect(cookiesJar.ids()).toMatchObject({userId: 'abcdef12-3456', sessionId: 'sess-12345678', viewedSkus: ['A-1', 'B-2']});
    expect(cookies).toEqual([]);
  });

  it('takes the older _isuid as the user id when ssUserId is missing', () => {
    const {cookiesJar, cookies} = tracking('_isuid=legacy-user-1; ssSessionIdNamespace=sess-12345678');
    expect(cookiesJar.ids().userId).toBe('legacy-user-1');
    expect(cookies).toEqual(['ssUserId=legacy-user-1; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('replaces forged values instead of sending them on', () => {
    const {cookiesJar} = tracking('ssUserId=%3Cscript%3E; ssSessionIdNamespace=x');
    expect(cookiesJar.ids()).toMatchObject({userId: 'generated-id-1', sessionId: 'generated-id-2'});
  });

  it('records a viewed product first, without repeats, in a long-lived cookie', () => {
    const {cookiesJar, cookies} = tracking('ssUserId=abcdef12-3456; _isuid=abcdef12-3456; ssSessionIdNamespace=sess-12345678; ssViewedProducts=A-1%2CB-2');
    cookiesJar.viewed('B-2');
    expect(cookiesJar.ids().viewedSkus).toEqual(['B-2', 'A-1']);
    expect(cookies).toEqual(['ssViewedProducts=B-2%2CA-1; Max-Age=220752000; Path=/; HttpOnly; SameSite=Lax']);
    cookiesJar.viewed('not a sku');
    expect(cookies).toHaveLength(1);
  });
});

describe('parseViewedSkus', () => {
  it('keeps at most 20 well-formed SKUs', () => {
    const raw = encodeURIComponent(Array.from({length: 30}, (_, n) => `SKU-${n}`).join(','));
    expect(parseViewedSkus(raw)).toHaveLength(20);
    expect(parseViewedSkus('%E0%A4%A')).toEqual([]);
    expect(parseViewedSkus('A,,<b>,A')).toEqual(['A']);
  });
});
