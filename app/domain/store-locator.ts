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
  /** A postcode, a suburb or both, in either order, and optionally the state: "3000 Melbourne", "Richmond VIC". */
  | {kind: 'place'; postcode: string | null; suburb: string | null; state: AustralianState | null}
  | {kind: 'invalid'; message: string};

/** Letters (any script), then letters, spaces, hyphens and apostrophes: "St Kilda", "O'Connor", "Wagga-Wagga". */
const SUBURB_PATTERN = /^\p{L}[\p{L} '’-]*$/u;

const stateNamed = (word: string | undefined): AustralianState | null => {
  const upper = word?.toUpperCase();
  return isAustralianState(upper) ? upper : null;
};

/**
 * The `?q=` of the locator: blank is no search; else a 4-digit postcode, a suburb name of up to 60 characters,
 * or both in either order, a state's abbreviation after the suburb if the shopper adds one ("Richmond VIC 3121";
 * commas are spaces).
 */
export function parseLocatorQuery(raw: unknown): LocatorQuery {
  if (raw === null || raw === undefined) return {kind: 'none'};
  if (typeof raw !== 'string') return {kind: 'invalid', message: LOCATOR_QUERY_MESSAGE};
  const words = raw.replace(/,/g, ' ').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {kind: 'none'};
  let postcode: string | null = null;
  if (POSTCODE_PATTERN.test(words[0])) postcode = words.shift()!;
  else if (POSTCODE_PATTERN.test(words.at(-1)!)) postcode = words.pop()!;
  // A state only after a suburb: "ACT" alone is not a place.
  const state = words.length > 1 ? stateNamed(words.at(-1)) : null;
  if (state) words.pop();
  const suburb = words.join(' ');
  if (suburb === '') return postcode ? {kind: 'place', postcode, suburb: null, state: null} : {kind: 'none'};
  if (suburb.length > SUBURB_MAX_LENGTH || !SUBURB_PATTERN.test(suburb)) return {kind: 'invalid', message: LOCATOR_QUERY_MESSAGE};
  return {kind: 'place', postcode, suburb, state};
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
 * Every place the query names, in gazetteer order (the same suburb name can be in several states); for a postcode
 * alone, its main locality first.
 */
export function findPlaces<P extends PlaceRef>(query: Extract<LocatorQuery, {kind: 'place'}>, places: readonly P[]): P[] {
  const key = query.suburb === null ? null : suburbKey(query.suburb);
  const found = places.filter(
    (place) =>
      (query.postcode === null || place.postcode === query.postcode) &&
      (key === null || suburbKey(place.suburb) === key) &&
      (query.state === null || place.state === query.state),
  );
  return key === null ? mainLocalityFirst(found) : found;
}

/**
 * A postcode's localities, its main one first: the one whose name begins the most others ("Richmond" of Richmond
 * East, Richmond North…; "Sydney" of Sydney South), ties in gazetteer order.
 */
function mainLocalityFirst<P extends PlaceRef>(localities: readonly P[]): P[] {
  const begins = (place: P) =>
    localities.filter((other) => other !== place && other.suburb.startsWith(`${place.suburb} `)).length;
  return localities
    .map((place, index) => ({place, index, score: begins(place)}))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({place}) => place);
}

/**
 * The places a shopper must choose between: one per state the suburb name is in (its first postcode there),
 * states in the usual order; empty when the places are all in one state (one place to search from).
 */
export function placeChoices<P extends PlaceRef>(found: readonly P[]): P[] {
  const byState = new Map<AustralianState, P>();
  for (const place of found) if (!byState.has(place.state)) byState.set(place.state, place);
  return byState.size > 1 ? STATE_ORDER.flatMap((state) => byState.get(state) ?? []) : [];
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
  /** A suburb name in several states ("Richmond"): one place per state to choose from, and every store by state. */
  | {kind: 'choose'; choices: P[]}
  | {kind: 'nearest'; from: P; stores: StoreDistance<S>[]};

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
  const found = findPlaces(query, places);
  if (found.length === 0) return {kind: 'not-found', message: PLACE_NOT_FOUND_MESSAGE};
  const choices = placeChoices(found);
  if (choices.length > 0) return {kind: 'choose', choices};
  // A postcode's own point is its first row; a suburb's, its first postcode.
  return {kind: 'nearest', from: found[0], stores: nearestStores(stores, found[0], limit)};
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
