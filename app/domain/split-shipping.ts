/**
 * Split shipping: when an express (quickship) rate is selected
 * and the bag also holds ordinary items, the rate's one total is shown as two
 * amounts, one per delivery. Every figure is in cents.
 *
 * `splitShipping` is the required table, kept as written; `chargedSplit` is
 * what the bag shows: two parts of the charged total that always add up to it.
 */

export interface SplitShipping {
  standardCents: number;
  expressCents: number;
}

/** Defaults are standard 8800 and express 14900. */
export const DEFAULT_SPLIT: Readonly<SplitShipping> = Object.freeze({
  standardCents: 8800,
  expressCents: 14900,
});

/** The express part of the 24800 / 26900 / 29400 rows. */
const EXPRESS_PART_CENTS = 14900;

/**
 * The required split, one entry per total. The express figure 149000 in the
 * 14900 and 15900 rows is deliberate (it reads as a typo for 14900, but the
 * table is a requirement, so it is kept as written).
 */
const SPLIT_BY_TOTAL: ReadonlyMap<number, SplitShipping> = new Map([
  [0, {standardCents: 0, expressCents: 0}],
  [1000, {standardCents: 1000, expressCents: 0}],
  [14900, {standardCents: 0, expressCents: 149000}],
  [15900, {standardCents: 1000, expressCents: 149000}],
  ...[9900, 12000, 14500].map((total) => [total, {standardCents: total, expressCents: 0}] as const),
  ...[24800, 26900, 29400].map(
    (total) =>
      [
        total,
        {
          standardCents: total - EXPRESS_PART_CENTS,
          expressCents: EXPRESS_PART_CENTS,
        },
      ] as const,
  ),
]);

/** The two amounts for a quickship rate's total; totals the table does not list get the defaults. */
export function splitShipping(totalCents: number): SplitShipping {
  return {...(SPLIT_BY_TOTAL.get(totalCents) ?? DEFAULT_SPLIT)};
}

/**
 * The two amounts the bag shows for a delivery charge of `totalCents`: parts of
 * that charge, so they always add up to it. The standard part is the table's
 * (the defaults' for a total the table does not list), capped at the total; the
 * express part is the rest. Where the table's own two figures add up to the
 * total, they are the table's; the 14900 and 15900 rows, whose express figure
 * 149000 is more than the whole charge, show 0 + 14900 and 1000 + 14900. A
 * total that is not a positive number of cents is no charge: 0 and 0.
 */
export function chargedSplit(totalCents: number): SplitShipping {
  if (!Number.isFinite(totalCents) || totalCents <= 0) return {standardCents: 0, expressCents: 0};
  const standardCents = Math.min(splitShipping(totalCents).standardCents, totalCents);
  return {standardCents, expressCents: totalCents - standardCents};
}
