import {describe, expect, it, vi} from 'vitest';
import {CacheShort, createWithCache, InMemoryCache} from '@shopify/hydrogen';
import {CacheMemory} from './cache-memory';

/** Hydrogen keys its cache with GET requests to made-up URLs. */
const key = (name = 'prismic-mega-menu') => new Request(`https://shopify.dev/?${name}`);

function platformCache() {
  const shared = new InMemoryCache() as unknown as Cache;
  const match = vi.spyOn(shared, 'match');
  const put = vi.spyOn(shared, 'put');
  return {shared, match, put};
}

function reply(body: string) {
  return new Response(body, {headers: {'cache-control': 'public, max-age=60', 'content-type': 'application/json'}});
}

function clock(start = 1_000_000) {
  let now = start;
  return {now: () => now, advance: (ms: number) => (now += ms)};
}

const limits = {ttlMs: 1_000, maxBytes: 64, maxEntryBytes: 32};

describe('CacheMemory', () => {
  it('answers repeated reads within a second from memory, then asks the platform cache again', async () => {
    const {shared, match} = platformCache();
    await shared.put(key(), reply('{"menu":1}'));
    const time = clock();
    const memory = new CacheMemory(limits, time.now);

    const first = await memory.front(shared).match(key());
    const second = await memory.front(shared).match(key());
    expect(await first?.text()).toBe('{"menu":1}');
    expect(await second?.text()).toBe('{"menu":1}');
    expect(second?.headers.get('content-type')).toBe('application/json');
    expect(match).toHaveBeenCalledTimes(1);

    time.advance(1_000);
    expect(await (await memory.front(shared).match(key()))?.text()).toBe('{"menu":1}');
    expect(match).toHaveBeenCalledTimes(2);
  });

  it('writes through to the platform cache and sees its own writes at once', async () => {
    const {shared, put, match} = platformCache();
    const memory = new CacheMemory(limits, clock().now);
    const cache = memory.front(shared);

    await cache.put(key(), reply('{"v":1}'));
    await cache.put(key(), reply('{"v":2}'));
    expect(put).toHaveBeenCalledTimes(2);
    expect(await (await shared.match(key()))?.text()).toBe('{"v":2}');
    match.mockClear();
    expect(await (await cache.match(key()))?.text()).toBe('{"v":2}');
    expect(match).not.toHaveBeenCalled();
  });

  it('forgets what is deleted, and never remembers a miss', async () => {
    const {shared, match} = platformCache();
    const memory = new CacheMemory(limits, clock().now);
    const cache = memory.front(shared);
    await cache.put(key(), reply('{"v":1}'));

    expect(await cache.delete(key())).toBe(true);
    expect(await cache.match(key())).toBeUndefined();
    expect(await cache.match(key())).toBeUndefined();
    expect(match).toHaveBeenCalledTimes(2);
    expect(memory.size).toBe(0);
  });

  it('keeps within its size: big replies stay in the platform cache only, the least recently used go first', async () => {
    const {shared, match} = platformCache();
    const memory = new CacheMemory(limits, clock().now);
    const cache = memory.front(shared);

    await cache.put(key('big'), reply('x'.repeat(33)));
    expect(memory.size).toBe(0);
    expect(await (await cache.match(key('big')))?.text()).toHaveLength(33);

    await cache.put(key('a'), reply('a'.repeat(30)));
    await cache.put(key('b'), reply('b'.repeat(30)));
    await cache.match(key('a')); // a is now the most recently used
    await cache.put(key('c'), reply('c'.repeat(30)));
    expect(memory.size).toBe(2);
    match.mockClear();
    await cache.match(key('a'));
    await cache.match(key('c'));
    expect(match).not.toHaveBeenCalled();
    await cache.match(key('b'));
    expect(match).toHaveBeenCalledTimes(1);
  });

  it('leaves lookups it cannot key by URL alone to the platform cache', async () => {
    const {shared, match} = platformCache();
    const memory = new CacheMemory(limits, clock().now);
    const cache = memory.front(shared);
    await shared.put(key(), reply('{"v":1}'));

    await cache.match(new Request(key().url, {method: 'POST'}));
    await cache.match(key(), {ignoreMethod: true});
    await cache.match(key(), {ignoreMethod: true});
    expect(match).toHaveBeenCalledTimes(3);
    expect(memory.size).toBe(0);
  });

  it('works under Hydrogen’s withCache: a reply read back from memory is its cache hit, with the headers it stored', async () => {
    const {shared, match} = platformCache();
    // Room for Hydrogen's stored entry (its value with debug fields, about 200 bytes).
    const memory = new CacheMemory({...limits, maxBytes: 4_096, maxEntryBytes: 1_024}, clock(Date.now()).now);
    const pending: Promise<unknown>[] = [];
    const withCache = createWithCache({
      cache: memory.front(shared),
      waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
      request: new Request('https://store.example/'),
    });
    const load = vi.fn(async () => ({menu: load.mock.calls.length}));
    const read = () => withCache.run({cacheKey: ['mega-menu'], cacheStrategy: CacheShort(), shouldCacheResult: () => true}, load);

    expect(await read()).toEqual({menu: 1});
    await Promise.all(pending);
    match.mockClear();
    expect(await read()).toEqual({menu: 1});
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrogen's own write was remembered: the second read never reached the platform cache.
    expect(match).not.toHaveBeenCalled();
  });
});
