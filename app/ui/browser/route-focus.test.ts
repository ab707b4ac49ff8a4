import {describe, expect, it} from 'vitest';
import {routeFocus} from './route-focus';

const at = (pathname: string, hash = '') => ({pathname, hash});

describe('routeFocus', () => {
  it('focuses and announces a new page, even when the pressed link is still there (a footer link)', () => {
    expect(routeFocus('/', at('/collections/mattresses'), false)).toEqual({focusHeading: true, announce: true});
    expect(routeFocus('/collections/beds', at('/products/oslo'), true)).toEqual({focusHeading: true, announce: true});
  });

  it('keeps focus on the control for a filter, variant or image on the same page', () => {
    expect(routeFocus('/collections/mattresses', at('/collections/mattresses'), true)).toEqual({
      focusHeading: false,
      announce: false,
    });
  });

  it('moves focus to the heading, unannounced, when the same-page render removed the focused control', () => {
    expect(routeFocus('/search', at('/search'), false)).toEqual({focusHeading: true, announce: false});
  });

  it('leaves a jump to a fragment to the browser', () => {
    expect(routeFocus('/cart', at('/cart', '#postcode'), false)).toEqual({focusHeading: false, announce: false});
  });
});
