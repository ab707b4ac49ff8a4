/**
 * The blog and careers pages through the Prismic stand-in: list paging,
 * articles with their slices and related posts, tagged lists, a `blogpage`
 * filtered by topic, /work-with-us, the 404s, and Prismic down (503).
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {http, HttpResponse} from 'msw';
import {mockServer, withStandIns} from '../mocks/node';
import {setPrismicFault} from '../mocks/prismic/handlers';
import {BLOG_POSTS} from '../mocks/fixtures/blog-posts';
import {collectionByHandle} from '../mocks/fixtures/catalogue';
import {loader as inspirationLoader} from '~/routes/blogs.inspiration._index';
import {loader as blogPageLoader} from '~/routes/blogs.$uid._index';
import {loader as taggedLoader} from '~/routes/blogs.$uid.tagged.$tag';
import {loader as articleLoader} from '~/routes/blogs.inspiration.$handle';
import {loader as workWithUsLoader} from '~/routes/work-with-us';
import type {ErrorPayload} from '~/features/errors/responses.server';
import {STOREFRONT_ORIGIN, isDataWithInit, testContext, testRequest, thrownBy} from './context';

withStandIns();

type Params = Record<string, string | undefined>;
type Loader<T> = (args: {request: Request; context: Awaited<ReturnType<typeof testContext>>; params: Params}) => Promise<T>;

async function load<T>(loader: Loader<T>, path: string, params: Params = {}): Promise<T> {
  const request = testRequest(path);
  return loader({request, context: await testContext(request), params});
}

async function statusOf(loader: Loader<unknown>, path: string, params: Params = {}) {
  const thrown = await thrownBy(load(loader, path, params));
  if (!isDataWithInit<ErrorPayload>(thrown)) throw thrown;
  return {status: thrown.init?.status, payload: thrown.data, headers: new Headers(thrown.init?.headers)};
}

/** The fixture's posts, newest first: the order every list uses. */
const NEWEST_FIRST = [...BLOG_POSTS].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
const handles = (posts: {uid: string}[]) => posts.map((post) => post.uid);
const tagged = (tag: string) => NEWEST_FIRST.filter((post) => post.tags.includes(tag)).map((post) => post.handle);

describe('/blogs/inspiration', () => {
  it('lists the newest six posts on page 1, with a link to page 2 and a canonical without ?page', async () => {
    const page = await load(inspirationLoader, '/blogs/inspiration');
    expect(page.heading).toBe('Inspiration');
    expect(handles(page.posts)).toEqual(NEWEST_FIRST.slice(0, 6).map((post) => post.handle));
    expect(page).toMatchObject({page: 1, totalPages: 2, links: {previous: null, next: '/blogs/inspiration?page=2'}});
    expect(page.canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/blogs/inspiration`);
    const first = page.posts[0];
    expect(first.url).toBe(`/blogs/inspiration/${NEWEST_FIRST[0].handle}`);
    expect(first.title).toBe(NEWEST_FIRST[0].title);
    expect(first.image?.url).toMatch(new RegExp(`/cdn/shop/files/${NEWEST_FIRST[0].imageKey}\\.svg$`));
  });

  it('shows the last three posts on page 2, linking back to page 1; its canonical keeps ?page=2', async () => {
    const page = await load(inspirationLoader, '/blogs/inspiration?page=2');
    expect(handles(page.posts)).toEqual(NEWEST_FIRST.slice(6).map((post) => post.handle));
    expect(page.links).toEqual({previous: '/blogs/inspiration', next: null});
    expect(page.canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/blogs/inspiration?page=2`);
  });

  it.each(['abc', '0', '-1', '1.5', ''])('treats ?page=%s as page 1', async (value) => {
    const page = await load(inspirationLoader, `/blogs/inspiration?page=${value}`);
    expect(page.page).toBe(1);
    expect(handles(page.posts)).toEqual(NEWEST_FIRST.slice(0, 6).map((post) => post.handle));
    expect(page.canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/blogs/inspiration`);
  });

  it('answers 404 for a page past the last', async () => {
    const {status, payload} = await statusOf(inspirationLoader, '/blogs/inspiration?page=3');
    expect(status).toBe(404);
    expect(payload.message).toBe('This page could not be found');
  });
});

describe('/blogs/inspiration/{handle}', () => {
  const handle = 'how-to-choose-a-mattress';

  it('loads the article: title, author, date, tags linking to their lists, body slices and their products', async () => {
    const {post, products, canonicalUrl} = await load(articleLoader, `/blogs/inspiration/${handle}`, {handle});
    expect(post.title).toBe('How to choose a mattress');
    expect(post.author).toBe('Priya Natarajan');
    expect(Date.parse(post.publishedAt!)).toBe(Date.parse('2025-03-04T09:00:00Z'));
    expect(post.tags).toEqual([
      {tag: 'mattresses', label: 'Mattresses', url: '/blogs/inspiration/tagged/mattresses'},
      {tag: 'buying-guide', label: 'Buying guide', url: '/blogs/inspiration/tagged/buying-guide'},
    ]);
    expect(post.slices.map((slice) => slice.slice_type)).toEqual(['text', 'quote', 'text', 'catalogue']);
    const catalogue = post.slices.find((slice) => slice.slice_type === 'catalogue')!;
    expect(products[catalogue.id]?.map((product) => product.handle)).toEqual(
      collectionByHandle('mattresses')!.productHandles.slice(0, 4),
    );
    expect(post.seo.description).toBe(BLOG_POSTS.find((p) => p.handle === handle)!.summary);
    expect(canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/blogs/inspiration/${handle}`);
  });

  it('relates up to three other posts sharing a tag, newest first', async () => {
    const ensembles = BLOG_POSTS.find((post) => post.handle === 'ensemble-or-bed-frame')!;
    const {related} = await load(articleLoader, `/blogs/inspiration/${ensembles.handle}`, {handle: ensembles.handle});
    const sharing = NEWEST_FIRST.filter(
      (post) => post.handle !== ensembles.handle && post.tags.some((tag) => ensembles.tags.includes(tag)),
    ).map((post) => post.handle);
    expect(sharing.length).toBeGreaterThan(3);
    expect(handles(related)).toEqual(sharing.slice(0, 3));
  });

  it('shows the article without related posts when that query fails, and reports it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Only the related-posts query (it alone uses `any` on tags) fails.
    mockServer.use(
      http.get('*/api/v2/documents/search', ({request}) =>
        new URL(request.url).searchParams.getAll('q').some((q) => q.includes('any(document.tags'))
          ? HttpResponse.json({type: 'api_error', message: 'Internal Server Error'}, {status: 500})
          : undefined,
      ),
    );
    const {post, related} = await load(articleLoader, `/blogs/inspiration/${handle}`, {handle});
    expect(post.uid).toBe(handle);
    expect(related).toEqual([]);
    expect(consoleError.mock.calls.some(([line]) => typeof line === 'string' && line.includes('"service":"prismic"'))).toBe(true);
  });

  it.each(['no-such-post', '"]]', 'tagged'])('answers 404 for an unknown handle %j', async (unknown) => {
    const {status} = await statusOf(articleLoader, `/blogs/inspiration/${encodeURIComponent(unknown)}`, {handle: unknown});
    expect(status).toBe(404);
  });
});

describe('/blogs/{uid}/tagged/{tag}', () => {
  it('lists the posts with the tag, newest first, under the blog heading and the tag', async () => {
    const page = await load(taggedLoader, '/blogs/inspiration/tagged/buying-guide', {uid: 'inspiration', tag: 'buying-guide'});
    expect(page.heading).toBe('Inspiration: Buying guide');
    expect(handles(page.posts)).toEqual(tagged('buying-guide'));
    expect(page.tag).toEqual({tag: 'buying-guide', label: 'Buying guide', url: '/blogs/inspiration/tagged/buying-guide'});
    expect(page.blogUrl).toBe('/blogs/inspiration');
    expect(page.canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/blogs/inspiration/tagged/buying-guide`);
    expect(page.totalPages).toBe(1);
  });

  it.each([
    ['inspiration', 'no-such-tag'],
    ['inspiration', 'Buying Guide'],
    ['no-such-blog', 'sleep'],
  ])('answers 404 for /blogs/%s/tagged/%s', async (uid, tag) => {
    const {status} = await statusOf(taggedLoader, `/blogs/${uid}/tagged/${encodeURIComponent(tag)}`, {uid, tag});
    expect(status).toBe(404);
  });
});

describe('/blogs/{uid} (blogpage)', () => {
  it('lists a blogpage filtered by its topic', async () => {
    const page = await load(blogPageLoader, '/blogs/sleep-guides', {uid: 'sleep-guides'});
    expect(page.heading).toBe('Sleep guides');
    expect(handles(page.posts)).toEqual(tagged('sleep'));
    expect(page.links).toEqual({previous: null, next: null});
    expect(page.canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/blogs/sleep-guides`);
  });

  it('serves the inspiration blogpage under /blogs/{uid} too', async () => {
    const page = await load(blogPageLoader, '/blogs/inspiration?page=2', {uid: 'inspiration'});
    expect(handles(page.posts)).toEqual(NEWEST_FIRST.slice(6).map((post) => post.handle));
  });

  it('answers 404 for an unknown blog', async () => {
    expect((await statusOf(blogPageLoader, '/blogs/news', {uid: 'news'})).status).toBe(404);
  });
});

describe('/work-with-us', () => {
  it('loads the careers copy and the open roles, each with a way to apply', async () => {
    const {page, canonicalUrl} = await load(workWithUsLoader, '/work-with-us');
    expect(page.title).toBe('Work with us');
    expect(page.roles.map((role) => role.title)).toEqual(['Sleep Specialist', 'Delivery Driver', 'Customer Care Consultant']);
    for (const role of page.roles) {
      expect(role.applyLink).toMatchObject({link_type: 'Web'});
      expect((role.applyLink as {url: string}).url).toMatch(/^mailto:/);
    }
    expect(canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/work-with-us`);
  });
});

describe('Prismic down', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setPrismicFault('fail');
  });

  it.each([
    [inspirationLoader, '/blogs/inspiration', {}],
    [blogPageLoader, '/blogs/sleep-guides', {uid: 'sleep-guides'}],
    [taggedLoader, '/blogs/inspiration/tagged/sleep', {uid: 'inspiration', tag: 'sleep'}],
    [articleLoader, '/blogs/inspiration/how-to-choose-a-mattress', {handle: 'how-to-choose-a-mattress'}],
    [workWithUsLoader, '/work-with-us', {}],
  ] as const)('%#: %s answers the 503 page, never cached, never a 404', async (loader, path, params) => {
    const {status, headers} = await statusOf(loader as Loader<unknown>, path, params);
    expect(status).toBe(503);
    expect(headers.get('Cache-Control')).toBe('no-store');
  });
});
