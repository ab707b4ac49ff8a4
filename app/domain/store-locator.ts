/**
 * The store locator's rules (/store, /store/store-locator,
 * /store/{handle}): what a shopper may type, where that is, how far each
 * store is, and in what order stores are shown. Pure: the gazetteer and the
 * stores are passed in.
 */
import type * as prismic from '@prismicio/client';
import {POSTCODE_PATTERN, SUBURB_MAX_LENGTH} from './bag-forms';
import type {Seo} from './content-types';
import type {PageSlice} from './slice-types';
import type {ImageRef} from './types';

export type AustralianState = 'NSW' | 'ACT' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT';

/** The order states are listed in: the eastern states first, by size, as the retailer's own lists run. */
export const STATE_ORDER: readonly AustralianState[] = ['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT'];

export const STATE_NAMES: Readonly<Record<AustralianState, string>> = {
  NSW: 'New South Wales',
  ACT: 'Australian Capital Territory',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
};

export function isAustralianState(value: unknown): value is AustralianState {
  return typeof value === 'string' && (STATE_ORDER as readonly string[]).includes(value);
}

export const LOCATOR_QUERY_MESSAGE = 'Enter a 4-digit postcode or a suburb name.';
export const PLACE_NOT_FOUND_MESSAGE = 'We couldn’t find that postcode or suburb.';
/** How many stores the locator lists, nearest first. */
export const NEAREST_STORES_SHOWN = 5;

export interface Coordinates {
  lat: number;
  lng: number;
}

/** What the locator needs of a store; the app's store type has more. */
export interface LocatedStore extends Coordinates {
  handle: string;
  name: string;
  state: AustralianState;
}

/** A suburb and postcode with its point (the gazetteer's rows). */
export interface PlaceRef extends Coordinates {
  suburb: string;
  postcode: string;
  state: AustralianState;
}

export type LocatorQuery =
  | {kind: 'none'}
  | {kind: 'postcode'; postcode: string}
  | {kind: 'suburb'; suburb: string}
  | {kind: 'invalid'; message: string};

/** Letters (any script), then letters, spaces, hyphens and apostrophes: "St Kilda", "O'Connor", "Wagga-Wagga". */
const SUBURB_PATTERN = /^\p{L}[\p{L} '’-]*$/u;

/** The `?q=` of the locator: blank is no search; else a 4-digit postcode or a suburb name of up to 60 characters. */
export function parseLocatorQuery(raw: unknown): LocatorQuery {
  if (raw === null || raw === undefined) return {kind: 'none'};
  if (typeof raw !== 'string') return {kind: 'invalid', message: LOCATOR_QUERY_MESSAGE};
  const query = raw.trim().replace(/\s+/g, ' ');
  if (query === '') return {kind: 'none'};
  if (POSTCODE_PATTERN.test(query)) return {kind: 'postcode', postcode: query};
  if (query.length <= SUBURB_MAX_LENGTH && SUBURB_PATTERN.test(query)) return {kind: 'suburb', suburb: query};
  return {kind: 'invalid', message: LOCATOR_QUERY_MESSAGE};
}

/** Compares suburb names the way people type them: case, apostrophes, hyphens and "Saint" for "St" aside. */
export function suburbKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[-\s]+/g, ' ')
    .trim()
    .replace(/^saint /, 'st ')
    .replace(/^mount /, 'mt ');
}

/**
 * Every place the query names, the first being the one to search from: a
 * postcode's own point (its first row), or the suburbs of that name in
 * gazetteer order (the same name can be in several states).
 */
export function findPlaces<P extends PlaceRef>(
  query: Extract<LocatorQuery, {kind: 'postcode' | 'suburb'}>,
  places: readonly P[],
): P[] {
  if (query.kind === 'postcode') {
    const first = places.find((place) => place.postcode === query.postcode);
    return first ? [first] : [];
  }
  const key = suburbKey(query.suburb);
  return places.filter((place) => suburbKey(place.suburb) === key);
}

const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine, mean Earth radius). */
export function haversineKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface StoreDistance<S> {
  store: S;
  distanceKm: number;
}

/** Stores nearest first (equal distances by name), at most `limit` of them. */
export function nearestStores<S extends LocatedStore>(
  stores: readonly S[],
  from: Coordinates,
  limit = NEAREST_STORES_SHOWN,
): StoreDistance<S>[] {
  return stores
    .map((store) => ({store, distanceKm: haversineKm(from, store)}))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.store.name.localeCompare(b.store.name, 'en-AU'))
    .slice(0, Math.max(0, limit));
}

/** '800 m' under 1 km, one decimal under 10 km, whole kilometres beyond. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(0, Math.round(km * 1000 / 100) * 100)} m`;
  if (km < 10) return `${(Math.round(km * 10) / 10).toFixed(1)} km`;
  return `${Math.round(km).toLocaleString('en-AU')} km`;
}

export interface StateGroup<S> {
  state: AustralianState;
  stateName: string;
  stores: S[];
}

/** Stores by state in STATE_ORDER (states without stores left out), each state's stores by name. */
export function groupStoresByState<S extends LocatedStore>(stores: readonly S[]): StateGroup<S>[] {
  return STATE_ORDER.flatMap((state) => {
    const inState = stores
      .filter((store) => store.state === state)
      .sort((a, b) => a.name.localeCompare(b.name, 'en-AU'));
    return inState.length > 0 ? [{state, stateName: STATE_NAMES[state], stores: inState}] : [];
  });
}

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's hours; `opens`/`closes` are 24-hour 'HH:MM', both null when closed. */
export interface DayHours {
  day: Weekday;
  opens: string | null;
  closes: string | null;
}

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTime(value: unknown): value is string {
  return typeof value === 'string' && TIME_PATTERN.test(value);
}

/** '09:00' → '9:00 am', '12:30' → '12:30 pm', '17:30' → '5:30 pm'. */
export function formatTime(time: string): string {
  const match = TIME_PATTERN.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${hours < 12 ? 'am' : 'pm'}`;
}

/** '9:00 am – 5:30 pm', or 'Closed'. */
export function hoursText({opens, closes}: DayHours): string {
  return opens && closes ? `${formatTime(opens)} – ${formatTime(closes)}` : 'Closed';
}

/** The days given, Monday first; a day listed twice keeps its first entry. */
export function orderWeek(days: readonly DayHours[]): DayHours[] {
  return WEEKDAYS.flatMap((weekday) => days.find((entry) => entry.day === weekday) ?? []);
}

/**
 * A `tel:` link for an Australian number as printed: '(02) 9555 0101' →
 * 'tel:+61295550101'; 13/1300/1800 numbers stay as they are. Null when the
 * text holds no plausible number.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/^1[38]\d{4,8}$/.test(digits)) return `tel:${digits}`;
  if (/^0[2-478]\d{8}$/.test(digits)) return `tel:+61${digits.slice(1)}`;
  if (/^61[2-478]\d{8}$/.test(digits)) return `tel:+${digits}`;
  return null;
}

/** Google Maps directions to a point (no API key: the public URL scheme). */
export function directionsUrl({lat, lng}: Coordinates): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat}%2C${lng}`;
}

/** The static map's frame: mainland Australia and Tasmania with a margin. */
export const MAP_BOUNDS = {west: 112.5, east: 154.5, north: -9.5, south: -44.2} as const;
export const MAP_WIDTH = 400;
/** Longitudes are shortened by cos(27°S), the continent's middle, so the shape is not stretched. */
const LNG_SCALE = Math.cos(radians(27));
export const MAP_HEIGHT = Math.round(
  (MAP_WIDTH * (MAP_BOUNDS.north - MAP_BOUNDS.south)) / ((MAP_BOUNDS.east - MAP_BOUNDS.west) * LNG_SCALE),
);

/** A point on the static map (x right, y down, in MAP_WIDTH × MAP_HEIGHT units), rounded to 0.1. */
export function mapPoint({lat, lng}: Coordinates): {x: number; y: number} {
  const x = ((lng - MAP_BOUNDS.west) / (MAP_BOUNDS.east - MAP_BOUNDS.west)) * MAP_WIDTH;
  const y = ((MAP_BOUNDS.north - lat) / (MAP_BOUNDS.north - MAP_BOUNDS.south)) * MAP_HEIGHT;
  return {x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10};
}

export type LocatorResult<S extends LocatedStore, P extends PlaceRef> =
  /** No search yet: every store, by state. */
  | {kind: 'all'}
  | {kind: 'invalid'; message: string}
  /** A well-formed postcode or suburb the gazetteer does not know: every store, by state, with the message. */
  | {kind: 'not-found'; message: string}
  | {kind: 'nearest'; from: P; stores: StoreDistance<S>[]; alternatives: P[]};

/**
 * The locator's answer to `?q=` (every value of it: a repeated key is
 * refused): the nearest stores to the place named, or why there are none.
 */
export function locateStores<S extends LocatedStore, P extends PlaceRef>(
  stores: readonly S[],
  places: readonly P[],
  queryValues: readonly string[],
  limit = NEAREST_STORES_SHOWN,
): LocatorResult<S, P> {
  if (queryValues.length > 1) return {kind: 'invalid', message: LOCATOR_QUERY_MESSAGE};
  const query = parseLocatorQuery(queryValues[0]);
  if (query.kind === 'none') return {kind: 'all'};
  if (query.kind === 'invalid') return query;
  const [from, ...alternatives] = findPlaces(query, places);
  if (!from) return {kind: 'not-found', message: PLACE_NOT_FOUND_MESSAGE};
  return {kind: 'nearest', from, stores: nearestStores(stores, from, limit), alternatives};
}

/** A store as the app shows it (reshaped from its store_page document). */
export interface Store extends LocatedStore {
  name: string;
  /** Street lines, empty ones left out. */
  addressLines: string[];
  suburb: string;
  postcode: string;
  state: AustralianState;
  /** As printed, e.g. '(02) 9555 0101'; null when content has none. */
  phone: string | null;
  /** Monday first; days content does not list are left out. */
  hours: DayHours[];
  /** Display labels, in content order. */
  services: string[];
  image: ImageRef | null;
  description: prismic.RichTextField;
  slices: PageSlice[];
  seo: Seo;
  /** /store/{handle}. */
  url: string;
}

export interface StoreLocatorPage {
  title: string;
  intro: prismic.RichTextField;
  seo: Seo;
  url: string;
}
