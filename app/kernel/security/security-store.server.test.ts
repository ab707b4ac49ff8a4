import {InMemoryCache} from '@shopify/hydrogen';
import {describe, expect, it} from 'vitest';
import {SecurityMemory, createSecurityStore} from './security-store.server';
import {clientOf, resetLimit, takeFromLimit, takeFromLimits, withinLimit, type RateLimit} from './rate-limit.server';

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

describe('takeFromLimits', () => {
  const hour: RateLimit = {name: 'test-hour', limit: 2, windowMs: 3_600_000};
  const day: RateLimit = {name: 'test-day', limit: 1, windowMs: 86_400_000};

  it('counts a use of every limit, or of none when one is spent, and waits for the longest', async () => {
    const store = createSecurityStore({memory: new SecurityMemory()});
    expect(await takeFromLimits(store, [[hour, 'client'], [day, 'recipient-1']], 0)).toEqual({allowed: true});
    const refused = await takeFromLimits(store, [[hour, 'client'], [day, 'recipient-1']], 0);
    expect(refused).toEqual({allowed: false, retryAfterSeconds: 86_400});
    // The refusal spent nothing of the client's hour: one use is left for another recipient.
    expect(await takeFromLimits(store, [[hour, 'client'], [day, 'recipient-2']], 0)).toEqual({allowed: true});
    expect(await takeFromLimits(store, [[hour, 'client'], [day, 'recipient-3']], 0)).toEqual({allowed: false, retryAfterSeconds: 3_600});
  });
});

describe('clientOf', () => {
  it('counts an IPv6 client by its /64, so a subscriber cannot take fresh budgets from its own network', () => {
    const of = (ip: string) => clientOf(new Request('http://x/', {headers: {'oxygen-buyer-ip': ip}}));
    expect(of('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(of('2001:0DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8:1:2::ffff')).toBe(of('2001:db8:1:2:9:8:7:6'));
    expect(of('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(of('2001:db8:1:3::1')).not.toBe(of('2001:db8:1:2::1'));
    expect(of('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(of('203.0.113.9')).toBe('203.0.113.9');
  });


  it("reads Oxygen's buyer IP, then Cloudflare's, else one shared unknown client", () => {
    expect(clientOf(new Request('http://x/', {headers: {'oxygen-buyer-ip': '203.0.113.9', 'cf-connecting-ip': '1.1.1.1'}}))).toBe('203.0.113.9');
    expect(clientOf(new Request('http://x/', {headers: {'cf-connecting-ip': '198.51.100.2'}}))).toBe('198.51.100.2');
    expect(clientOf(new Request('http://x/'))).toBe('unknown');
  });
});
