/**
 * Plain objects looked up by a key that came from outside (a form field, a query key, a content value).
 * `table[key]` answers Object.prototype's members for `constructor`, `toString`, `__proto__` and the
 * rest instead of "not there", and `table[key] = value` with `__proto__` replaces the object's
 * prototype: that is how one form post once read out the worker's whole request context. These helpers
 * see own properties only; the lint rule `local/no-unguarded-lookup` sends every such lookup here (or
 * to a `Map`).
 */

/** The record's own value for `key`; undefined for a key it does not have itself. */
export function ownEntry<V>(record: Readonly<Record<string, V>> | null | undefined, key: string): V | undefined {
  if (record == null || !Object.hasOwn(record, key)) return undefined;
  // eslint-disable-next-line local/no-unguarded-lookup -- checked by Object.hasOwn just above
  return record[key];
}

/** Sets an own, enumerable property: `__proto__` becomes a plain key, never the prototype. */
export function setOwnEntry<V>(record: Record<string, V>, key: string, value: V): void {
  Object.defineProperty(record, key, {value, writable: true, enumerable: true, configurable: true});
}

/** Removes an own property (a no-op for one the record only inherits). */
export function deleteOwnEntry(record: Record<string, unknown>, key: string): void {
  if (Object.hasOwn(record, key)) Reflect.deleteProperty(record, key);
}

/** The names on Object.prototype (and `__proto__`): the keys every lookup test should try. */
export const PROTOTYPE_KEYS: readonly string[] = [
  '__proto__',
  ...Object.getOwnPropertyNames(Object.prototype).filter((name) => name !== '__proto__'),
];
