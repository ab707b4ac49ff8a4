/**
 * Recommendation beacons, of three types: render, impression and click
 * (upstream-apis "POST /beacon"). The browser tells the
 * worker what happened to a carousel; this builds the events Searchspring
 * expects: one profile event, then one product event per product, each
 * naming the profile event's id as `pid`.
 */
import {BEACON_KINDS, type BeaconKind} from '~/domain/recommendations';
import type {WireBeaconEvent} from './wire';

export {BEACON_KINDS, type BeaconKind};

export interface BeaconReport {
  kind: BeaconKind;
  tag: string;
  placement: string;
  seed: string[];
  /** The products rendered, seen or clicked (by the provider's id). */
  products: {id: string; sku: string | null}[];
}

export interface BeaconContext {
  siteId: string;
  userId: string;
  sessionId: string;
  pageLoadId: string;
}

const CATEGORY = 'searchspring.recommendations.user-interactions';

export function beaconEvents(report: BeaconReport, context: BeaconContext, newId: () => string): WireBeaconEvent[] {
  const wireContext: WireBeaconEvent['context'] = {
    userId: context.userId,
    sessionId: context.sessionId,
    pageLoadId: context.pageLoadId,
    website: {trackingCode: context.siteId},
    currency: {code: 'AUD'},
  };
  const eventContext = {type: 'product-recommendation' as const, tag: report.tag, placement: report.placement};
  const profileId = newId();
  const profileEvent: WireBeaconEvent = {
    type: `profile.${report.kind}`,
    category: CATEGORY,
    id: profileId,
    context: wireContext,
    event: {context: eventContext, profile: {tag: report.tag, placement: report.placement, seed: report.seed}},
  };
  const productEvents = report.products.map(
    (product): WireBeaconEvent => ({
      type: `profile.product.${report.kind}`,
      category: CATEGORY,
      id: newId(),
      pid: profileId,
      context: wireContext,
      event: {
        context: eventContext,
        product: {
          id: product.id,
          mappings: {core: {uid: product.id, ...(product.sku ? {sku: product.sku} : {})}},
          seed: report.seed,
        },
      },
    }),
  );
  return [profileEvent, ...productEvents];
}

const TAG = /^[A-Za-z0-9_-]{1,64}$/;
const ID = /^\d{1,20}$/;
const SKU = /^[A-Za-z0-9._-]{1,64}$/;
const MAX_PRODUCTS = 50;

/**
 * Reads what the browser sent (JSON); null for anything malformed, so a bad
 * request changes nothing and sends nothing.
 */
export function parseBeaconReport(body: unknown): BeaconReport | null {
  if (typeof body !== 'object' || body === null) return null;
  const {kind, tag, placement, seed, products} = body as Record<string, unknown>;
  if (!BEACON_KINDS.includes(kind as BeaconKind)) return null;
  if (typeof tag !== 'string' || !TAG.test(tag) || typeof placement !== 'string' || !TAG.test(placement)) return null;
  if (!Array.isArray(seed) || seed.length > MAX_PRODUCTS || !seed.every((s) => typeof s === 'string' && SKU.test(s))) {
    return null;
  }
  if (!Array.isArray(products) || products.length > MAX_PRODUCTS) return null;
  const read: BeaconReport['products'] = [];
  for (const product of products) {
    if (typeof product !== 'object' || product === null) return null;
    const {id, sku} = product as Record<string, unknown>;
    if (typeof id !== 'string' || !ID.test(id)) return null;
    if (sku !== null && sku !== undefined && (typeof sku !== 'string' || !SKU.test(sku))) return null;
    read.push({id, sku: typeof sku === 'string' ? sku : null});
  }
  if (kind === 'click' && read.length !== 1) return null;
  return {kind: kind as BeaconKind, tag, placement, seed: seed as string[], products: read};
}
