/**
 * SEO through the stand-ins: the content-driven redirects and 'gone' pages
 * (api/seo-data and the root loader's middleware), robots.txt, the sitemaps,
 * a product page's head (canonical, Open Graph, JSON-LD), and the bed
 * builder's image conversion endpoint.
 */
import {deployedEnv} from '../mocks/deployed-env';
import {MOCK_SHOP_ORIGIN} from '../mocks/origin';
import {beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import {http, HttpResponse} from 'msw';
import type {MetaDescriptor} from '@remix-run/react';
import {mockServer, withStandIns} from '../mocks/node';
import {setPrismicFault} from '../mocks/prismic/handlers';
import {FIXTURE_CASES, productByHandle} from '../mocks/fixtures/catalogue';
import {REVIEW_FIXTURE_CASES} from '../mocks/fixtures/reviews';
import {loader as seoDataLoader} from '~/routes/api.seo-data';
import {loader as robotsLoader} from '~/routes/[robots.txt]';
import {loader as sitemapIndexLoader} from '~/routes/[sitemap.xml]';
import {loader as sitemapPageLoader} from '~/routes/sitemap.$type.$page[.xml]';
import {loader as contentSitemapLoader} from '~/routes/[sitemap-content.xml]';
import {loader as base64Loader} from '~/routes/api.base64-conversion';
import {loader as productLoader, meta as productMeta} from '~/routes/products.$handle';
import {loader as collectionLoader, meta as collectionMeta} from '~/routes/collections.$handle._index';
import {loader as homeLoader, meta as homeMeta} from '~/routes/_index';
import type {GonePayload} from '~/features/errors/gone-page';
import {STOREFRONT_ORIGIN, TestBrowser, isDataWithInit, loadRoot, testContext, testRequest, thrownBy} from './context';

withStandIns();

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

function reportsFor(service: string): {service: string; url?: string; message: string}[] {
  return consoleError.mock.calls
    .map(([line]) => (typeof line === 'string' && line.startsWith('{') ? JSON.parse(line) : null))
    .filter((report) => report?.service === service);
}

type Params = Record<string, string | undefined>;
async function call<T>(
  loader: (args: {request: Request; context: Awaited<ReturnType<typeof testContext>>; params: Params}) => Promise<T>,
  path: string,
  params: Params = {},
  env: Partial<Env> = {},
): Promise<T> {
  const request = testRequest(path);
  return loader({request, context: await testContext(request, env), params});
}

async function json(response: Response) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route's JSON, checked by each test
  const body: any = await response.json();
  return {status: response.status, body, cacheControl: response.headers.get('Cache-Control')};
}

describe('GET /api/seo-data?from=', () => {
  it('gives the redirect a content rule names, as {redirect: {to, statusCode}, resourceGone}', async () => {
    const answer = await json(await call(seoDataLoader, `/api/seo-data?from=${encodeURIComponent('/pages/old-warranty')}`));
    expect(answer).toEqual({
      status: 200,
      body: {redirect: {to: '/pages/warranty', statusCode: 301}, resourceGone: null},
      cacheControl: 'public, max-age=300',
    });
  });

  it('matches the path whatever its case, trailing slash or query', async () => {
    const answer = await json(await call(seoDataLoader, `/api/seo-data?from=${encodeURIComponent('/Campaign/Winter-Sale-2024/?utm_source=mail')}`));
    expect(answer.body).toEqual({redirect: {to: '/campaign/spring-sale', statusCode: 302}, resourceGone: null});
  });

  it('gives the message of a gone page', async () => {
    const answer = await json(await call(seoDataLoader, `/api/seo-data?from=${encodeURIComponent('/pages/discontinued-range')}`));
    expect(answer.body).toEqual({redirect: null, resourceGone: {message: 'The Heritage range has been discontinued'}});
  });

  it('gives nothing for a path without a rule', async () => {
    const answer = await json(await call(seoDataLoader, `/api/seo-data?from=${encodeURIComponent('/pages/warranty')}`));
    expect(answer.body).toEqual({redirect: null, resourceGone: null});
  });

  it('refuses a from that is not a site path', async () => {
    for (const from of ['', 'https://evil.example/x', '//evil.example/x']) {
      const answer = await json(await call(seoDataLoader, `/api/seo-data?from=${encodeURIComponent(from)}`));
      expect(answer).toMatchObject({status: 400, body: {error: 'Give the page path as ?from=, starting with /.'}});
    }
  });

  it('is a 503 when content fails, and the failure is reported', async () => {
    setPrismicFault('fail');
    const answer = await json(await call(seoDataLoader, `/api/seo-data?from=${encodeURIComponent('/pages/old-warranty')}`));
    expect(answer).toEqual({status: 503, body: {error: 'SEO data is unavailable right now.'}, cacheControl: 'no-store'});
    expect(reportsFor('prismic').some((report) => report.url === 'seo-data')).toBe(true);
  });
});

describe('the SEO middleware on navigation (root loader)', () => {
  it('redirects a path a content rule moves, with its status, keeping the query', async () => {
    const thrown = await thrownBy(loadRoot(new TestBrowser(), '/pages/old-warranty?utm_source=mail'));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/pages/warranty?utm_source=mail');
  });

  it('answers 410 with the content’s message, the error page content and the layout', async () => {
    const thrown = await thrownBy(loadRoot(new TestBrowser(), '/pages/discontinued-range'));
    expect(isDataWithInit<GonePayload>(thrown)).toBe(true);
    if (!isDataWithInit<GonePayload>(thrown)) return;
    expect(thrown.init?.status).toBe(410);
    expect(thrown.data.message).toBe('The Heritage range has been discontinued');
    expect(thrown.data.errorPage?.helpfulLinks.length).toBeGreaterThan(0);
    // The header still shows on the gone page.
    expect(thrown.data.layout.header?.menu.length).toBeGreaterThan(0);
    expect(thrown.data.layout.analytics.shop).toBeNull();
  });

  it('lets a page without a rule through', async () => {
    const data = await loadRoot(new TestBrowser(), '/pages/warranty');
    expect(data.brandName).toBeTruthy();
  });

  it('ignores a redirect to another site', async () => {
    mockServer.use(
      http.get('*/api/v2/documents/search', async ({request}) => {
        const q = new URL(request.url).searchParams.getAll('q').join('');
        if (!q.includes('seo_redirect')) return undefined;
        return HttpResponse.json(searchReply([
          {type: 'seo_redirect', data: {from: '/pages/warranty', to: 'https://evil.example/pages/warranty', status_code: '301'}},
          {type: 'seo_redirect', data: {from: '/pages/loop', to: '/pages/loop/', status_code: '301'}},
          {type: 'seo_redirect', data: {from: '/pages/full', to: `${STOREFRONT_ORIGIN}/pages/warranty`, status_code: '308'}},
        ]));
      }),
    );
    await expect(loadRoot(new TestBrowser(), '/pages/warranty')).resolves.toBeTruthy();
    await expect(loadRoot(new TestBrowser(), '/pages/loop')).resolves.toBeTruthy();
    // A full URL on the store's own origin is fine; the shopper stays on the site.
    const thrown = (await thrownBy(loadRoot(new TestBrowser(), '/pages/full'))) as Response;
    expect([thrown.status, thrown.headers.get('Location')]).toEqual([308, '/pages/warranty']);
  });

  it('lets the page go on when the lookup fails, and reports it', async () => {
    mockServer.use(
      http.get('*/api/v2/documents/search', ({request}) =>
        new URL(request.url).searchParams.getAll('q').join('').includes('seo_redirect')
          ? HttpResponse.json({message: 'boom'}, {status: 500})
          : undefined,
      ),
    );
    const data = await loadRoot(new TestBrowser(), '/pages/old-warranty');
    expect(data.header).not.toBeNull();
    expect(reportsFor('prismic').some((report) => report.url === 'seo-data')).toBe(true);
  });
});

/** A Prismic search reply holding these documents. */
function searchReply(documents: {type: string; data: Record<string, unknown>}[]) {
  return {
    page: 1,
    results_per_page: 100,
    results_size: documents.length,
    total_results_size: documents.length,
    total_pages: 1,
    next_page: null,
    prev_page: null,
    results: documents.map((doc, index) => ({
      id: `SeoTest${index}`,
      uid: null,
      url: null,
      type: doc.type,
      href: '',
      tags: [],
      first_publication_date: '2025-01-01T00:00:00+0000',
      last_publication_date: '2025-01-01T00:00:00+0000',
      slugs: [],
      linked_documents: [],
      lang: 'en-au',
      alternate_languages: [],
      data: doc.data,
    })),
    version: 'test',
    license: 'All Rights Reserved',
  };
}

describe('robots.txt', () => {
  it('keeps crawlers out of the bag, the API, previews, the wishlist and the simulator, and names the sitemap', async () => {
    const response = await call(robotsLoader, '/robots.txt');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /cart',
        'Disallow: /api/',
        'Disallow: /preview',
        'Disallow: /wishlist',
        'Disallow: /slice-simulator',
        `Sitemap: ${STOREFRONT_ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it('asks for nothing to be indexed on staging', async () => {
    const text = await (await call(robotsLoader, '/robots.txt', {}, deployedEnv(MOCK_SHOP_ORIGIN, 'staging'))).text();
    expect(text).toMatch(/^Disallow: \/$/m);
  });
});

describe('sitemaps', () => {
  it('indexes the products, collections and content sitemaps', async () => {
    const response = await call(sitemapIndexLoader, '/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml');
    const xml = await response.text();
    expect(xml).toContain(`<loc>${STOREFRONT_ORIGIN}/sitemap/products/1.xml</loc>`);
    expect(xml).toContain(`<loc>${STOREFRONT_ORIGIN}/sitemap/collections/1.xml</loc>`);
    expect(xml).toContain(`<loc>${STOREFRONT_ORIGIN}/sitemap-content.xml</loc>`);
    // Shopify's own pages are not this site's /pages (those come from content).
    expect(xml).not.toContain('/sitemap/pages/');
  });

  it('lists products at their page URLs', async () => {
    const response = await call(sitemapPageLoader, '/sitemap/products/1.xml', {type: 'products', page: '1'});
    const xml = await response.text();
    const {handle} = FIXTURE_CASES.bonusPillows;
    expect(xml).toContain(`<loc>${STOREFRONT_ORIGIN}/products/${handle}</loc>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('lists collections at their page URLs', async () => {
    const xml = await (await call(sitemapPageLoader, '/sitemap/collections/1.xml', {type: 'collections', page: '1'})).text();
    expect(xml).toContain(`<loc>${STOREFRONT_ORIGIN}/collections/mattresses</loc>`);
  });

  it('is a 404 for another type or a page that is not a number', async () => {
    expect((await call(sitemapPageLoader, '/sitemap/pages/1.xml', {type: 'pages', page: '1'})).status).toBe(404);
    expect((await call(sitemapPageLoader, '/sitemap/products/x.xml', {type: 'products', page: 'x'})).status).toBe(404);
  });

  it('is a 503 (never an empty sitemap) when Shopify fails', async () => {
    mockServer.use(http.post('*/api/:version/graphql.json', () => HttpResponse.json({}, {status: 500})));
    const response = await call(sitemapIndexLoader, '/sitemap.xml');
    expect([response.status, response.headers.get('Retry-After')]).toEqual([503, '30']);
  });

  it('lists the content pages at their content-to-URL mapping', async () => {
    const response = await call(contentSitemapLoader, '/sitemap-content.xml');
    expect(response.status).toBe(200);
    const xml = await response.text();
    for (const path of ['/', '/pages/warranty', '/static-pages/terms-and-conditions', '/campaign/spring-sale', '/become-a-member']) {
      expect(xml).toContain(`<loc>${STOREFRONT_ORIGIN}${path}</loc>`);
    }
    // Pages content marks noindex are left out.
    expect(xml).not.toContain('/static-pages/privacy-policy');
    expect(xml).not.toContain('/campaign/summer-sale');
    // Not pages: the header, menus, settings, the error page and the SEO rules.
    expect(xml).not.toMatch(/error\/404|seo|site-header|old-warranty|discontinued/);
  });
});

/** The value of a meta tag by name or property. */
function metaContent(meta: MetaDescriptor[] | undefined = [], key: string): string | undefined {
  const found = meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key));
  return found && 'content' in found ? String(found.content) : undefined;
}

function jsonLdOf(meta: MetaDescriptor[] | undefined = []): Record<string, unknown>[] {
  return meta.filter((tag) => 'script:ld+json' in tag).map((tag) => (tag as {'script:ld+json': Record<string, unknown>})['script:ld+json']);
}

describe('page heads', () => {
  it('a product page: absolute canonical, robots, Open Graph, and Product JSON-LD with its Offer', async () => {
    const {handle} = FIXTURE_CASES.bonusPillows;
    const product = productByHandle(handle)!;
    const data = await call(productLoader, `/products/${handle}?variant=1`, {handle});
    const meta = productMeta({data, params: {handle}, location: {} as never, matches: [], error: undefined} as never);

    const canonical = `${STOREFRONT_ORIGIN}/products/${handle}`;
    expect(meta).toContainEqual({tagName: 'link', rel: 'canonical', href: canonical});
    expect(metaContent(meta, 'robots')).toBe('follow, index');
    expect(metaContent(meta, 'og:url')).toBe(canonical);
    expect(metaContent(meta, 'og:type')).toBe('product');
    expect(metaContent(meta, 'og:title')).toBe(product.title);
    expect(metaContent(meta, 'og:image')).toMatch(/^http:\/\/127\.0\.0\.1:4100\/cdn\/shop\/files\//);
    const [ld] = jsonLdOf(meta);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      url: canonical,
      offers: {'@type': 'Offer', priceCurrency: 'AUD', price: data.offerPrice?.amount, availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/)},
    });
  });

  it('a product on sale: the Offer carries the campaign price the page shows, not the list price', async () => {
    const handle = 'aurora-hybrid-mattress';
    const data = await call(productLoader, `/products/${handle}`, {handle});
    const meta = productMeta({data, params: {handle}, location: {} as never, matches: [], error: undefined} as never);
    const [ld] = jsonLdOf(meta);
    // The Spring Sale takes 30% off: the list price is not what the page shows or checkout charges.
    expect(data.variant?.price.amount).not.toBe(data.offerPrice?.amount);
    expect(Number(data.offerPrice?.amount)).toBeCloseTo(Number(data.variant?.price.amount) * 0.7, 2);
    expect(ld).toMatchObject({offers: {price: data.offerPrice?.amount}});
  });

  it('a reviewed product carries its AggregateRating', async () => {
    const handle = REVIEW_FIXTURE_CASES.manyReviews;
    const data = await call(productLoader, `/products/${handle}`, {handle});
    const meta = productMeta({data, params: {handle}, matches: []} as never);
    expect(jsonLdOf(meta)[0].aggregateRating).toMatchObject({'@type': 'AggregateRating', reviewCount: 23, bestRating: 5});
  });

  it('a collection listing: BreadcrumbList from home to the collection', async () => {
    const data = await call(collectionLoader, '/collections/mattresses', {handle: 'mattresses'});
    const meta = collectionMeta({data, params: {handle: 'mattresses'}, matches: []} as never);
    expect(jsonLdOf(meta)).toContainEqual(
      expect.objectContaining({
        '@type': 'BreadcrumbList',
        itemListElement: [
          {'@type': 'ListItem', position: 1, name: 'Home', item: `${STOREFRONT_ORIGIN}/`},
          {'@type': 'ListItem', position: 2, name: expect.any(String), item: `${STOREFRONT_ORIGIN}/collections/mattresses`},
        ],
      }),
    );
  });

  it('the home page: Organization and WebSite JSON-LD', async () => {
    const data = await call(homeLoader, '/');
    const meta = homeMeta({data: isDataWithInit(data) ? data.data : data, params: {}, matches: []} as never);
    expect(jsonLdOf(meta).map((ld) => ld['@type'])).toEqual(['Organization', 'WebSite']);
    expect(meta).toContainEqual({tagName: 'link', rel: 'canonical', href: `${STOREFRONT_ORIGIN}/`});
  });
});

describe('GET /api/base64-conversion?url=', () => {
  const standInImage = 'http://127.0.0.1:4100/cdn/shop/files/aurora-hybrid-mattress-1.svg';

  it('answers an allowed image as a data URL', async () => {
    const answer = await json(await call(base64Loader, `/api/base64-conversion?url=${encodeURIComponent(standInImage)}`));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(answer.body.data.split(',')[1])).toMatch(/^<svg /);
    expect(answer.cacheControl).toMatch(/^public, max-age=86400/);
  });

  it.each([
    ['no url', '/api/base64-conversion', 'Give exactly one image URL as ?url=.'],
    ['two urls', `/api/base64-conversion?url=${encodeURIComponent(standInImage)}&url=${encodeURIComponent(standInImage)}`, 'Give exactly one image URL as ?url=.'],
    ['metadata', `/api/base64-conversion?url=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`, 'IP addresses are not allowed as image hosts.'],
    ['another host', `/api/base64-conversion?url=${encodeURIComponent('https://evil.example/a.png')}`, 'Images from evil.example are not allowed.'],
    ['file:', `/api/base64-conversion?url=${encodeURIComponent('file:///etc/passwd')}`, 'Only https URLs are allowed, not file:.'],
  ])('is a 400 with a message for %s', async (_case, path, message) => {
    expect(await json(await call(base64Loader, path))).toEqual({status: 400, body: {error: message}, cacheControl: 'no-store'});
  });

  it('is https only in production', async () => {
    const env = deployedEnv(MOCK_SHOP_ORIGIN, 'production', {IMAGE_CDN_HOSTS: '127.0.0.1:4100'});
    const answer = await json(await call(base64Loader, `/api/base64-conversion?url=${encodeURIComponent(standInImage)}`, {}, env));
    expect(answer).toMatchObject({status: 400, body: {error: 'Only https URLs are allowed.'}});
  });

  it('is a 502 when the allowed host fails', async () => {
    const missing = 'http://127.0.0.1:4100/cdn/shop/files/no-such-image.svg';
    const answer = await json(await call(base64Loader, `/api/base64-conversion?url=${encodeURIComponent(missing)}`));
    expect(answer).toEqual({status: 502, body: {error: 'The image host answered 404.'}, cacheControl: 'no-store'});
  });
});
