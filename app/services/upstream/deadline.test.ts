import {describe, expect, it} from 'vitest';
import {boundStorefrontCalls, withinDeadline} from './deadline';

const never = () => new Promise<never>(() => {});

describe('withinDeadline', () => {
  it('settles with the work when it finishes first', async () => {
    await expect(withinDeadline(Promise.resolve('done'), AbortSignal.timeout(1_000))).resolves.toBe('done');
  });

  it('rejects once the deadline passes, even if the work never settles', async () => {
    const started = Date.now();
    await expect(withinDeadline(never(), AbortSignal.timeout(30))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('rejects at once when the deadline has already passed', async () => {
    const spent = AbortSignal.abort(new Error('spent'));
    await expect(withinDeadline(Promise.resolve('late'), spent)).rejects.toThrow('spent');
  });
});

describe('boundStorefrontCalls', () => {
  it("puts a Storefront client's queries and mutations under the request's deadline", async () => {
    const storefront = {query: never, mutate: never};
    boundStorefrontCalls(storefront, AbortSignal.timeout(30));
    await expect(storefront.query()).rejects.toThrow();
    await expect(storefront.mutate()).rejects.toThrow();
  });
});
