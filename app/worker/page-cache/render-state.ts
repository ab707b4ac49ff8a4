/**
 * What one request's render tells the page cache about itself: whether its route lets the page be kept,
 * the CSP nonce written into it, whether any part of it came out degraded, and the tracking cookies it gave
 * out. Filled in by the load context (context.server.ts) and the document renderer (entry.server.tsx).
 */
import type {ShopperTracking, ShopperTrackingCookies} from '~/services/searchspring/tracking.server';
import {PAGE_CACHE_ALLOWED, routeAllowsPageCache, type PageCacheHandle} from '~/kernel/page-cache-handle';
import type {TrackingEffect} from './page-store';

export {PAGE_CACHE_ALLOWED, routeAllowsPageCache, type PageCacheHandle};

export class PageRenderState {
  /** The leaf route's handle allows keeping the page. */
  routeAllows = false;
  nonce: string | null = null;
  /** An optional service failed or React reported an error: the page is served, never kept. */
  degraded = false;
  readonly effects: TrackingEffect[] = [];

  /** `tracking`, with every call that may set a cookie noted, so a served copy can make it again. */
  recording(tracking: ShopperTrackingCookies): ShopperTrackingCookies {
    return {
      ids: (): ShopperTracking => {
        if (!this.effects.some((effect) => effect.kind === 'ids')) this.effects.push({kind: 'ids'});
        return tracking.ids();
      },
      viewed: (sku: string) => {
        this.effects.push({kind: 'viewed', sku});
        tracking.viewed(sku);
      },
    };
  }
}

/** Makes a kept render's cookie-setting calls again, for this request's shopper. */
export function replayEffects(effects: readonly TrackingEffect[], tracking: ShopperTrackingCookies): void {
  for (const effect of effects) {
    if (effect.kind === 'ids') tracking.ids();
    else tracking.viewed(effect.sku);
  }
}
