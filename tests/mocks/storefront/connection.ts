import {GraphQLError} from 'graphql';
import {decodeCursor, encodeCursor} from './ids';

/** Relay connection arguments as the Storefront API takes them. */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: {cursor: string; node: T}[];
  nodes: T[];
  pageInfo: PageInfo;
}

/** Shopify's ceiling for `first`/`last` on every connection. */
export const MAX_PAGE_SIZE = 250;

function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, {extensions: {code: 'BAD_REQUEST'}});
}

function checkPageSize(name: 'first' | 'last', value: number | null | undefined): void {
  if (value == null) return;
  if (value < 0) throw badRequest(`${name} must be a non-negative integer`);
  if (value > MAX_PAGE_SIZE) throw badRequest(`${name} must be at most ${MAX_PAGE_SIZE}`);
}

function positionOf<T>(items: readonly T[], keyOf: (item: T) => string | number, cursor: string): number {
  const key = decodeCursor(cursor);
  const index = items.findIndex((item) => keyOf(item) === key);
  if (index < 0) throw badRequest(`Invalid cursor: ${cursor}`);
  return index;
}

/**
 * Cursor pagination over an already ordered list. Like Shopify, one of
 * `first` or `last` is required and page flags are exact in both directions.
 */
export function paginate<T>(
  items: readonly T[],
  keyOf: (item: T) => string | number,
  args: ConnectionArgs,
): Connection<T> {
  if (args.first == null && args.last == null) throw badRequest('you must provide one of first or last');
  checkPageSize('first', args.first);
  checkPageSize('last', args.last);

  const ordered = args.reverse ? [...items].reverse() : items;
  let start = args.after ? positionOf(ordered, keyOf, args.after) + 1 : 0;
  let end = args.before ? positionOf(ordered, keyOf, args.before) : ordered.length;
  if (end < start) end = start;
  if (args.first != null) end = Math.min(end, start + args.first);
  if (args.last != null) start = Math.max(start, end - args.last);

  const edges = ordered.slice(start, end).map((node) => ({cursor: encodeCursor(keyOf(node)), node}));
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** For connections the stand-in has nothing to put in (selling plans, store availability...). */
export function emptyConnection(): Connection<never> {
  return {
    edges: [],
    nodes: [],
    pageInfo: {hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null},
  };
}
