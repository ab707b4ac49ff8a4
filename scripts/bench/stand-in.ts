/**
 * The search stand-in's own time, asked directly (not through the worker and
 * its cache), so a reader sees what a bigger catalogue costs the search itself.
 */
import {isOk, timedGet} from './http';
import {round, summarise} from './stats';

const SITE = 'siteId=dhdemo&resultsFormat=json';
const REPEATS = 20;

export interface StandInFigures {
  /** Products in the search index: an empty query lists them all. */
  indexedProducts: number | null;
  /** Results for `bed`, to show both catalogues really answer. */
  bedResults: number | null;
  /** The first `q=bed` query after start: slow when the index is built on first use rather than at start. */
  firstQueryMs: number;
  /** The same query repeated: its steady cost. */
  query: ReturnType<typeof summarise>;
  failures: number;
}

function totalResults(body: string): number | null {
  try {
    const total = (JSON.parse(body) as {pagination?: {totalResults?: unknown}}).pagination?.totalResults;
    return typeof total === 'number' ? total : null;
  } catch {
    return null;
  }
}

export async function measureStandIn(mockShopOrigin: string): Promise<StandInFigures> {
  const search = `${mockShopOrigin}/searchspring/api/search/search.json?${SITE}`;
  const bedUrl = `${search}&q=bed&resultsPerPage=12`;
  const first = await timedGet(bedUrl);
  const repeats = [];
  for (let i = 0; i < REPEATS; i++) repeats.push(await timedGet(bedUrl));
  const everything = await timedGet(`${search}&resultsPerPage=1`);
  const replies = [first, ...repeats, everything];
  return {
    indexedProducts: isOk(everything.status) ? totalResults(everything.body) : null,
    bedResults: isOk(first.status) ? totalResults(first.body) : null,
    firstQueryMs: round(first.ms),
    query: summarise(repeats.map((reply) => reply.ms)),
    failures: replies.filter((reply) => !isOk(reply.status)).length,
  };
}
