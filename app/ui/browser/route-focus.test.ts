import {describe, expect, it} from 'vitest';
import {routeAnnouncement, routeChange} from './route-focus';

const at = (pathname: string, search = '', hash = '') => ({pathname, search, hash});

describe('routeChange', () => {
  it('focuses and announces a new page, even when the pressed link is still there (a footer link)', () => {
    expect(routeChange(at('/'), at('/collections/mattresses'), false)).toEqual({focusHeading: true, announce: true});
    expect(routeChange(at('/collections/beds'), at('/products/oslo'), true)).toEqual({focusHeading: true, announce: true});
  });

  it('keeps focus on the control for a filter, variant or image on the same page', () => {
    expect(routeChange(at('/collections/mattresses'), at('/collections/mattresses', '?filter=Firm'), false)).toEqual({
      focusHeading: false,
      announce: false,
    });
  });

  it('moves focus to the heading when the same-page render removed the focused control', () => {
    expect(routeChange(at('/search', '?q=bed'), at('/search', '?q=bed&page=2'), true)).toEqual({
      focusHeading: true,
      announce: false,
    });
  });

  it('leaves a jump to a fragment, and a revalidation of the same URL, alone', () => {
    expect(routeChange(at('/cart'), at('/cart', '', '#postcode'), true)).toEqual({focusHeading: false, announce: false});
    expect(routeChange(at('/cart'), at('/cart'), true)).toEqual({focusHeading: false, announce: false});
  });
});

describe('routeAnnouncement', () => {
  it("says the page's title", () => {
    expect(routeAnnouncement(' Mattresses | Dreamhaus ')).toBe('Navigated to Mattresses | Dreamhaus');
    expect(routeAnnouncement('')).toBe('');
  });
});
