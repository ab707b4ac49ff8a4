import {describe, expect, it} from 'vitest';
import {
  LOCATOR_QUERY_MESSAGE,
  PLACE_NOT_FOUND_MESSAGE,
  locateStores,
  MAP_HEIGHT,
  MAP_WIDTH,
  directionsUrl,
  findPlaces,
  formatDistance,
  formatTime,
  groupStoresByState,
  haversineKm,
  hoursText,
  mapPoint,
  nearestStores,
  orderWeek,
  parseLocatorQuery,
  suburbKey,
  telHref,
  type AustralianState,
  type DayHours,
  type LocatedStore,
  type PlaceRef,
} from './store-locator';

const SYDNEY = {lat: -33.8688, lng: 151.2093};
const MELBOURNE = {lat: -37.8136, lng: 144.9631};
const PERTH = {lat: -31.9505, lng: 115.8605};
const HOBART = {lat: -42.8821, lng: 147.3272};

/** A place query with the parts not given left out. */
const place = (parts: {postcode?: string; suburb?: string; state?: AustralianState}) =>
  ({kind: 'place', postcode: null, suburb: null, state: null, ...parts}) as const;

describe('parseLocatorQuery', () => {
  it.each([
    [undefined, {kind: 'none'}],
    [null, {kind: 'none'}],
    ['', {kind: 'none'}],
    ['   ', {kind: 'none'}],
    ['2000', place({postcode: '2000'})],
    [' 0800 ', place({postcode: '0800'})],
    ['St Kilda', place({suburb: 'St Kilda'})],
    ['  surry   hills ', place({suburb: 'surry hills'})],
    ["O'Connor", place({suburb: "O'Connor"})],
    ['Wagga-Wagga', place({suburb: 'Wagga-Wagga'})],
    ['Moonah’s', place({suburb: 'Moonah’s'})],
    ['Fyshwick', place({suburb: 'Fyshwick'})],
    // A postcode and a suburb, either way round; a state after the suburb; commas are spaces.
    ['3000 Melbourne', place({postcode: '3000', suburb: 'Melbourne'})],
    ['Melbourne 3000', place({postcode: '3000', suburb: 'Melbourne'})],
    ['Richmond VIC', place({suburb: 'Richmond', state: 'VIC'})],
    ['richmond, vic 3121', place({postcode: '3121', suburb: 'richmond', state: 'VIC'})],
    ['3121 Richmond Vic', place({postcode: '3121', suburb: 'Richmond', state: 'VIC'})],
    // A lone state abbreviation is a suburb's name to look up, not a state.
    ['Act', place({suburb: 'Act'})],
  ])('%j → %j', (raw, expected) => {
    expect(parseLocatorQuery(raw)).toEqual(expected);
  });

  it.each([
    ['200', 'three digits'],
    ['20000', 'five digits'],
    ['2000 Sydney 2001', 'two postcodes'],
    ['Sydney 2000 NSW', 'a state after the postcode'],
    ['<script>', 'markup'],
    ['Sydney!', 'punctuation'],
    ['-Sydney', 'a leading hyphen'],
    ['a'.repeat(61), 'over 60 characters'],
    [['2000'] as unknown, 'not a string'],
  ])('%j is refused (%s)', (raw: unknown, _why: string) => {
    expect(parseLocatorQuery(raw)).toEqual({kind: 'invalid', message: LOCATOR_QUERY_MESSAGE});
  });

  it('takes a suburb of exactly 60 characters', () => {
    expect(parseLocatorQuery('a'.repeat(60))).toEqual(place({suburb: 'a'.repeat(60)}));
  });
});

describe('findPlaces', () => {
  const places: PlaceRef[] = [
    {suburb: 'Sydney', postcode: '2000', state: 'NSW', ...SYDNEY},
    {suburb: 'The Rocks', postcode: '2000', state: 'NSW', lat: -33.8599, lng: 151.209},
    {suburb: 'Richmond', postcode: '2753', state: 'NSW', lat: -33.599, lng: 150.751},
    {suburb: 'Richmond', postcode: '3121', state: 'VIC', lat: -37.823, lng: 144.998},
    {suburb: 'St Kilda', postcode: '3182', state: 'VIC', lat: -37.868, lng: 144.981},
    {suburb: 'Mount Gravatt', postcode: '4122', state: 'QLD', lat: -27.538, lng: 153.08},
  ];

  it('a postcode is its rows, its own point first', () => {
    expect(findPlaces(place({postcode: '2000'}), places).map((p) => p.suburb)).toEqual(['Sydney', 'The Rocks']);
  });

  it('an unknown postcode is nothing', () => {
    expect(findPlaces(place({postcode: '9999'}), places)).toEqual([]);
  });

  it('a suburb in several states gives each, in gazetteer order; a state or postcode narrows it', () => {
    expect(findPlaces(place({suburb: 'richmond'}), places).map((p) => p.postcode)).toEqual(['2753', '3121']);
    expect(findPlaces(place({suburb: 'richmond', state: 'VIC'}), places).map((p) => p.postcode)).toEqual(['3121']);
    expect(findPlaces(place({suburb: 'richmond', postcode: '2753'}), places).map((p) => p.state)).toEqual(['NSW']);
    expect(findPlaces(place({suburb: 'richmond', postcode: '2000'}), places)).toEqual([]);
  });

  it.each([['saint kilda'], ['ST KILDA'], ['St-Kilda']])('%j finds St Kilda', (suburb) => {
    expect(findPlaces(place({suburb}), places).map((p) => p.postcode)).toEqual(['3182']);
  });

  it('Mt and Mount are one', () => {
    expect(suburbKey('Mt Gravatt')).toBe(suburbKey('Mount Gravatt'));
  });
});

describe('haversineKm', () => {
  it.each([
    ['Sydney → Melbourne', SYDNEY, MELBOURNE, 713.4],
    ['Sydney → Perth', SYDNEY, PERTH, 3290],
    ['Melbourne → Hobart', MELBOURNE, HOBART, 597],
  ])('%s ≈ %d km', (_name, from, to, km) => {
    expect(Math.abs(haversineKm(from, to) - km)).toBeLessThan(km * 0.005);
  });

  it('is 0 for the same point and the same both ways', () => {
    expect(haversineKm(SYDNEY, SYDNEY)).toBe(0);
    expect(haversineKm(SYDNEY, PERTH)).toBeCloseTo(haversineKm(PERTH, SYDNEY), 9);
  });
});

describe('nearestStores', () => {
  const store = (handle: string, name: string, state: LocatedStore['state'], at: {lat: number; lng: number}) => ({
    handle,
    name,
    state,
    ...at,
  });
  const stores = [
    store('perth', 'Perth', 'WA', PERTH),
    store('melbourne', 'Melbourne', 'VIC', MELBOURNE),
    store('sydney-b', 'Sydney B', 'NSW', SYDNEY),
    store('sydney-a', 'Sydney A', 'NSW', SYDNEY),
    store('hobart', 'Hobart', 'TAS', HOBART),
  ];

  it('orders nearest first, equal distances by name', () => {
    expect(nearestStores(stores, {lat: -33.9, lng: 151.1}).map((d) => d.store.handle)).toEqual([
      'sydney-a',
      'sydney-b',
      'melbourne',
      'hobart',
      'perth',
    ]);
  });

  it('from Melbourne, Hobart comes before Sydney', () => {
    expect(nearestStores(stores, MELBOURNE, 3).map((d) => d.store.handle)).toEqual(['melbourne', 'hobart', 'sydney-a']);
  });

  it('keeps at most the limit, with each distance', () => {
    const found = nearestStores(stores, SYDNEY, 2);
    expect(found).toHaveLength(2);
    expect(found[0].distanceKm).toBe(0);
  });
});

describe('formatDistance', () => {
  it.each([
    [0, '0 m'],
    [0.04, '0 m'],
    [0.76, '800 m'],
    [1, '1.0 km'],
    [3.26, '3.3 km'],
    [9.94, '9.9 km'],
    [12.5, '13 km'],
    [3290.4, '3,290 km'],
  ])('%d km → %j', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});

describe('groupStoresByState', () => {
  it('lists states in order, leaves empty ones out and sorts stores by name', () => {
    const groups = groupStoresByState([
      {handle: 'b', name: 'Bravo', state: 'VIC', ...MELBOURNE},
      {handle: 'w', name: 'Whiskey', state: 'WA', ...PERTH},
      {handle: 'a', name: 'Alpha', state: 'VIC', ...MELBOURNE},
      {handle: 'n', name: 'November', state: 'NSW', ...SYDNEY},
    ]);
    expect(groups.map((g) => [g.state, g.stateName, g.stores.map((s) => s.handle)])).toEqual([
      ['NSW', 'New South Wales', ['n']],
      ['VIC', 'Victoria', ['a', 'b']],
      ['WA', 'Western Australia', ['w']],
    ]);
  });
});

describe('opening hours', () => {
  it.each([
    ['09:00', '9:00 am'],
    ['00:30', '12:30 am'],
    ['12:00', '12:00 pm'],
    ['17:30', '5:30 pm'],
    ['23:59', '11:59 pm'],
  ])('%s → %s', (time, text) => {
    expect(formatTime(time)).toBe(text);
  });

  it('a day with hours reads as a range; without, Closed', () => {
    expect(hoursText({day: 'Monday', opens: '09:00', closes: '17:30'})).toBe('9:00 am – 5:30 pm');
    expect(hoursText({day: 'Sunday', opens: null, closes: null})).toBe('Closed');
  });

  it('orders the week from Monday, keeping the first entry of a day', () => {
    const days: DayHours[] = [
      {day: 'Sunday', opens: null, closes: null},
      {day: 'Monday', opens: '09:00', closes: '17:00'},
      {day: 'Monday', opens: '10:00', closes: '16:00'},
      {day: 'Thursday', opens: '09:00', closes: '21:00'},
    ];
    expect(orderWeek(days)).toEqual([days[1], days[3], days[0]]);
  });
});

describe('telHref', () => {
  it.each([
    ['(02) 9555 0101', 'tel:+61295550101'],
    ['03 9555 0202', 'tel:+61395550202'],
    ['0412 345 678', 'tel:+61412345678'],
    ['+61 8 9555 0303', 'tel:+61895550303'],
    ['1300 555 010', 'tel:1300555010'],
    ['13 55 10', 'tel:135510'],
    ['555 0101', null],
    ['call us', null],
  ])('%j → %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('directionsUrl', () => {
  it('asks Google Maps for directions to the coordinates', () => {
    expect(directionsUrl({lat: -33.905, lng: 151.194})).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.905%2C151.194',
    );
  });
});

describe('mapPoint', () => {
  it('puts the continent inside the frame, west left and north up', () => {
    for (const city of [SYDNEY, MELBOURNE, PERTH, HOBART, {lat: -12.46, lng: 130.85}]) {
      const {x, y} = mapPoint(city);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(MAP_WIDTH);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(MAP_HEIGHT);
    }
    expect(mapPoint(PERTH).x).toBeLessThan(mapPoint(SYDNEY).x);
    expect(mapPoint({lat: -12.46, lng: 130.85}).y).toBeLessThan(mapPoint(HOBART).y);
  });
});

describe('locateStores', () => {
  const places: PlaceRef[] = [
    {suburb: 'Sydney', postcode: '2000', state: 'NSW', ...SYDNEY},
    {suburb: 'Richmond', postcode: '2753', state: 'NSW', lat: -33.599, lng: 150.751},
    {suburb: 'Richmond', postcode: '3121', state: 'VIC', lat: -37.823, lng: 144.998},
  ];
  const stores: LocatedStore[] = [
    {handle: 'perth', name: 'Perth', state: 'WA', ...PERTH},
    {handle: 'melbourne', name: 'Melbourne', state: 'VIC', ...MELBOURNE},
    {handle: 'sydney', name: 'Sydney', state: 'NSW', ...SYDNEY},
  ];

  it('no query lists everything', () => {
    expect(locateStores(stores, places, [])).toEqual({kind: 'all'});
    expect(locateStores(stores, places, [' '])).toEqual({kind: 'all'});
  });

  it('a bad or repeated query is refused', () => {
    expect(locateStores(stores, places, ['20'])).toEqual({kind: 'invalid', message: LOCATOR_QUERY_MESSAGE});
    expect(locateStores(stores, places, ['2000', '3000'])).toEqual({kind: 'invalid', message: LOCATOR_QUERY_MESSAGE});
  });

  it('an unknown postcode or suburb says so', () => {
    expect(locateStores(stores, places, ['9999'])).toEqual({kind: 'not-found', message: PLACE_NOT_FOUND_MESSAGE});
    expect(locateStores(stores, places, ['Atlantis'])).toEqual({kind: 'not-found', message: PLACE_NOT_FOUND_MESSAGE});
  });

  it('a postcode gives the nearest stores first', () => {
    const result = locateStores(stores, places, ['2000'], 2);
    expect(result.kind).toBe('nearest');
    if (result.kind !== 'nearest') return;
    expect(result.from.suburb).toBe('Sydney');
    expect(result.stores.map((d) => d.store.handle)).toEqual(['sydney', 'melbourne']);
  });

  it('a suburb in two states asks which, one choice per state; naming the state or postcode searches', () => {
    const result = locateStores(stores, places, ['richmond']);
    if (result.kind !== 'choose') throw new Error(result.kind);
    expect(result.choices.map((p) => `${p.state} ${p.postcode}`)).toEqual(['NSW 2753', 'VIC 3121']);
    for (const query of ['Richmond VIC', 'Richmond 3121', '3121']) {
      const chosen = locateStores(stores, places, [query]);
      if (chosen.kind !== 'nearest') throw new Error(`${query}: ${chosen.kind}`);
      expect(chosen.from.postcode).toBe('3121');
      expect(chosen.stores[0].store.handle).toBe('melbourne');
    }
  });
});
