/**
 * The stand-in's preview sessions, as @prismicio/client and the raw API see
 * them: drafts merged over published documents for the demo ref, Prismic's
 * 410 for an ended session and 404 api_notfound_error for an unknown ref.
 */
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {setupServer} from 'msw/node';
import * as prismic from '@prismicio/client';
import {handlers} from './handlers';
import {
  DEMO_PREVIEW_REF,
  DRAFT_WARRANTY_TITLE,
  EXPIRED_PREVIEW_REF,
  TOOLBAR_PATH,
  WARRANTY_DOCUMENT_ID,
} from './previews';

const ORIGIN = 'http://127.0.0.1:4100';
const ENDPOINT = `${ORIGIN}/api/v2`;
const server = setupServer(...handlers);

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => prismic.createClient('dreamhaus', {documentAPIEndpoint: ENDPOINT, fetch});

function searchWith(ref: string) {
  const url = new URL(`${ENDPOINT}/documents/search`);
  url.searchParams.set('ref', ref);
  url.searchParams.set('q', `[[at(document.id, "${WARRANTY_DOCUMENT_ID}")]]`);
  return fetch(url);
}

describe('Prismic stand-in previews', () => {
  it('answers the demo preview ref with the draft merged over the published document', async () => {
    const draft = await client().getByID(WARRANTY_DOCUMENT_ID, {ref: DEMO_PREVIEW_REF});
    expect(prismic.asText(draft.data.title)).toBe(DRAFT_WARRANTY_TITLE);
    expect(draft.url).toBe('/pages/warranty');
    const published = await client().getByID(WARRANTY_DOCUMENT_ID);
    expect(prismic.asText(published.data.title)).toBe('Warranty');
    // Every other document is the published one.
    const all = await client().dangerouslyGetAll({ref: DEMO_PREVIEW_REF});
    expect(all.length).toBe((await client().dangerouslyGetAll()).length);
  });

  it('refuses an ended session with 410 and an unknown ref with 404, naming the master ref', async () => {
    const ended = await searchWith(EXPIRED_PREVIEW_REF);
    expect(ended.status).toBe(410);
    expect(((await ended.json()) as {message: string}).message).toMatch(/master ref is: \S+$/i);
    const unknown = await searchWith('dreamhaus~no-such-session');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as {type: string}).type).toBe('api_notfound_error');
  });

  it('lets @prismicio/client fall back to published content for an ended session, as with Prismic', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const doc = await client().getByID(WARRANTY_DOCUMENT_ID, {ref: EXPIRED_PREVIEW_REF});
    expect(prismic.asText(doc.data.title)).toBe('Warranty');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('serves a toolbar script with an Exit preview link', async () => {
    const response = await fetch(`${ORIGIN}${TOOLBAR_PATH}?repo=dreamhaus`);
    expect(response.headers.get('Content-Type')).toContain('text/javascript');
    const script = await response.text();
    expect(script).toContain("'/preview/exit'");
    expect(script).toContain('Exit preview');
  });
});
