import {describe, expect, it} from 'vitest';
import {DEFAULT_SPLIT, chargedSplit, splitShipping} from './split-shipping';

// Every row of the required split table, in cents: [total, standard, express].
const TABLE: [total: number, standardCents: number, expressCents: number][] = [
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
];

describe('splitShipping', () => {
  it.each(TABLE)('total %s → standard %s, express %s', (total, standardCents, expressCents) => {
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

describe('chargedSplit: what the bag shows, parts of the charge', () => {
  it.each(TABLE)('table row %s: the two shown figures add up to the total', (total) => {
    const shown = chargedSplit(total);
    expect(shown.standardCents + shown.expressCents).toBe(total);
    expect(shown.standardCents).toBeGreaterThanOrEqual(0);
    expect(shown.expressCents).toBeGreaterThanOrEqual(0);
  });

  it.each(TABLE.filter(([total, standardCents, expressCents]) => standardCents + expressCents === total))(
    'table row %s, whose figures already add up: shown as the table gives them (%s + %s)',
    (total, standardCents, expressCents) => {
      expect(chargedSplit(total)).toEqual({standardCents, expressCents});
    },
  );

  it.each([
    // The table's express 149000 is more than the whole charge: its standard part, and express the rest.
    [14900, 0, 14900],
    [15900, 1000, 14900],
    [24800, 9900, 14900],
  ])('total %s → standard %s, express %s', (total, standardCents, expressCents) => {
    expect(chargedSplit(total)).toEqual({standardCents, expressCents});
  });

  it.each([
    // A total the table lacks: the defaults' standard 8800, capped at the total; express the rest.
    [20000, 8800, 11200],
    [24900, 8800, 16100],
    [8800, 8800, 0],
    [5000, 5000, 0],
    [1, 1, 0],
  ])('a total the table lacks (%s) → standard %s, express %s', (total, standardCents, expressCents) => {
    expect(chargedSplit(total)).toEqual({standardCents, expressCents});
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])(
    'a total that is not a positive number of cents (%s) shows 0 and 0',
    (total) => {
      expect(chargedSplit(total)).toEqual({standardCents: 0, expressCents: 0});
    },
  );

  it('leaves the required table as it is', () => {
    chargedSplit(15900);
    expect(splitShipping(15900)).toEqual({standardCents: 1000, expressCents: 149000});
  });
});
