/**
 * How the bag page groups its visible lines by delivery, with the group
 * titles and subtitles.
 */
import {isExpressRate, isPickupRate, type RateLike} from './delivery';
import {quickshipLines, type QuickshipLine} from './quickship';

export const DELIVERY_TITLE = {
  STANDARD: 'Standard Delivery',
  EXPRESS: 'Express Delivery',
  PICKUP: 'Pickup',
} as const;

export const DELIVERY_SUBTITLE = {
  FIRST_OF_TWO: 'Delivery 1 of 2',
  SECOND_OF_TWO: 'Delivery 2 of 2',
} as const;

export type BagGroupKind = 'all' | 'express' | 'standard' | 'pickup';

export interface BagGroup<Line> {
  /** Stable key for rendering; also says which delivery the group is. */
  kind: BagGroupKind;
  /** null for the untitled group shown before any rate is selected. */
  title: string | null;
  /** Only when the bag splits into two deliveries. */
  subtitle: string | null;
  lines: Line[];
}

/**
 * Groups the visible lines (see `visibleLines`) for the selected rate.
 *
 * - No rate: one untitled group.
 * - Express rate: the quickship items the stock check found available go in
 *   'Express Delivery', the rest in 'Standard Delivery'; subtitled 1 of 2 and
 *   2 of 2 only when both have items. With no express items there is only the
 *   standard group, and the reverse.
 * - Pickup: one 'Pickup' group. Anything else: one 'Standard Delivery' group.
 *
 * An empty bag has no groups.
 */
export function groupBagLines<Line extends QuickshipLine>(
  lines: readonly Line[],
  {
    selectedRate,
    availableSkus,
  }: {
    selectedRate: RateLike | null | undefined;
    availableSkus: readonly string[];
  },
): BagGroup<Line>[] {
  if (lines.length === 0) return [];
  if (!selectedRate) return [{kind: 'all', title: null, subtitle: null, lines: [...lines]}];
  if (isPickupRate(selectedRate))
    return [
      {
        kind: 'pickup',
        title: DELIVERY_TITLE.PICKUP,
        subtitle: null,
        lines: [...lines],
      },
    ];
  if (!isExpressRate(selectedRate)) {
    return [
      {
        kind: 'standard',
        title: DELIVERY_TITLE.STANDARD,
        subtitle: null,
        lines: [...lines],
      },
    ];
  }

  const express = new Set<Line>(quickshipLines(lines, availableSkus));
  const expressLines = lines.filter((line) => express.has(line));
  const standardLines = lines.filter((line) => !express.has(line));
  const split = expressLines.length > 0 && standardLines.length > 0;
  const groups: BagGroup<Line>[] = [];
  if (expressLines.length > 0) {
    groups.push({
      kind: 'express',
      title: DELIVERY_TITLE.EXPRESS,
      subtitle: split ? DELIVERY_SUBTITLE.FIRST_OF_TWO : null,
      lines: expressLines,
    });
  }
  if (standardLines.length > 0) {
    groups.push({
      kind: 'standard',
      title: DELIVERY_TITLE.STANDARD,
      subtitle: split ? DELIVERY_SUBTITLE.SECOND_OF_TWO : null,
      lines: standardLines,
    });
  }
  return groups;
}
