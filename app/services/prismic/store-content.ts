/**
 * Stores and the store locator page as the app sees them, reshaped from the
 * `store_page` and `store-locator` documents. Content is edited by people: a
 * store without a name, a state, a 4-digit postcode or a map point cannot be
 * located, so it is left out (and reported); a bad opening-hours row is
 * dropped on its own.
 */
import * as prismic from '@prismicio/client';
import {linkResolver} from '~/domain/content-url';
import {POSTCODE_PATTERN} from '~/domain/bag-forms';
import {
  WEEKDAYS,
  isAustralianState,
  isTime,
  orderWeek,
  type DayHours,
  type Store,
  type StoreLocatorPage,
} from '~/domain/store-locator';
import type {StoreLocatorDocument, StorePageDocument, StoreServiceName} from './document-types';
import {imageRef, toSeo} from './reshape';

export const STORE_LOCATOR_UID = 'store-locator';

export const STORE_SERVICE_LABELS: Readonly<Record<StoreServiceName, string>> = {
  'click-and-collect': 'Click & collect',
  'mattress-fitting': 'Free mattress fitting',
  'bed-assembly': 'Bed assembly service',
  'clearance-centre': 'Clearance centre',
  parking: 'Free customer parking',
};

export type {Store, StoreLocatorPage};

const text = (value: string | null | undefined) => value?.trim() ?? '';

function toHours(rows: StorePageDocument['data']['opening_hours'], problems: string[]): DayHours[] {
  const days = (rows ?? []).flatMap((row): DayHours[] => {
    const day = WEEKDAYS.find((weekday) => weekday === row.day);
    if (!day) {
      problems.push(`opening_hours has a row without a weekday (${JSON.stringify(row.day)}); it is left out`);
      return [];
    }
    if (row.closed) return [{day, opens: null, closes: null}];
    const opens = text(row.opens);
    const closes = text(row.closes);
    if (!isTime(opens) || !isTime(closes) || opens >= closes) {
      problems.push(`opening_hours for ${day} (${opens}–${closes}) are not two 'HH:MM' times in order; left out`);
      return [];
    }
    return [{day, opens, closes}];
  });
  return orderWeek(days);
}

/** The store, or null when it cannot be located; `problems` says what was wrong either way. */
export function toStore(doc: StorePageDocument): {store: Store | null; problems: string[]} {
  const {data} = doc;
  const problems: string[] = [];
  const name = text(data.name);
  const state = data.state;
  const postcode = text(data.postcode);
  const location = data.location;
  if (!name) problems.push('name is empty');
  if (!isAustralianState(state)) problems.push(`state ${JSON.stringify(state)} is not an Australian state`);
  if (!POSTCODE_PATTERN.test(postcode)) problems.push(`postcode ${JSON.stringify(postcode)} is not 4 digits`);
  const located =
    prismic.isFilled.geoPoint(location) &&
    Math.abs(location.latitude) <= 90 &&
    Math.abs(location.longitude) <= 180;
  if (!located) problems.push('location is not a map point');
  if (problems.length > 0 || !isAustralianState(state) || !located) {
    return {store: null, problems: [...problems, 'the store is left out']};
  }

  const hours = toHours(data.opening_hours, problems);
  const services = (data.services ?? []).flatMap(({service}) => {
    if (service && service in STORE_SERVICE_LABELS) return [STORE_SERVICE_LABELS[service]];
    problems.push(`service ${JSON.stringify(service)} is not known; left out`);
    return [];
  });

  return {
    store: {
      handle: doc.uid,
      name,
      addressLines: [data.address_line_1, data.address_line_2].map(text).filter(Boolean),
      suburb: text(data.suburb),
      postcode,
      state,
      lat: location.latitude,
      lng: location.longitude,
      phone: text(data.phone) || null,
      hours,
      services,
      image: imageRef(data.image),
      description: data.description ?? [],
      slices: data.slices ?? [],
      seo: toSeo(data, name),
      url: linkResolver(doc),
    },
    problems,
  };
}

export function toStoreLocatorPage(doc: StoreLocatorDocument): StoreLocatorPage {
  const title = prismic.asText(doc.data.title).trim();
  return {title, intro: doc.data.intro ?? [], seo: toSeo(doc.data, title), url: linkResolver(doc)};
}
