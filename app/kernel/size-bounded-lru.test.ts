import {describe, expect, it} from 'vitest';
import {SizeBoundedLru} from './size-bounded-lru';

describe('SizeBoundedLru', () => {
  it('drops the least recently used entries once past its size, counting a read as a use', () => {
    const lru = new SizeBoundedLru<string>(10, 10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A'); // now b is the least recently used
    lru.set('c', 'C', 4);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.count).toBe(2);
  });

  it('never keeps an entry bigger than an entry may be, and forgets the one it would have replaced', () => {
    const lru = new SizeBoundedLru<string>(100, 10);
    lru.set('page', 'old', 5);
    lru.set('page', 'too big', 11);
    expect(lru.get('page')).toBeUndefined();
    expect(lru.count).toBe(0);
  });

  it('counts a replaced or deleted entry out of its size', () => {
    const lru = new SizeBoundedLru<string>(10, 10);
    lru.set('a', 'first', 8);
    lru.set('a', 'second', 2);
    lru.set('b', 'B', 8); // fits only if the first 'a' no longer counts
    expect(lru.get('a')).toBe('second');
    lru.delete('b');
    lru.set('c', 'C', 8);
    expect([lru.get('a'), lru.get('c'), lru.count]).toEqual(['second', 'C', 2]);
  });
});
