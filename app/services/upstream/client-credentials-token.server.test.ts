/**
 * The client-credentials token every upstream with OAuth uses (AB Tasty, The
 * Wishlist Company), against a token endpoint faked in-process: how the
 * client authenticates, the token kept until its margin, one request shared
 * by the calls made at once, a caller's abort kept to itself, failures
 * reported and never kept, a time limit on every request, and the token in
 * no report.
 */
import {InMemoryCache} from '@shopify/hydrogen';
import {afterEach, describe, expect, it, vi} from 'vitest';
import * as z from 'zod/mini';
import {
  createClientCredentialsToken,
  secondsLeft,
  TOKEN_CACHE_ORIGIN,
  type ClientAuthentication,
  type ClientCredentialsTokenOptions,
  type TokenReply,
} from './client-credentials-token.server';

const TOKEN_URL = 'https://auth.example/oauth/token';
const SECRET = 's3cret value/+';

const reply = z.pipe(
  z.object({access_token: z.string().check(z.minLength(1)), expires_in: z.number()}),
  z.transform((wire): TokenReply => ({accessToken: wire.access_token, expiresInS: wire.expires_in})),
);

/** Never answers: rejects when the request is aborted. */
const hanging = (signal: AbortSignal | null | undefined) =>
  new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), {once: true}));

interface Sent {
  headers: Headers;
  body: string;
}

/** A token endpoint: tokens `token-1`, `token-2`... living `lifetimeS`, unless `answer` says otherwise. */
function tokenEndpoint() {
  const sent: Sent[] = [];
  const endpoint = {
    sent,
    lifetimeS: 60,
    /** Answers the nth request (from 1); undefined: a token. */
    answer: (_n: number, _signal: AbortSignal | null | undefined): Promise<Response> | undefined => undefined,
    fetch: (async (input, init) => {
      const request = new Request(input, init);
      sent.push({headers: request.headers, body: await request.text()});
      const n = sent.length;
      return (
        endpoint.answer(n, init?.signal) ??
        Response.json({access_token: `token-${n}`, expires_in: endpoint.lifetimeS, token_type: 'bearer'})
      );
    }) as typeof fetch,
  };
  return endpoint;
}

type Endpoint = ReturnType<typeof tokenEndpoint>;

/** One request's token source over a (shared) cache. */
function source(
  endpoint: Endpoint,
  {
    cache = new InMemoryCache() as unknown as Cache,
    authentication = 'form',
    ...options
  }: Partial<ClientCredentialsTokenOptions> & {authentication?: ClientAuthentication} = {},
) {
  const writes: Promise<unknown>[] = [];
  const report = vi.fn<ClientCredentialsTokenOptions['report']>();
  const tokens = createClientCredentialsToken({
    client: {tokenUrl: TOKEN_URL, clientId: 'client-1', clientSecret: SECRET, authentication},
    reply,
    marginS: 10,
    cache,
    waitUntil: (write) => void writes.push(write),
    timeoutMs: 200,
    report,
    fetch: endpoint.fetch,
    ...options,
  });
  return {tokens, cache, report, settled: () => Promise.all(writes.splice(0))};
}

afterEach(() => {
  vi.useRealTimers();
});

describe('how the client authenticates', () => {
  it("'json': id, secret and grant in a JSON body", async () => {
    const endpoint = tokenEndpoint();
    await source(endpoint, {authentication: 'json'}).tokens.get();
    const [{headers, body}] = endpoint.sent;
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(body)).toEqual({client_id: 'client-1', client_secret: SECRET, grant_type: 'client_credentials'});
    expect(headers.has('Authorization')).toBe(false);
  });

  it("'form': the same as a form (client_secret_post)", async () => {
    const endpoint = tokenEndpoint();
    await source(endpoint, {authentication: 'form'}).tokens.get();
    const [{headers, body}] = endpoint.sent;
    expect(headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client-1',
      client_secret: SECRET,
    });
  });

  it("'basic': the client in HTTP Basic, each part form-encoded, and only the grant in the form", async () => {
    const endpoint = tokenEndpoint();
    await source(endpoint, {authentication: 'basic'}).tokens.get();
    const [{headers, body}] = endpoint.sent;
    const basic = /^Basic (\S+)$/.exec(headers.get('Authorization') ?? '');
    const [id, secret] = atob(basic?.[1] ?? '').split(':');
    expect([decodeURIComponent(id), decodeURIComponent(secret)]).toEqual(['client-1', SECRET]);
    expect(body).toBe('grant_type=client_credentials');
  });
});

describe('the token kept', () => {
  it('by every request through the cache, until the margin before it expires; then a new one', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    const start = Date.now();
    const endpoint = tokenEndpoint();
    const cache = new InMemoryCache() as unknown as Cache;
    const tokenAt = async (seconds: number) => {
      vi.setSystemTime(start + seconds * 1000);
      const request = source(endpoint, {cache});
      const token = await request.tokens.get();
      await request.settled();
      return token?.value;
    };
    expect(await tokenAt(0)).toBe('token-1');
    expect(await tokenAt(49.5)).toBe('token-1');
    // 60 s lifetime, 10 s margin: from 50 s on it is no longer used.
    expect(await tokenAt(50.5)).toBe('token-2');
    expect(endpoint.sent).toHaveLength(2);
  });

  it('is the same for every call of one request, read from the cache once', async () => {
    const endpoint = tokenEndpoint();
    const cache = new InMemoryCache() as unknown as Cache;
    const first = source(endpoint, {cache});
    await first.tokens.get();
    await first.settled();
    const match = vi.spyOn(cache, 'match');
    const {tokens} = source(endpoint, {cache});
    const values = [await tokens.get(), await tokens.get(), await tokens.get()].map((token) => token?.value);
    expect(values).toEqual(['token-1', 'token-1', 'token-1']);
    expect(match).toHaveBeenCalledTimes(1);
    expect(endpoint.sent).toHaveLength(1);
  });

  it('is not cached when it lives no longer than the margin, but the calls that asked get it', async () => {
    const endpoint = tokenEndpoint();
    endpoint.lifetimeS = 10;
    const first = source(endpoint);
    expect((await first.tokens.get())?.value).toBe('token-1');
    await first.settled();
    expect((await source(endpoint, {cache: first.cache}).tokens.get())?.value).toBe('token-2');
  });

  it('reads an unreadable cache entry as a miss', async () => {
    const endpoint = tokenEndpoint();
    const cache = new InMemoryCache() as unknown as Cache;
    const key = new Request(`${TOKEN_CACHE_ORIGIN}/${encodeURIComponent(TOKEN_URL)}/client-1`);
    await cache.put(key, Response.json({value: 42}, {headers: {'Cache-Control': 'max-age=60'}}));
    expect((await source(endpoint, {cache}).tokens.get())?.value).toBe('token-1');
  });

  it('tells the seconds left until it expires', () => {
    expect(secondsLeft({value: 't', expiresAt: 10_500}, 5_000)).toBe(5);
    expect(secondsLeft({value: 't', expiresAt: 1_000}, 5_000)).toBe(0);
  });
});

describe('calls made at once', () => {
  it('share one token request', async () => {
    const endpoint = tokenEndpoint();
    const {tokens} = source(endpoint);
    const values = (await Promise.all([tokens.get(), tokens.get(), tokens.get()])).map((token) => token?.value);
    expect(values).toEqual(['token-1', 'token-1', 'token-1']);
    expect(endpoint.sent).toHaveLength(1);
  });

  it('keep waiting when one of them gives up: its abort or deadline ends its own wait only', async () => {
    const endpoint = tokenEndpoint();
    let arrive: (answer: (reply: Response) => void) => void = () => {};
    const arrived = new Promise<(reply: Response) => void>((resolve) => (arrive = resolve));
    endpoint.answer = (_n, signal) =>
      new Promise<Response>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal.reason), {once: true});
        arrive(resolve);
      });
    const {tokens, report} = source(endpoint, {timeoutMs: 2_000});
    const impatient = new AbortController();
    const first = tokens.get(impatient.signal);
    const second = tokens.get();
    const third = tokens.get(AbortSignal.timeout(5_000));
    const answer = await arrived;
    impatient.abort();
    expect(await first).toBeNull();
    answer(Response.json({access_token: 'late', expires_in: 60}));
    expect((await second)?.value).toBe('late');
    expect((await third)?.value).toBe('late');
    expect(endpoint.sent).toHaveLength(1);
    expect(report).not.toHaveBeenCalled();
  });

  it('share one refresh when the same token is refused, and a later refusal gets the new one', async () => {
    const endpoint = tokenEndpoint();
    const {tokens} = source(endpoint);
    const refused = await tokens.get();
    if (!refused) throw new Error('no token');
    const renewed = await Promise.all([tokens.refresh(refused), tokens.refresh(refused)]);
    expect(renewed.map((token) => token?.value)).toEqual(['token-2', 'token-2']);
    expect((await tokens.refresh(refused))?.value).toBe('token-2');
    expect((await tokens.get())?.value).toBe('token-2');
    expect(endpoint.sent).toHaveLength(2);
  });

  it('get the new token once a refresh overtakes a lookup that read the refused one', async () => {
    const endpoint = tokenEndpoint();
    const cache = new InMemoryCache() as unknown as Cache;
    const first = source(endpoint, {cache});
    const refused = await first.tokens.get();
    await first.settled();
    if (!refused) throw new Error('no token');
    // A new request: its lookup is still reading the cache (which holds the refused token) when it is refused.
    const {tokens} = source(endpoint, {cache});
    const lookup = tokens.get();
    const renewed = tokens.refresh(refused);
    expect((await lookup)?.value).toBe('token-1');
    expect((await renewed)?.value).toBe('token-2');
    expect((await tokens.get())?.value).toBe('token-2');
  });
});

describe('a refused token', () => {
  it('is dropped from the cache and replaced there', async () => {
    const endpoint = tokenEndpoint();
    const first = source(endpoint);
    const refused = await first.tokens.get();
    await first.settled();
    const second = source(endpoint, {cache: first.cache});
    expect((await second.tokens.refresh(refused!))?.value).toBe('token-2');
    await second.settled();
    expect((await source(endpoint, {cache: first.cache}).tokens.get())?.value).toBe('token-2');
    expect(endpoint.sent).toHaveLength(2);
  });

  it('is forgotten even when no new one comes', async () => {
    const endpoint = tokenEndpoint();
    const first = source(endpoint);
    const refused = await first.tokens.get();
    await first.settled();
    endpoint.answer = (n) => (n === 2 ? Promise.resolve(Response.json({error: 'unavailable'}, {status: 503})) : undefined);
    expect(await source(endpoint, {cache: first.cache}).tokens.refresh(refused!)).toBeNull();
    expect((await source(endpoint, {cache: first.cache}).tokens.get())?.value).toBe('token-3');
  });
});

describe('a failing token endpoint', () => {
  it('is reported (the call, never the secret) and not kept: the next call asks again', async () => {
    const endpoint = tokenEndpoint();
    endpoint.answer = (n) =>
      n === 1 ? Promise.resolve(Response.json({error: 'invalid_client'}, {status: 401})) : undefined;
    const {tokens, report} = source(endpoint);
    expect(await tokens.get()).toBeNull();
    expect(report).toHaveBeenCalledWith(expect.any(Error), {method: 'POST', url: TOKEN_URL, status: 401});
    expect(JSON.stringify(report.mock.calls.map(([error, details]) => [error.message, details]))).not.toContain('s3cret');
    expect((await tokens.get())?.value).toBe('token-2');
  });

  it('is given up after the time limit, reported', async () => {
    const endpoint = tokenEndpoint();
    endpoint.answer = (_n, signal) => hanging(signal);
    const {tokens, report} = source(endpoint, {timeoutMs: 50});
    const started = Date.now();
    expect(await tokens.get()).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({name: 'TimeoutError'}), expect.objectContaining({url: TOKEN_URL}));
  });

  it('is not reported when the request it serves goes away', async () => {
    const endpoint = tokenEndpoint();
    endpoint.answer = (_n, signal) => hanging(signal);
    const shopper = new AbortController();
    const {tokens, report} = source(endpoint, {signal: shopper.signal, timeoutMs: 5_000});
    const pending = tokens.get();
    setTimeout(() => shopper.abort(), 10);
    expect(await pending).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a reply it cannot read without quoting it (it may hold the token), and keeps nothing', async () => {
    const endpoint = tokenEndpoint();
    endpoint.answer = (n) =>
      n === 1
        ? Promise.resolve(new Response('{"access_token":"leaked-token-value', {headers: {'Content-Type': 'application/json'}}))
        : n === 2
          ? Promise.resolve(Response.json({access_token: 'leaked-token-value'}))
          : undefined;
    const {tokens, report} = source(endpoint);
    expect(await tokens.get()).toBeNull();
    expect(await tokens.get()).toBeNull();
    expect(report.mock.calls.map(([error, details]) => [error.message, details.status])).toEqual([
      ['Token reply is not JSON (HTTP 200)', 200],
      ['Unreadable token reply', 200],
    ]);
    expect((await tokens.get())?.value).toBe('token-3');
  });
});
