/**
 * The performance budgets of issue 11, checked against one bench run: every
 * page against the worker's own trivial route, measured in the same run on
 * the same machine. Pure: figures in, verdicts out.
 */

export const BUDGETS = {
  /** Page req/s as a share of the trivial route's, by page (no floor for the bag). */
  minRateShare: {product: 0.5, home: 0.4, collection: 0.4, search: 0.4} as Record<string, number>,
  /** Page p97.5 latency at 32 connections, at most this many times the trivial route's. */
  maxP97_5Factor: 2.5,
  /** Upstream requests per warm page view, the shopper's own cart aside. */
  maxWarmUpstream: 1,
  htmlGzipKb: 40,
  jsGzipKb: 120,
  /** Lighthouse mobile, median of three runs, on these pages. */
  lighthousePages: ['home', 'collection', 'product', 'bag'],
  lighthousePerformance: 98,
  lighthouseAccessibility: 100,
  /** The header autocomplete's warm round trip (issue 8). */
  autocompleteP95Ms: 150,
};

/** What the verdicts read for one page; null where it was not measured. */
export interface PageFigures {
  page: string;
  reqPerSec: number;
  p97_5Ms: number;
  warmUpstream: number | null;
  htmlGzipKb: number | null;
  jsGzipKb: number | null;
  lighthouse: {performance: number | null; accessibility: number | null} | null;
}

export interface Verdict {
  page: string;
  budget: string;
  measured: string;
  limit: string;
  /** null: not measured (skipped), which fails nothing but is said. */
  ok: boolean | null;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function checkBudgets(
  pages: readonly PageFigures[],
  trivial: {reqPerSec: number; p97_5Ms: number},
  autocompleteWarmP95Ms: number | null,
): Verdict[] {
  const verdicts: Verdict[] = [];
  const add = (page: string, budget: string, measured: string, limit: string, ok: boolean | null) =>
    verdicts.push({page, budget, measured, limit, ok});
  /** A figure that must stay at or under `limit`; null (skipped) is said, never judged. */
  const addAtMost = (page: string, budget: string, value: number | null, limit: number, unit = '') => {
    const suffix = unit ? ` ${unit}` : '';
    add(
      page,
      budget,
      value === null ? 'not measured' : `${value}${suffix}`,
      `≤ ${limit}${suffix}`,
      value === null ? null : value <= limit,
    );
  };

  for (const figures of pages) {
    const {page} = figures;
    const minShare = BUDGETS.minRateShare[page];
    if (minShare !== undefined) {
      const share = trivial.reqPerSec > 0 ? figures.reqPerSec / trivial.reqPerSec : 0;
      add(page, 'req/s vs trivial', `${percent(share)} (${figures.reqPerSec})`, `≥ ${percent(minShare)}`, share >= minShare);
    }
    const factor = trivial.p97_5Ms > 0 ? figures.p97_5Ms / trivial.p97_5Ms : Infinity;
    add(
      page,
      'p97.5 vs trivial',
      `${factor.toFixed(2)}× (${figures.p97_5Ms} ms)`,
      `≤ ${BUDGETS.maxP97_5Factor}×`,
      factor <= BUDGETS.maxP97_5Factor,
    );
    addAtMost(page, 'upstream per warm view, cart aside', figures.warmUpstream, BUDGETS.maxWarmUpstream);
    addAtMost(page, 'HTML gzip', figures.htmlGzipKb, BUDGETS.htmlGzipKb, 'kB');
    addAtMost(page, 'JS gzip', figures.jsGzipKb, BUDGETS.jsGzipKb, 'kB');
    if (BUDGETS.lighthousePages.includes(page)) {
      const {performance = null, accessibility = null} = figures.lighthouse ?? {};
      const measured = figures.lighthouse !== null;
      add(
        page,
        'Lighthouse performance',
        measured ? String(performance ?? 'no score') : 'not measured',
        `≥ ${BUDGETS.lighthousePerformance}`,
        measured ? performance !== null && performance >= BUDGETS.lighthousePerformance : null,
      );
      add(
        page,
        'Lighthouse accessibility',
        measured ? String(accessibility ?? 'no score') : 'not measured',
        `= ${BUDGETS.lighthouseAccessibility}`,
        measured ? accessibility !== null && accessibility >= BUDGETS.lighthouseAccessibility : null,
      );
    }
  }
  addAtMost('autocomplete', 'warm p95', autocompleteWarmP95Ms, BUDGETS.autocompleteP95Ms, 'ms');
  return verdicts;
}
