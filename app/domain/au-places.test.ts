import {describe, expect, it} from 'vitest';
import {AU_PLACES} from './au-places';
import {MAP_BOUNDS, STATE_ORDER} from '~/domain/store-locator';

/** Australia Post's first digits by state (ACT shares 26xx and 29xx with NSW's numbering). */
const POSTCODE_BY_STATE = {
  NSW: /^2/,
  ACT: /^2[69]/,
  VIC: /^3/,
  QLD: /^4/,
  SA: /^5/,
  WA: /^6/,
  TAS: /^7/,
  NT: /^08/,
} as const;

describe('the gazetteer', () => {
  it('covers every state and territory', () => {
    expect(new Set(AU_PLACES.map((place) => place.state))).toEqual(new Set(STATE_ORDER));
  });

  it.each(AU_PLACES.map((place) => [`${place.suburb} ${place.state} ${place.postcode}`, place] as const))(
    '%s has a 4-digit postcode of its state and a point in Australia',
    (_name, place) => {
      expect(place.postcode).toMatch(/^\d{4}$/);
      expect(place.postcode).toMatch(POSTCODE_BY_STATE[place.state]);
      expect(place.lat).toBeLessThan(MAP_BOUNDS.north);
      expect(place.lat).toBeGreaterThan(MAP_BOUNDS.south);
      expect(place.lng).toBeGreaterThan(MAP_BOUNDS.west);
      expect(place.lng).toBeLessThan(MAP_BOUNDS.east);
    },
  );

  it('lists each suburb and postcode once', () => {
    const keys = AU_PLACES.map((place) => `${place.suburb}|${place.postcode}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
