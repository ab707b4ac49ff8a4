/**
 * Upstream requests per page view: what the worker asks the stand-ins for to
 * answer one page, read from the mock shop's request counter
 * (tests/mocks/request-counter.ts, `GET`/`DELETE /__control/requests`).
 * Plain fetches only: the images and scripts a browser would load next are
 * not the worker's calls, and nothing here loads them.
 */
import type {RequestCounts} from '../../tests/mocks/request-counter';
import {isOk, timedGet} from './http';
import {round} from './stats';

/** Background revalidation (stale-while-revalidate) may call upstream after the answer: wait before reading. */
const SETTLE_MS = 300;
/** Views before the warm ones are counted, so every cache the page uses has been filled. */
const WARM_UP_VIEWS = 2;
const WARM_VIEWS = 5;

export interface ViewCount {
  status: number;
  /** Every request the stand-ins served for the view. */
  total: number;
  /** Of those, Storefront API calls for the shopper's own cart. */
  cart: number;
  /** total − cart: what the warm budget counts. */
  other: number;
  byService: Record<string, number>;
  storefrontOperations: Record<string, number>;
  prismicRequests: Record<string, number>;
}

export interface WarmCounts {
  views: ViewCount[];
  /** Mean over the warm views of calls besides the shopper's cart: the budget's figure. */
  meanOther: number;
  meanCart: number;
  maxOther: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function counts(mockShopOrigin: string): Promise<RequestCounts> {
  const response = await fetch(`${mockShopOrigin}/__control/requests`, {signal: AbortSignal.timeout(5_000)});
  if (!response.ok) throw new Error(`The mock shop's request counter answered ${response.status}`);
  return (await response.json()) as RequestCounts;
}

export async function resetCounts(mockShopOrigin: string): Promise<void> {
  const response = await fetch(`${mockShopOrigin}/__control/requests`, {method: 'DELETE', signal: AbortSignal.timeout(5_000)});
  if (!response.ok) throw new Error(`Resetting the mock shop's request counter answered ${response.status}`);
}

/** One view of the page, counted alone: reset, view, let background work finish, read. */
export async function countView(
  origin: string,
  mockShopOrigin: string,
  page: {path: string; headers?: Record<string, string>},
): Promise<ViewCount> {
  await resetCounts(mockShopOrigin);
  const {status} = await timedGet(`${origin}${page.path}`, {Accept: 'text/html', ...page.headers});
  await sleep(SETTLE_MS);
  const {total, storefrontCart, byService, storefrontOperations, prismicRequests} = await counts(mockShopOrigin);
  return {status, total, cart: storefrontCart, other: total - storefrontCart, byService, storefrontOperations, prismicRequests};
}

/** After a few uncounted views, WARM_VIEWS views counted one by one. */
export async function countWarm(
  origin: string,
  mockShopOrigin: string,
  page: {path: string; headers?: Record<string, string>},
): Promise<WarmCounts> {
  for (let i = 0; i < WARM_UP_VIEWS; i++) await countView(origin, mockShopOrigin, page);
  const views: ViewCount[] = [];
  for (let i = 0; i < WARM_VIEWS; i++) views.push(await countView(origin, mockShopOrigin, page));
  const mean = (pick: (view: ViewCount) => number) => round(views.reduce((sum, view) => sum + pick(view), 0) / views.length);
  return {
    views,
    meanOther: mean((view) => view.other),
    meanCart: mean((view) => view.cart),
    maxOther: Math.max(...views.map((view) => view.other)),
  };
}

/** Sums a per-view tally over some views. */
function summed(views: readonly ViewCount[], pick: (view: ViewCount) => Record<string, number>): [string, number][] {
  const totals = new Map<string, number>();
  for (const view of views) for (const [key, n] of Object.entries(pick(view))) totals.set(key, (totals.get(key) ?? 0) + n);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * "prismic 7 (ref 1, menu 1...); storefront 1 (ProductDetail 1)": the calls of
 * some views per view, by service, Storefront by operation and Prismic by
 * what it was asked for.
 */
export function describeCalls(views: readonly ViewCount[]): string {
  const perView = (n: number) => String(round(n / views.length));
  const list = (entries: [string, number][]) => entries.map(([key, n]) => `${key} ${perView(n)}`).join(', ');
  const details: Record<string, string> = {
    storefront: list(summed(views, (view) => view.storefrontOperations)),
    prismic: list(summed(views, (view) => view.prismicRequests ?? {})),
  };
  return (
    summed(views, (view) => view.byService)
      .map(([service, n]) => `${service} ${perView(n)}${details[service] ? ` (${details[service]})` : ''}`)
      .join('; ') || 'none'
  );
}

export const viewFailed = (view: ViewCount) => !isOk(view.status);
