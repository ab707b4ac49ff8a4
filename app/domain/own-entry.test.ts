import {describe, expect, it} from 'vitest';
import {PROTOTYPE_KEYS, deleteOwnEntry, ownEntry, setOwnEntry} from './own-entry';

const TABLE: Record<string, number> = {one: 1, two: 2};

describe('ownEntry', () => {
  it('reads own keys', () => {
    expect(ownEntry(TABLE, 'one')).toBe(1);
    expect(ownEntry(TABLE, 'three')).toBeUndefined();
  });

  it.each(PROTOTYPE_KEYS)('answers nothing for the inherited %s', (key) => {
    expect(ownEntry(TABLE, key)).toBeUndefined();
  });

  it('treats null and undefined records as empty', () => {
    expect(ownEntry(null, 'one')).toBeUndefined();
    expect(ownEntry(undefined, 'constructor')).toBeUndefined();
  });
});

describe('setOwnEntry and deleteOwnEntry', () => {
  it('keeps __proto__ a plain key: the prototype never changes', () => {
    const record: Record<string, string[]> = {};
    setOwnEntry(record, '__proto__', ['a']);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
    expect(Object.keys(record)).toEqual(['__proto__']);
    expect(ownEntry(record, '__proto__')).toEqual(['a']);
    deleteOwnEntry(record, '__proto__');
    expect(Object.keys(record)).toEqual([]);
  });

  it('leaves inherited members alone when asked to delete them', () => {
    const record: Record<string, unknown> = {};
    deleteOwnEntry(record, 'toString');
    expect(typeof record.toString).toBe('function');
  });
});
