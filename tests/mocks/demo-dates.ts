/**
 * The demo's campaign dates. The fixtures are written on one fixed timeline
 * (sales running 2025-01-01 → 2030-12-31, the Summer Sale from 2030-06-01, an
 * end-of-financial-year sale that ended 2025-06-30), and tests pin their
 * instants on it. Served as the offline store (`npm run dev`, `npm run
 * preview`), the stand-ins move that timeline to today, so a shopper sees a
 * sale that ends in days rather than years:
 *
 * - the fixtures' "now" (FIXTURE_NOW) becomes the moment the mock shop started;
 * - what was before it keeps its distance (an ended sale ended months ago);
 * - the fixtures' future, up to FIXTURE_HORIZON, is drawn into the next
 *   DEMO_HORIZON_DAYS days in the same order (the running sales end in 9 days,
 *   the Summer Sale starts a day before);
 * - anything later keeps its distance from the horizon.
 *
 * Every stand-in that knows a campaign date (the content's campaign settings
 * and banner, Shopify's automatic discounts, the search feed's prices) maps it
 * through this one function, so the price shown and the price charged still
 * agree. `MOCK_SHOP_DEMO_DATES=fixed` keeps the fixtures' own dates: vitest
 * (by default) and Playwright (its server's env) pin instants on them.
 */

const DAY_MS = 86_400_000;
export const FIXTURE_NOW = Date.parse('2026-01-01T00:00:00Z');
export const FIXTURE_HORIZON = Date.parse('2030-12-31T23:59:59Z');
export const DEMO_HORIZON_DAYS = 9;

export type DemoDatesMode = 'today' | 'fixed';

/** `MOCK_SHOP_DEMO_DATES` when set; otherwise fixed under vitest and today elsewhere (the mock shop). */
export function demoDatesMode(env: Record<string, string | undefined>): DemoDatesMode {
  const set = env.MOCK_SHOP_DEMO_DATES?.trim();
  if (set === 'today' || set === 'fixed') return set;
  if (set) throw new Error(`MOCK_SHOP_DEMO_DATES must be 'today' or 'fixed', not '${set}'.`);
  return env.VITEST ? 'fixed' : 'today';
}

/** The fixture instant `at` on a timeline whose FIXTURE_NOW is `startedAt`. Order is kept; the past keeps its distances. */
export function moveToToday(at: number, startedAt: number): number {
  if (at <= FIXTURE_NOW) return at + (startedAt - FIXTURE_NOW);
  const horizon = DEMO_HORIZON_DAYS * DAY_MS;
  if (at > FIXTURE_HORIZON) return startedAt + horizon + (at - FIXTURE_HORIZON);
  return startedAt + Math.round(((at - FIXTURE_NOW) / (FIXTURE_HORIZON - FIXTURE_NOW)) * horizon);
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:Z|\+0000)$/;

/**
 * The instant a fixture timestamp names, or null when it names none. A date the calendar lacks (the fixtures' broken
 * `2025-02-30`, which the app must refuse) is left as it is: `Date.parse` would roll it into March and mend it.
 */
function realInstant(value: string): number | null {
  const match = TIMESTAMP.exec(value);
  if (!match) return null;
  const at = Date.parse(`${match[1]}Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(match[1]) ? at : null;
}

/** Writes an instant back in the style it came in: Prismic's `+0000` or ISO's `Z`, to the second. */
function formatLike(source: string, at: number): string {
  const iso = new Date(Math.floor(at / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  return source.endsWith('+0000') ? iso.replace('Z', '+0000') : iso;
}

/** A date mapper for one mock shop: identity when fixed; otherwise moves fixture dates to `startedAt`. */
export function createDemoDates(mode: DemoDatesMode, startedAt: number): (value: string) => string {
  if (mode === 'fixed') return (value) => value;
  return (value) => {
    const at = realInstant(value);
    return at === null ? value : formatLike(value, moveToToday(at, startedAt));
  };
}

/** This process's mapper, settled when first imported (the mock shop's start). */
export const demoDate = createDemoDates(demoDatesMode(process.env), Date.now());
