/**
 * The store locator's gazetteer: every Australian delivery locality, its postcode, state and a point (WGS84).
 * The data comes from a maintained package, compacted at build time to one `SUBURB|postcode|STATE|lat|lng` line
 * per place (scripts/au-gazetteer.ts); this reads those lines into places, with names as people write them.
 */
import {isAustralianState, type AustralianState} from '~/domain/store-locator';

export interface Place {
  suburb: string;
  postcode: string;
  state: AustralianState;
  lat: number;
  lng: number;
}

/** Words written in capitals (`Darwin DC`, `Sydney CBD`) and in lower case (`Bay of Fires`). */
const CAPITALS = new Set(['DC', 'CBD', 'UNSW', 'ANU', 'RAAF', 'HMAS', 'MC', 'BC', 'NSW', 'ACT']);
const LOWER = new Set(['of', 'the', 'and', 'on', 'upon', 'de', 'la']);

function word(raw: string, first: boolean): string {
  if (CAPITALS.has(raw)) return raw;
  const lower = raw.toLowerCase();
  if (!first && LOWER.has(lower)) return lower;
  // McMahons Point, O'Connor, Sandy Point-Mt Vernon, Ernabella (Pukatja): a capital after Mc, ', - and (.
  return lower.replace(/(^mc|^|['’(-])(\p{L})/gu, (_match, before: string, letter: string) =>
    before.toLowerCase() === 'mc' ? `Mc${letter.toUpperCase()}` : `${before}${letter.toUpperCase()}`,
  );
}

/** `MCMAHONS POINT` → `McMahons Point`, `BAY OF FIRES` → `Bay of Fires`. */
export function placeName(upper: string): string {
  return upper
    .trim()
    .split(/\s+/)
    .map((part, index) => word(part, index === 0))
    .join(' ');
}

/** The gazetteer's lines as places; a malformed line is left out. */
export function parseGazetteer(lines: string): Place[] {
  const places: Place[] = [];
  for (const line of lines.split('\n')) {
    const [suburb, postcode, state, lat, lng] = line.split('|');
    const point = {lat: Number(lat), lng: Number(lng)};
    if (!suburb || !/^\d{4}$/.test(postcode ?? '') || !isAustralianState(state)) continue;
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lng)) continue;
    places.push({suburb: placeName(suburb), postcode, state, ...point});
  }
  return places;
}
