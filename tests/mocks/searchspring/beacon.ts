/**
 * `POST /beacon`: recommendation tracking events, one JSON event or an array.
 * Each is checked for the fields Searchspring files it by; the accepted ones
 * are kept in memory so tests (and `GET /__control/search/beacons`) can see
 * what the storefront reported.
 */
import type {WireBeaconEvent} from '~/services/searchspring/wire';

export const BEACON_TYPES: readonly WireBeaconEvent['type'][] = [
  'profile.render',
  'profile.impression',
  'profile.click',
  'profile.product.render',
  'profile.product.impression',
  'profile.product.click',
];
export const BEACON_CATEGORY: WireBeaconEvent['category'] = 'searchspring.recommendations.user-interactions';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Why an event is refused, or null when it is well formed. */
function problem(event: unknown): string | null {
  if (!isRecord(event)) return 'is not an object';
  if (!BEACON_TYPES.includes(event.type as WireBeaconEvent['type'])) return `has an unknown type ${JSON.stringify(event.type)}`;
  if (event.category !== BEACON_CATEGORY) return `has category ${JSON.stringify(event.category)}, not "${BEACON_CATEGORY}"`;
  if (!isText(event.id)) return 'has no id';
  const website = isRecord(event.context) ? event.context.website : undefined;
  if (!isRecord(website) || !isText(website.trackingCode)) return 'has no context.website.trackingCode';
  if (String(event.type).startsWith('profile.product.') && !isText(event.pid)) {
    return 'is a product event without the pid of its profile event';
  }
  return null;
}

export type BeaconParse = {ok: true; events: WireBeaconEvent[]} | {ok: false; message: string};

export function parseBeacons(body: unknown): BeaconParse {
  const events = Array.isArray(body) ? body : [body];
  if (events.length === 0) return {ok: false, message: 'No events'};
  for (const [index, event] of events.entries()) {
    const why = problem(event);
    if (why) return {ok: false, message: `Event ${index} ${why}`};
  }
  return {ok: true, events: events as WireBeaconEvent[]};
}

export interface BeaconStore {
  record(events: WireBeaconEvent[]): void;
  events(): WireBeaconEvent[];
  clear(): void;
}

/** The newest events kept: a long `npm run dev` session must not grow without bound. */
const MAX_KEPT = 1000;

export function createBeaconStore(): BeaconStore {
  let received: WireBeaconEvent[] = [];
  return {
    record: (events) => {
      received = [...received, ...events].slice(-MAX_KEPT);
    },
    events: () => [...received],
    clear: () => {
      received = [];
    },
  };
}
