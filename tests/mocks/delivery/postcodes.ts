/**
 * Which delivery zone a postcode is in, by the rate table's postcode ranges.
 */
import {
  DISPATCH_WAREHOUSE_BY_STATE,
  METRO_AREAS,
  REMOTE_POSTCODES,
  STATE_POSTCODES,
  type AustralianState,
  type MetroArea,
  type PostcodeRange,
} from '../fixtures/delivery-rates';

export type DeliveryZone =
  | {kind: 'metro'; state: AustralianState; area: MetroArea; warehouseId: string}
  | {kind: 'regional' | 'remote'; state: AustralianState; warehouseId: string}
  | {kind: 'unallocated'};

const FOUR_DIGITS = /^\d{4}$/;

export function isPostcode(value: unknown): value is string {
  return typeof value === 'string' && FOUR_DIGITS.test(value);
}

const within = (code: number, ranges: readonly PostcodeRange[]) =>
  ranges.some(([from, to]) => code >= from && code <= to);

export function stateOfPostcode(postcode: string): AustralianState | null {
  const code = Number(postcode);
  return STATE_POSTCODES.find(({ranges}) => within(code, ranges))?.state ?? null;
}

export function metroAreaOf(postcode: string): MetroArea | null {
  const code = Number(postcode);
  return METRO_AREAS.find((area) => within(code, area.postcodes)) ?? null;
}

/** The zone of a four-digit postcode. Remote ranges win over everything else. */
export function deliveryZoneOf(postcode: string): DeliveryZone {
  const state = stateOfPostcode(postcode);
  if (!state) return {kind: 'unallocated'};
  const warehouseId = DISPATCH_WAREHOUSE_BY_STATE[state];
  if (within(Number(postcode), REMOTE_POSTCODES)) return {kind: 'remote', state, warehouseId};
  const area = metroAreaOf(postcode);
  if (area) return {kind: 'metro', state: area.state, area, warehouseId: area.warehouseId};
  return {kind: 'regional', state, warehouseId};
}
