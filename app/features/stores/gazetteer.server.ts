import gazetteerLines from 'virtual:au-gazetteer';
import {parseGazetteer, type Place} from '~/domain/au-places';

let places: Place[] | null = null;

/** Every Australian locality (about 16,000), read once per worker isolate, on the locator's first search. */
export function auPlaces(): readonly Place[] {
  places ??= parseGazetteer(gazetteerLines);
  return places;
}
