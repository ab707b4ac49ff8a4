import {redirect, type AppLoadContext} from '@shopify/remix-oxygen';
import {describe, expect, it} from 'vitest';
import * as z from 'zod/mini';
import {CROSS_ORIGIN_MESSAGE} from '~/kernel/http/same-origin';
import {answerFormPost, takeNotice, type FormOutcome, type FormPost} from './form-post.server';

/** A session that keeps flashes in memory, as the signed cookie session does between two requests. */
function contextWithSession() {
  const flashes = new Map<string, unknown>();
  const session = {
    flash: (key: string, value: unknown) => void flashes.set(key, value),
    takeFlash: <T,>(key: string) => {
      const value = flashes.get(key) as T | undefined;
      flashes.delete(key);
      return value;
    },
  };
  return {context: {session} as unknown as AppLoadContext, flashes};
}

const POST: FormPost<FormOutcome> = {
  refused: (status, message) => ({ok: false, status, message}),
  postOnlyMessage: 'Forms only.',
  limits: {maxBytes: 1024, maxFields: 5},
  noticeKey: 'testNotice',
  returnField: 'returnTo',
};

const ORIGIN = 'https://shop.example';

function post(fields: Record<string, string>, init: RequestInit = {}) {
  return new Request(`${ORIGIN}/test`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {Origin: ORIGIN, 'Content-Type': 'application/x-www-form-urlencoded'},
    ...init,
  });
}

/** What a fetcher gets: Remix's data() (status and body), or a Response. */
function answered(result: unknown): {status: number; body: unknown; headers: Headers} {
  if (result instanceof Response) return {status: result.status, body: null, headers: result.headers};
  const {data, init} = result as {data: unknown; init?: ResponseInit};
  return {status: init?.status ?? 200, body: data, headers: new Headers(init?.headers)};
}

describe('one form post', () => {
  const handle = async (form: FormData) => ({outcome: {ok: true, status: 200, message: `Saved ${String(form.get('name'))}`}});

  it('answers a fetcher with the outcome as data, never cached', async () => {
    const {context, flashes} = contextWithSession();
    const {status, body, headers} = answered(await answerFormPost(post({name: 'Ada'}), context, POST, handle));
    expect(status).toBe(200);
    expect(body).toEqual({ok: true, status: 200, message: 'Saved Ada'});
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(flashes.size).toBe(0);
  });

  it('sends a no-JS form back to its page (303) with the outcome flashed once', async () => {
    const {context} = contextWithSession();
    const response = (await answerFormPost(post({name: 'Ada', returnTo: '/cart'}), context, POST, handle)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/cart');
    const schema = z.object({ok: z.boolean(), status: z.number(), message: z.string()});
    expect(takeNotice(context, 'testNotice', schema)).toEqual({ok: true, status: 200, message: 'Saved Ada'});
    expect(takeNotice(context, 'testNotice', schema)).toBeNull();
  });

  it('lands where the handler says, and never off the site', async () => {
    const {context} = contextWithSession();
    const landing = async () => ({outcome: {ok: true, status: 200, message: 'Sent'}, landing: '/wishlist'});
    const landed = (await answerFormPost(post({returnTo: '/products/x'}), context, POST, landing)) as Response;
    expect(landed.headers.get('Location')).toBe('/wishlist');
    const offSite = (await answerFormPost(post({returnTo: 'https://evil.example/'}), context, POST, handle)) as unknown;
    expect(answered(offSite).status).toBe(200);
  });

  it.each([
    ['a GET', new Request(`${ORIGIN}/test`), 405, 'Forms only.'],
    ['a post from another site', post({name: 'x'}, {headers: {Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded'}}), 403, CROSS_ORIGIN_MESSAGE],
    ['a body over the limit', post({name: 'x'.repeat(2000)}), 413, undefined],
    ['too many fields', post({a: '1', b: '2', c: '3', d: '4', e: '5', f: '6'}), 413, undefined],
  ])('refuses %s before the handler runs', async (_what, request, status, message) => {
    const {context} = contextWithSession();
    let ran = false;
    const result = answered(
      await answerFormPost(request, context, POST, async () => {
        ran = true;
        return {outcome: {ok: true, status: 200, message: 'no'}};
      }),
    );
    expect(ran).toBe(false);
    expect(result.status).toBe(status);
    if (message) expect((result.body as FormOutcome).message).toBe(message);
  });

  it('says when to come back after a 429 (Retry-After)', async () => {
    const {context} = contextWithSession();
    const limited = async () => ({outcome: {ok: false, status: 429, message: 'Slow down', retryAfterSeconds: 60}});
    const {status, headers} = answered(await answerFormPost(post({name: 'x'}), context, POST, limited));
    expect(status).toBe(429);
    expect(headers.get('Retry-After')).toBe('60');
  });

  it('passes a redirect of the handler through', async () => {
    const {context} = contextWithSession();
    const response = await answerFormPost(post({name: 'x'}), context, POST, async () => redirect('/elsewhere', 303));
    expect((response as Response).status).toBe(303);
  });

  it('reads back no notice that does not fit its schema (an old or tampered flash)', () => {
    const {context} = contextWithSession();
    context.session.flash('testNotice', {ok: 'yes', message: 1});
    expect(takeNotice(context, 'testNotice', z.object({ok: z.boolean(), message: z.string()}))).toBeNull();
  });
});
