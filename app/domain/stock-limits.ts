/**
 * Saying so when Shopify holds a quantity to its stock.
 *
 * cartLinesAdd and cartLinesUpdate do not refuse more than the shop has: they
 * set the line to what is available and answer a MERCHANDISE_NOT_ENOUGH_STOCK
 * warning, whose wording and target are Shopify's to change (it says "Only 18
 * items were added" even when none were). So the numbers are read from the
 * bag itself, before and after the change: what was asked for, what the bag
 * now holds, and so what is available. When Shopify holds a line back, all of
 * the stock is in the bag, so the bag's quantity of that variant is what is
 * available.
 */

/** The parts of a bag line these rules read. */
export interface CountedLine {
  id: string;
  quantity: number;
  merchandise: {id: string; product: {title: string}};
}

export interface StockLimit {
  /** The product, named when one change asked for several. */
  title: string;
  /** What the shop has for this bag; the bag now holds all of it. */
  available: number;
  /** How many an add put in; null for a quantity change, or when the bag before the add is unknown. */
  added: number | null;
}

/** Every variant's quantity across the bag's lines (one variant may be on several lines, e.g. customised). */
function quantitiesByVariant(lines: readonly CountedLine[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.merchandise.id, (totals.get(line.merchandise.id) ?? 0) + line.quantity);
  return totals;
}

function titleOf(variantId: string, ...bags: (readonly CountedLine[] | null)[]): string {
  for (const lines of bags) {
    const line = lines?.find((candidate) => candidate.merchandise.id === variantId);
    if (line) return line.merchandise.product.title;
  }
  return '';
}

/**
 * The variants an add got fewer of than it asked for. `before` is the bag
 * the add went into (null when it could not be read, so only the bag's
 * quantity afterwards can be told).
 */
export function addStockLimits(
  requested: readonly {merchandiseId: string; quantity: number}[],
  before: readonly CountedLine[] | null,
  after: readonly CountedLine[],
): StockLimit[] {
  const asked = new Map<string, number>();
  for (const line of requested) asked.set(line.merchandiseId, (asked.get(line.merchandiseId) ?? 0) + line.quantity);
  const had = quantitiesByVariant(before ?? []);
  const has = quantitiesByVariant(after);
  const limits: StockLimit[] = [];
  for (const [variantId, quantity] of asked) {
    const held = had.get(variantId) ?? 0;
    const now = has.get(variantId) ?? 0;
    if (now >= held + quantity) continue;
    limits.push({
      title: titleOf(variantId, after, before),
      available: now,
      added: before === null ? null : Math.max(0, now - held),
    });
  }
  return limits;
}

/** The lines a quantity change set lower than asked (a removal, quantity 0, is never held back). */
export function updateStockLimits(
  requested: readonly {id: string; quantity: number}[],
  before: readonly CountedLine[],
  after: readonly CountedLine[],
): StockLimit[] {
  const has = quantitiesByVariant(after);
  const limits: StockLimit[] = [];
  for (const update of requested) {
    if (update.quantity === 0) continue;
    const line = before.find((candidate) => candidate.id === update.id);
    if (!line) continue;
    const now = after.find((candidate) => candidate.id === update.id)?.quantity ?? 0;
    if (now >= update.quantity) continue;
    limits.push({title: line.merchandise.product.title, available: has.get(line.merchandise.id) ?? 0, added: null});
  }
  return limits;
}

/**
 * One sentence per item held back, with the numbers: 'Only 18 available;
 * we've added 18.' Items are named when the change asked for several
 * (the bed builder adds a bed's parts at once). Null when nothing was.
 */
export function stockLimitMessage(limits: readonly StockLimit[], {nameItems}: {nameItems: boolean}): string | null {
  if (limits.length === 0) return null;
  return limits.map((limit) => stockLimitSentence(limit, nameItems)).join(' ');
}

function stockLimitSentence({title, available, added}: StockLimit, named: boolean): string {
  if (available === 0) {
    // Only a quantity change gets here (an add of nothing is refused as out of stock): the line has left the bag.
    return `Sorry, ${named ? title : 'that item'} is out of stock, so it is no longer in your bag.`;
  }
  const only = named ? `${title}: only ${available} available` : `Only ${available} available`;
  if (added === null) return `${only}; your bag has ${available}.`;
  if (added === 0) return `${only}, and your bag already has ${available}.`;
  if (added === available) return `${only}; we've added ${added}.`;
  return `${only}; we've added ${added}, so your bag has ${available}.`;
}
