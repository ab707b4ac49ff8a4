/**
 * Moving stray carts' lines into the bag (a browser whose first adds raced
 * holds one cart per add; app/features/bag/shopper-cart.server.ts merges them). The
 * planning is here: which strays fit the bag in one cartLinesAdd under
 * Shopify's line limit, and the lines that add sends.
 *
 * A stray is always moved whole, so an assembly, gift or donation line never
 * arrives without the line it follows; after the add the bag's own rules
 * (dependent-lines.ts) put the quantities back in step.
 */
import type {Attribute} from './types';

/** A line as cartLinesAdd takes it back. */
export interface MergeLine {
  merchandiseId: string;
  quantity: number;
  attributes: Attribute[];
}

/** The parts of a cart line a merge reads. */
export interface LineInCart {
  quantity: number;
  attributes: readonly Attribute[];
  merchandise: {id: string};
}

export function mergeLineOf(line: LineInCart): MergeLine {
  return {merchandiseId: line.merchandise.id, quantity: line.quantity, attributes: [...line.attributes]};
}

/**
 * Shopify keeps one line per variant and attribute set (in any order): adding
 * an identical line raises that line's quantity instead of making another.
 */
function lineKey(line: Pick<MergeLine, 'merchandiseId' | 'attributes'>): string {
  const attributes = line.attributes
    .map(({key, value}) => [key, value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([line.merchandiseId, attributes]);
}

/**
 * The strays that fit the bag in one add, in the order given: each is taken
 * when the lines the bag would then hold (an identical line only raises a
 * quantity) stay within `limit`. One that does not fit waits for a later
 * request, once the shopper has made room; a smaller one after it may fit.
 */
export function straysThatFit<Stray extends {lines: readonly MergeLine[]}>(
  bagLines: readonly MergeLine[],
  strays: readonly Stray[],
  limit: number,
): {fit: Stray[]; waiting: Stray[]} {
  const keys = new Set(bagLines.map(lineKey));
  // Counted as lines, not keys: a bag may already hold two lines Shopify did not combine.
  let count = bagLines.length;
  const fit: Stray[] = [];
  const waiting: Stray[] = [];
  for (const stray of strays) {
    const added = new Set(stray.lines.map(lineKey).filter((key) => !keys.has(key)));
    if (count + added.size > limit) {
      waiting.push(stray);
      continue;
    }
    added.forEach((key) => keys.add(key));
    count += added.size;
    fit.push(stray);
  }
  return {fit, waiting};
}

/**
 * The strays' lines as one add: identical lines become one, quantities
 * summed, so the add never sends more lines than the bag can take.
 */
export function combinedLines(strays: readonly {lines: readonly MergeLine[]}[]): MergeLine[] {
  const byKey = new Map<string, MergeLine>();
  for (const line of strays.flatMap((stray) => stray.lines)) {
    const key = lineKey(line);
    const same = byKey.get(key);
    byKey.set(key, same ? {...same, quantity: same.quantity + line.quantity} : {...line});
  }
  return [...byKey.values()];
}
