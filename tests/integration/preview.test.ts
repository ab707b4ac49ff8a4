/**
 * Prismic previews through the stand-in: following a preview link, pages
 * read with the preview cookie, dead links, leaving the preview, and what is
 * never cached or honoured.
 */
import {deployedEnv} from '../mocks/deployed-env';
import {MOCK_SHOP_ORIGIN} from '../mocks/origin';
import {describe, expect, it} from 'vitest';
import {withStandIns} from '../mocks/node';
import {setPrismicFault} from '../mocks/prismic/handlers';
import {
  DEMO_PREVIEW_REF,
  DRAFT_HERO_HEADLINE,
  DRAFT_WARRANTY_TITLE,
  EXPIRED_PREVIEW_REF,
  HOME_DOCUMENT_ID,
  WARRANTY_DOCUMENT_ID,
} from '../mocks/prismic/previews';
import {loader as previewLoader} from '~/routes/preview._index';
import {loader as exitLoader} from '~/routes/preview.exit';
import {loader as pageLoader} from '~/routes/pages.$handle';
import {loader as homeLoader} from '~/routes/_index';
import {loader as rootLoader} from '~/root';
import {PREVIEW_COOKIE, PREVIEW_LINK_INVALID_MESSAGE} from '~/domain/preview';
import {isDataWithInit, parseSetCookie, testContext, testRequest, thrownBy} from './context';

withStandIns();

const PREVIEW_COOKIE_HEADER = `${PREVIEW_COOKIE}=${encodeURIComponent(DEMO_PREVIEW_REF)}`;

function previewPath(token: string, documentId: string) {
  return `/preview?${new URLSearchParams({token, documentId})}`;
}

async function openPreviewLink(path: string) {
  const request = testRequest(path);
  const context = await testContext(request);
  return previewLoader({request, context, params: {}});
}

async function expectDeadLink(path: string) {
  const answer: unknown = await openPreviewLink(path);
  expect(isDataWithInit<{message: string}>(answer), `a 400 page, got ${String(answer)}`).toBe(true);
  if (!isDataWithInit<{message: string}>(answer)) return;
  expect(answer.init?.status).toBe(400);
  expect(new Headers(answer.init?.headers).get('Cache-Control')).toBe('private, no-store');
  expect(answer.data.message).toBe(PREVIEW_LINK_INVALID_MESSAGE);
}

async function loadWith<T>(
  loader: (args: {request: Request; context: Awaited<ReturnType<typeof testContext>>; params: Record<string, string>}) => Promise<T>,
  path: string,
  {cookie, params = {}}: {cookie?: string; params?: Record<string, string>} = {},
) {
  const request = testRequest(path, {cookie});
  const context = await testContext(request);
  return {data: await loader({request, context, params}), context};
}

describe('/preview: following a preview link', () => {
  it('starts the session and redirects to the document’s page', async () => {
    const response = (await openPreviewLink(previewPath(DEMO_PREVIEW_REF, WARRANTY_DOCUMENT_ID))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/pages/warranty');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const cookie = parseSetCookie(response.headers.get('Set-Cookie') ?? '');
    expect(cookie.name).toBe('io.prismic.preview');
    expect(decodeURIComponent(cookie.value)).toBe(DEMO_PREVIEW_REF);
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    // Session-long, and not Secure outside production.
    expect(cookie.attributes.has('max-age')).toBe(false);
    expect(cookie.attributes.has('expires')).toBe(false);
    expect(cookie.attributes.has('secure')).toBe(false);
  });

  it('sends the home page’s preview to /', async () => {
    const response = (await openPreviewLink(previewPath(DEMO_PREVIEW_REF, HOME_DOCUMENT_ID))) as Response;
    expect(response.headers.get('Location')).toBe('/');
  });

  it('marks the cookie Secure in production', async () => {
    const request = testRequest(previewPath(DEMO_PREVIEW_REF, HOME_DOCUMENT_ID));
    const context = await testContext(request, deployedEnv(MOCK_SHOP_ORIGIN));
    const response = (await previewLoader({request, context, params: {}})) as Response;
    expect(parseSetCookie(response.headers.get('Set-Cookie') ?? '').attributes.has('secure')).toBe(true);
  });

  it.each([
    ['no token at all', '/preview'],
    ['a malformed token', previewPath('not a ref', HOME_DOCUMENT_ID)],
    ['another repository’s ref', previewPath('someone-else~session', HOME_DOCUMENT_ID)],
    ['a ref Prismic does not know (404)', previewPath('dreamhaus~no-such-session', HOME_DOCUMENT_ID)],
    ['an ended preview session (410)', previewPath(EXPIRED_PREVIEW_REF, HOME_DOCUMENT_ID)],
    ['a document the ref does not have', previewPath(DEMO_PREVIEW_REF, 'ZmNoSuchDocument')],
    ['a malformed document id', previewPath(DEMO_PREVIEW_REF, 'a/b')],
  ])('answers 400 “expired or not valid” for %s, never a 500', async (_case, path) => {
    await expectDeadLink(path);
  });

  it('answers the 503 page when Prismic is down (the link may be fine)', async () => {
    setPrismicFault('fail');
    const thrown = await thrownBy(openPreviewLink(previewPath(DEMO_PREVIEW_REF, HOME_DOCUMENT_ID)));
    expect(isDataWithInit(thrown) && thrown.init?.status).toBe(503);
  });
});

describe('pages read with the preview cookie', () => {
  it('show the draft; without the cookie, the published page', async () => {
    const draft = await loadWith(pageLoader, '/pages/warranty', {cookie: PREVIEW_COOKIE_HEADER, params: {handle: 'warranty'}});
    expect(draft.data.page.title).toBe(DRAFT_WARRANTY_TITLE);
    expect(draft.context.preview?.ref).toBe(DEMO_PREVIEW_REF);

    const published = await loadWith(pageLoader, '/pages/warranty', {params: {handle: 'warranty'}});
    expect(published.data.page.title).toBe('Warranty');
    expect(published.context.preview).toBeNull();
  });

  it('show the home page’s draft hero headline', async () => {
    const draft = await loadWith(homeLoader, '/', {cookie: PREVIEW_COOKIE_HEADER});
    expect(JSON.stringify(draft.data)).toContain(DRAFT_HERO_HEADLINE);
    const published = await loadWith(homeLoader, '/');
    expect(JSON.stringify(published.data)).not.toContain(DRAFT_HERO_HEADLINE);
  });

  it('give the root the toolbar (the stand-in’s) only in preview', async () => {
    const inPreview = await loadWith(rootLoader, '/', {cookie: PREVIEW_COOKIE_HEADER});
    expect(inPreview.data.preview?.toolbarSrc).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/prismic-toolbar\.js\?repo=dreamhaus$/);
    const shopper = await loadWith(rootLoader, '/');
    expect(shopper.data.preview).toBeNull();
  });

  it('ignore a cookie holding another repository’s ref or a malformed one', async () => {
    for (const value of ['someone-else~session', 'garbage', '']) {
      const {context} = await loadWith(rootLoader, '/', {cookie: `${PREVIEW_COOKIE}=${encodeURIComponent(value)}`});
      expect(context.preview).toBeNull();
    }
  });

  it('fall back to published content once the session has ended', async () => {
    const ended = await loadWith(pageLoader, '/pages/warranty', {
      cookie: `${PREVIEW_COOKIE}=${encodeURIComponent(EXPIRED_PREVIEW_REF)}`,
      params: {handle: 'warranty'},
    });
    expect(ended.data.page.title).toBe('Warranty');
  });
});

describe('/preview/exit', () => {
  it('clears the cookie and goes back to the page', async () => {
    const {data: response} = await loadWith(exitLoader, `/preview/exit?returnTo=${encodeURIComponent('/pages/warranty')}`, {
      cookie: PREVIEW_COOKIE_HEADER,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/pages/warranty');
    const cookie = parseSetCookie(response.headers.get('Set-Cookie') ?? '');
    expect(cookie.name).toBe(PREVIEW_COOKIE);
    expect(cookie.value).toBe('');
    expect(cookie.attributes.get('max-age')).toBe('0');
  });

  it('goes back only to a page of this site', async () => {
    const away = await loadWith(exitLoader, `/preview/exit?returnTo=${encodeURIComponent('https://evil.example/')}`);
    expect(away.data.headers.get('Location')).toBe('/');
    const referred = testRequest('/preview/exit', {headers: {Referer: 'http://localhost:3000/pages/warranty?x=1'}});
    const response = await exitLoader({request: referred, context: await testContext(referred), params: {}});
    expect(response.headers.get('Location')).toBe('/pages/warranty?x=1');
  });
});
