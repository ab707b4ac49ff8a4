import {describe, expect, it} from 'vitest';
import {DEFAULT_SPLIT, splitShipping} from './split-shipping';

describe('splitShipping', () => {
  // Every row of the required split table, in cents.
  it.each([
    [0, 0, 0],
    [1000, 1000, 0],
    // 149000 is kept as the table gives it (see SPLIT_BY_TOTAL).
    [14900, 0, 149000],
    [15900, 1000, 149000],
    [9900, 9900, 0],
    [12000, 12000, 0],
    [14500, 14500, 0],
    [24800, 9900, 14900],
    [26900, 12000, 14900],
    [29400, 14500, 14900],
  ])('total %s → standard %s, express %s', (total, standardCents, expressCents) => {
    expect(splitShipping(total)).toEqual({standardCents, expressCents});
  });

  it.each([1, 999, 8800, 14899, 20000, 24900, 99999, -1, Number.NaN])(
    'any other total (%s) gets the defaults',
    (total) => {
      expect(splitShipping(total)).toEqual({
        standardCents: 8800,
        expressCents: 14900,
      });
    },
  );

  it('returns a copy the caller may change', () => {
    splitShipping(5).standardCents = 1;
    expect(DEFAULT_SPLIT.standardCents).toBe(8800);
    expect(splitShipping(5).standardCents).toBe(8800);
  });
});
