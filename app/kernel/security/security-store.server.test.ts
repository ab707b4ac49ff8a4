import {InMemoryCache} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {SecurityMemory, createSecurityStore} from './security-store.server';
import {clientOf, resetLimit, takeFromLimit, withinLimit, type RateLimit} from './rate-limit.server';

function clock(start = 1_000_000) {
  let now = start;
  return {now: () => now, advance: (ms: number) => (now += ms)};
}

describe('createSecurityStore', () => {
  it('keeps a record until it expires', async () => {
    const time = clock();
    const store = createSecurityStore({memory: new SecurityMemory(), now: time.now});
    await store.put('challenge:1', {email: 'sam@example.com'}, 60_000);
    expect(await store.get('challenge:1')).toEqual({email: 'sam@example.com'});
    time.advance(60_000);
    expect(await store.get('challenge:1')).toBeUndefined();
  });

  it('shares records between isolates through the platform cache', async () => {
    const cache = new InMemoryCache() as unknown as Cache;
    const one = createSecurityStore({memory: new SecurityMemory(), cache});
    const other = createSecurityStore({memory: new SecurityMemory(), cache});
    await one.put('revoked:abc', true, 60_000);
    expect(await other.get('revoked:abc')).toBe(true);
    await other.delete('revoked:abc');
    expect(await createSecurityStore({memory: new SecurityMemory(), cache}).get('revoked:abc')).toBeUndefined();
  });

  it('counts parallel increments of one isolate exactly', async () => {
    const store = createSecurityStore({memory: new SecurityMemory(), cache: new InMemoryCache() as unknown as Cache});
    const counts = await Promise.all(Array.from({length: 20}, () => store.increment('attempts:x', 60_000)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({length: 20}, (_, index) => index + 1));
  });
});

describe('takeFromLimit', () => {
  const rule: RateLimit = {name: 'test', limit: 3, windowMs: 60_000};

  it('allows the limit per window, then says how long to wait', async () => {
    const time = clock(120_000);
    const store = createSecurityStore({memory: new SecurityMemory(), now: time.now});
    for (let use = 0; use < 3; use += 1) expect(await takeFromLimit(store, rule, 'a@example.com', time.now())).toEqual({allowed: true});
    time.advance(15_000);
    expect(await takeFromLimit(store, rule, 'a@example.com', time.now())).toEqual({allowed: false, retryAfterSeconds: 45});
    expect(await withinLimit(store, rule, 'a@example.com', time.now())).toBe(false);
    // Another subject has its own count; the next window starts again.
    expect(await takeFromLimit(store, rule, 'b@example.com', time.now())).toEqual({allowed: true});
    time.advance(45_000);
    expect(await takeFromLimit(store, rule, 'a@example.com', time.now())).toEqual({allowed: true});
  });

  it('can forget a subject', async () => {
    const store = createSecurityStore({memory: new SecurityMemory()});
    for (let use = 0; use < 4; use += 1) await takeFromLimit(store, rule, 'x', 0);
    await resetLimit(store, rule, 'x', 0);
    expect(await withinLimit(store, rule, 'x', 0)).toBe(true);
  });
});

describe('clientOf', () => {
  it("reads Oxygen's buyer IP, then Cloudflare's, else one shared unknown client", () => {
    expect(clientOf(new Request('http://x/', {headers: {'oxygen-buyer-ip': '203.0.113.9', 'cf-connecting-ip': '1.1.1.1'}}))).toBe('203.0.113.9');
    expect(clientOf(new Request('http://x/', {headers: {'cf-connecting-ip': '198.51.100.2'}}))).toBe('198.51.100.2');
    expect(clientOf(new Request('http://x/'))).toBe('unknown');
  });
});
