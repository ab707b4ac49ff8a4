/**
 * Sends a recommendations carousel's render / impression / click report to
 * the worker (/api/recommendations/beacon), which forwards Searchspring's
 * beacon events. Only with consent; never blocks, never throws: a failure is
 * logged and swallowed.
 */
import type {BeaconKind} from '~/domain/recommendations';
import {trackingAllowed} from './consent';

export interface CarouselReport {
  kind: BeaconKind;
  tag: string;
  placement: string;
  seed: string[];
  products: {id: string; sku: string | null}[];
}

export const BEACON_ENDPOINT = '/api/recommendations/beacon';

export function sendRecommendationBeacon(report: CarouselReport): void {
  if (!trackingAllowed() || report.products.length === 0) return;
  try {
    // keepalive: a click report still goes out as the page navigates away.
    void fetch(BEACON_ENDPOINT, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(report),
      keepalive: true,
      credentials: 'same-origin',
    }).catch((error: unknown) => console.warn('Recommendation beacon failed', error));
  } catch (error) {
    console.warn('Recommendation beacon failed', error);
  }
}
