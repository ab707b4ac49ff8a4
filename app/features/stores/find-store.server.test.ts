import {describe, expect, it} from 'vitest';
import type {Store} from '~/domain/store-locator';
import {LOCATOR_QUERY_MESSAGE, PLACE_NOT_FOUND_MESSAGE} from '~/domain/store-locator';
import {findStoreAnswer} from './find-store.server';

const store = (handle: string, lat: number, lng: number, extra: Partial<Store> = {}): Store => ({
  handle,
  name: `Store ${handle}`,
  lat,
  lng,
  state: 'VIC',
  addressLines: ['1 Main Street'],
  suburb: 'Somewhere',
  postcode: '3000',
  phone: null,
  hours: [],
  services: [],
  image: null,
  description: [],
  slices: [],
  seo: {title: null, description: null},
  url: `/store/${handle}`,
  ...extra,
} as Store);

// Melbourne 3000 is near (-37.81, 144.96).
const STORES = [
  store('far', -33.87, 151.21, {
    state: 'NSW',
    addressLines: ['2 George St', 'Level 1'],
    suburb: 'Sydney',
    postcode: '2000',
  }),
  store('near', -37.82, 144.97),
  store('middle', -38.1, 145.1),
  store('perth', -31.95, 115.86, {state: 'WA'}),
];

describe('findStoreAnswer', () => {
  it('lists the 3 nearest, nearest first, with the address on one line', () => {
    const answer = findStoreAnswer(STORES, ['3000']);
    expect(answer.summary).toBe('3 showrooms near Melbourne VIC 3000');
    expect(answer.showrooms.map((showroom) => showroom.handle)).toEqual(['near', 'middle', 'far']);
    expect(answer.showrooms[2]).toMatchObject({
      url: '/store/far',
      address: '2 George St, Level 1, Sydney NSW 2000',
      distance: expect.stringMatching(/ km$/),
    });
    expect(answer).toMatchObject({query: '3000', invalid: false, choices: []});
  });

  it('a suburb in several states gives one choice per state', () => {
    const answer = findStoreAnswer(STORES, ['Richmond']);
    expect(answer.showrooms).toEqual([]);
    expect(answer.choices[0]).toEqual({
      label: 'Richmond NSW 2753',
      stateName: 'New South Wales',
      query: 'Richmond 2753',
    });
    expect(answer.summary).toBe(`There is a Richmond in ${answer.choices.length} states. Which one do you mean?`);
  });

  it('an unknown place is the locator’s notice; a malformed, blank or repeated field its message', () => {
    expect(findStoreAnswer(STORES, ['0100'])).toMatchObject({summary: PLACE_NOT_FOUND_MESSAGE, invalid: false});
    for (const values of [['12'], [''], [], ['3000', '2000']]) {
      expect(findStoreAnswer(STORES, values), JSON.stringify(values)).toMatchObject({
        summary: LOCATOR_QUERY_MESSAGE,
        invalid: true,
        showrooms: [],
      });
    }
  });

  it('keeps the search as typed, cut to the field’s length', () => {
    expect(findStoreAnswer(STORES, ['  north   LAKES ']).query).toBe('  north   LAKES ');
    expect(findStoreAnswer(STORES, ['x'.repeat(80)]).query).toHaveLength(60);
  });
});
