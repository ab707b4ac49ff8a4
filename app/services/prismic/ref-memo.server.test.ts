import {describe, expect, it, vi} from 'vitest';
import {CURRENT_REF_FRESH_MS, RefMemo} from './ref-memo.server';

const complete = <T>(value: T) => async () => ({value, complete: true});

describe('RefMemo.read', () => {
  it('reads a key once per ref, and again for a new ref', async () => {
    const memo = new RefMemo();
    const load = vi.fn(complete({title: 'Spring sale'}));
    expect(await memo.read('ref-1', 'banner', load)).toEqual({title: 'Spring sale'});
    expect(await memo.read('ref-1', 'banner', load)).toEqual({title: 'Spring sale'});
    expect(load).toHaveBeenCalledTimes(1);

    const published = vi.fn(complete({title: 'Winter sale'}));
    expect(await memo.read('ref-2', 'banner', published)).toEqual({title: 'Winter sale'});
    expect(published).toHaveBeenCalledTimes(1);
  });

  it('keeps each key of a ref apart', async () => {
    const memo = new RefMemo();
    await memo.read('ref-1', 'header', complete('header'));
    expect(await memo.read('ref-1', 'banner', complete('banner'))).toBe('banner');
  });

  it('keeps a complete null (nothing to show), without asking again', async () => {
    const memo = new RefMemo();
    const load = vi.fn(complete(null));
    await memo.read('ref-1', 'banner', load);
    expect(await memo.read('ref-1', 'banner', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after an incomplete read (a fallback stood in for a failed part)', async () => {
    const memo = new RefMemo();
    const partial = vi.fn(async () => ({value: {menus: []}, complete: false}));
    expect(await memo.read('ref-1', 'header', partial)).toEqual({menus: []});
    expect(await memo.read('ref-1', 'header', complete({menus: ['Beds']}))).toEqual({menus: ['Beds']});
    expect(partial).toHaveBeenCalledTimes(1);
  });

  it('passes a failed read on and keeps nothing', async () => {
    const memo = new RefMemo();
    await expect(memo.read('ref-1', 'header', () => Promise.reject(new Error('timeout')))).rejects.toThrow('timeout');
    expect(await memo.read('ref-1', 'header', complete('header'))).toBe('header');
  });

  it('freezes what it keeps, nested parts included, since every request shares it', async () => {
    const memo = new RefMemo();
    const kept = await memo.read('ref-1', 'settings', complete({campaigns: [{name: 'Spring', skus: ['A']}]}));
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept.campaigns[0].skus)).toBe(true);
    expect(() => kept.campaigns.push({name: 'Changed', skus: []})).toThrow(TypeError);
  });

  it('keeps at most its bound, the least recently used going first', async () => {
    const memo = new RefMemo(2);
    await memo.read('ref-1', 'a', complete('a'));
    await memo.read('ref-1', 'b', complete('b'));
    await memo.read('ref-1', 'a', complete('unused')); // a is now the most recently used
    await memo.read('ref-1', 'c', complete('c')); // b goes
    expect(await memo.read('ref-1', 'a', complete('unused'))).toBe('a');
    expect(await memo.read('ref-1', 'c', complete('unused'))).toBe('c');
    expect(await memo.read('ref-1', 'b', complete('b again'))).toBe('b again');
  });
});

describe('RefMemo.currentRef', () => {
  it('trusts the ref it learned for a second, then learns it again', async () => {
    const memo = new RefMemo();
    const learn = vi.fn(async () => 'ref-1');
    const learnedAt = Date.now();
    expect(await memo.currentRef(learn, learnedAt)).toBe('ref-1');
    expect(await memo.currentRef(async () => 'ref-2', learnedAt + CURRENT_REF_FRESH_MS - 100)).toBe('ref-1');
    expect(await memo.currentRef(async () => 'ref-2', learnedAt + CURRENT_REF_FRESH_MS + 100)).toBe('ref-2');
    expect(learn).toHaveBeenCalledTimes(1);
  });

  it('learns again when the clock went back', async () => {
    const memo = new RefMemo();
    const now = Date.now();
    await memo.currentRef(async () => 'ref-1', now);
    expect(await memo.currentRef(async () => 'ref-2', now - 5_000)).toBe('ref-2');
  });

  it('passes a failure to learn on, keeping the ref it knew for the next request to try again', async () => {
    const memo = new RefMemo();
    const now = Date.now();
    await memo.currentRef(async () => 'ref-1', now - CURRENT_REF_FRESH_MS - 1);
    await expect(memo.currentRef(() => Promise.reject(new Error('down')), now)).rejects.toThrow('down');
    expect(await memo.currentRef(async () => 'ref-2', now)).toBe('ref-2');
  });
});
