/**
 * The stand-in account's A/B tests: two running (a product page test and a
 * listing test) and one paused, which `filter[active]=1` leaves out. The
 * original of each is variation 0. A full-scope token can pause and play them
 * (./handlers.ts); the change lives in memory until the stand-in is reset.
 */
import type {WireTest, WireTestsPage} from '~/services/experiments/wire';

/** Ids a test can name. */
export const STAND_IN_TESTS = {addToBagCopy: 410_001, listingDefaultSort: 410_002, homeHeroHeadline: 410_003} as const;

export const DEMO_TESTS: WireTest[] = [
  {
    id: STAND_IN_TESTS.addToBagCopy,
    name: 'Product page: add to bag button copy',
    type: 'ab',
    status: 'playing',
    variations: [
      {id: 0, name: 'Original: "Add to bag"', traffic: 50},
      {id: 520_011, name: '"Add to bag — free delivery over $99"', traffic: 50},
    ],
  },
  {
    id: STAND_IN_TESTS.listingDefaultSort,
    name: 'Listings: default sort',
    type: 'ab',
    status: 'playing',
    variations: [
      {id: 0, name: 'Original: best match', traffic: 34},
      {id: 520_021, name: 'Best sellers first', traffic: 33},
      {id: 520_022, name: 'Price, low to high', traffic: 33},
    ],
  },
  {
    id: STAND_IN_TESTS.homeHeroHeadline,
    name: 'Home: hero headline',
    type: 'ab',
    status: 'paused',
    variations: [
      {id: 0, name: 'Original', traffic: 50},
      {id: 520_031, name: '"Sleep better tonight"', traffic: 50},
    ],
  },
];

export type TestStatus = 'playing' | 'paused';

/** The account's tests as the stand-in holds them now: the demo ones, with any status changes since the last reset. */
export interface TestsState {
  all(): readonly WireTest[];
  /** False when the account has no such test. */
  setStatus(testId: number, status: TestStatus): boolean;
  reset(): void;
}

export function createTestsState(): TestsState {
  let tests = structuredClone(DEMO_TESTS);
  return {
    all: () => tests,
    setStatus(testId, status) {
      const test = tests.find((candidate) => candidate.id === testId);
      if (!test) return false;
      test.status = status;
      return true;
    },
    reset() {
      tests = structuredClone(DEMO_TESTS);
    },
  };
}

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

export interface TestsQuery {
  activeOnly: boolean;
  page: number;
  limit: number;
}

/** `filter[active]`, `_page` (from 1) and `_max_per_page` (1–100); null when one is not a whole number in range. */
export function parseTestsQuery(params: URLSearchParams): TestsQuery | null {
  const whole = (name: string, fallback: number) => {
    const raw = params.get(name);
    return raw === null || raw === '' ? fallback : /^\d+$/.test(raw) ? Number(raw) : NaN;
  };
  const page = whole('_page', 1);
  const limit = whole('_max_per_page', DEFAULT_PAGE_SIZE);
  if (!(page >= 1) || !(limit >= 1 && limit <= MAX_PAGE_SIZE)) return null;
  return {activeOnly: params.get('filter[active]') === '1', page, limit};
}

/** One page of the list, with AB Tasty's paging envelope and HAL links. */
export function testsPage(tests: readonly WireTest[], {activeOnly, page, limit}: TestsQuery, self: URL): WireTestsPage {
  const matching = activeOnly ? tests.filter((test) => test.status === 'playing') : tests;
  const pages = Math.max(1, Math.ceil(matching.length / limit));
  const link = (to: number) => {
    const url = new URL(self);
    url.searchParams.set('_page', String(to));
    url.searchParams.set('_max_per_page', String(limit));
    return {href: url.toString()};
  };
  return {
    page,
    limit,
    pages,
    total: matching.length,
    _links: {
      self: link(page),
      first: link(1),
      last: link(pages),
      ...(page < pages ? {next: link(page + 1)} : {}),
      ...(page > 1 ? {previous: link(Math.min(page - 1, pages))} : {}),
    },
    _embedded: {items: matching.slice((page - 1) * limit, page * limit)},
  };
}
