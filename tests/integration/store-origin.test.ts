/**
 * Absolute URLs come from the store's configured origin, never the request's Host (issue 40). A request can name
 * any host (`Host: evil.example`; the worker's request URL is built from it) and Oxygen answers a deployment on
 * its preview URLs too; the canonical link, og:url, JSON-LD, robots.txt and the sitemaps are cached, so a Host
 * written into them would be served to everyone. With PUBLIC_STORE_ORIGIN set they are on it; a deployed store
 * without it writes none at all; only development without it uses the request's own origin.
 */
import {afterEach, beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import type {MetaDescriptor} from '@remix-run/react';
import {deployedEnv} from '../mocks/deployed-env';
import {MOCK_SHOP_ORIGIN} from '../mocks/origin';
import {withStandIns} from '../mocks/node';
import {FIXTURE_CASES} from '../mocks/fixtures/catalogue';
import {loader as robotsLoader} from '~/routes/[robots.txt]';
import {loader as sitemapIndexLoader} from '~/routes/[sitemap.xml]';
import {loader as sitemapPageLoader} from '~/routes/sitemap.$type.$page[.xml]';
import {loader as contentSitemapLoader} from '~/routes/[sitemap-content.xml]';
import {loader as productLoader, meta as productMeta} from '~/routes/products.$handle';
import {loader as collectionLoader, meta as collectionMeta} from '~/routes/collections.$handle._index';
import {loader as homeLoader, meta as homeMeta} from '~/routes/_index';
import {loader as contentPageLoader, meta as contentPageMeta} from '~/routes/pages.$handle';
import {loader as bedBuilderLoader} from '~/routes/bedbuilder';
import {STOREFRONT_ORIGIN, isDataWithInit, testContext} from './context';

withStandIns();

const STORE = 'https://www.dreamhaus.example';
const EVIL = 'https://evil.example';
/** An Oxygen deployment's own preview URL: it must not become canonical either. */
const PREVIEW_DEPLOYMENT = 'https://01jabcdefghijk-dreamhaus.o2.myshopify.dev';
const {handle} = FIXTURE_CASES.bonusPillows;

let consoleWarn: MockInstance<typeof console.warn>;
beforeEach(() => {
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => consoleWarn.mockRestore());

type Params = Record<string, string | undefined>;
type Context = Awaited<ReturnType<typeof testContext>>;

/** A request that came in on `origin` (the worker's request URL carries the Host it was sent with). */
async function call<T>(
  loader: (args: {request: Request; context: Context; params: Params}) => Promise<T>,
  origin: string,
  path: string,
  env: Record<string, string>,
  params: Params = {},
): Promise<T> {
  const request = new Request(new URL(path, origin), {headers: {Host: new URL(origin).host}});
  return loader({request, context: await testContext(request, env), params});
}

function meta(metaFn: (args: never) => MetaDescriptor[] | undefined, data: unknown, params: Params = {}): MetaDescriptor[] {
  return metaFn({data: isDataWithInit(data) ? data.data : data, params, matches: [], location: {}} as never) ?? [];
}

const canonicalOf = (tags: MetaDescriptor[]) =>
  tags.find((tag) => 'rel' in tag && tag.rel === 'canonical') as {href: string} | undefined;
const ogUrlOf = (tags: MetaDescriptor[]) =>
  (tags.find((tag) => 'property' in tag && tag.property === 'og:url') as {content: string} | undefined)?.content;
const jsonLdOf = (tags: MetaDescriptor[]) =>
  tags.filter((tag) => 'script:ld+json' in tag).map((tag) => (tag as {'script:ld+json': Record<string, unknown>})['script:ld+json']);

/** Every absolute http(s) URL's origin in a text (a page head as JSON, robots.txt, a sitemap). */
function originsIn(text: string): string[] {
  return [...new Set([...text.matchAll(/https?:\/\/[^\s"<>\\/]+/g)].map(([url]) => new URL(url).origin))];
}

/** What the SEO outputs write, for a request on `origin`. */
async function seoOutputs(origin: string, env: Record<string, string>) {
  const product = meta(productMeta as never, await call(productLoader, origin, `/products/${handle}`, env, {handle}));
  const home = meta(homeMeta as never, await call(homeLoader, origin, '/', env));
  const collection = meta(
    collectionMeta as never,
    await call(collectionLoader, origin, '/collections/mattresses', env, {handle: 'mattresses'}),
  );
  const page = meta(contentPageMeta as never, await call(contentPageLoader, origin, '/pages/warranty', env, {handle: 'warranty'}), {handle: 'warranty'});
  const robots = await call(robotsLoader, origin, '/robots.txt', env);
  const index = await call(sitemapIndexLoader, origin, '/sitemap.xml', env);
  const products = await call(sitemapPageLoader, origin, '/sitemap/products/1.xml', env, {type: 'products', page: '1'});
  const content = await call(contentSitemapLoader, origin, '/sitemap-content.xml', env);
  const bedBuilder = await call(bedBuilderLoader, origin, '/bedbuilder', env);
  return {
    product,
    home,
    collection,
    page,
    robots: {status: robots.status, text: await robots.text(), cacheControl: robots.headers.get('Cache-Control')},
    sitemaps: await Promise.all(
      [index, products, content].map(async (response) => ({
        status: response.status,
        text: await response.text(),
        cacheControl: response.headers.get('Cache-Control'),
      })),
    ),
    bedBuilder: {canonicalUrl: bedBuilder.canonicalUrl, shareUrl: bedBuilder.shareUrl},
  };
}

/** Every text the outputs hold, for one search. */
function allText(outputs: Awaited<ReturnType<typeof seoOutputs>>): string {
  const {robots, sitemaps, ...heads} = outputs;
  return [JSON.stringify(heads), robots.text, ...sitemaps.map((sitemap) => sitemap.text)].join('\n');
}

describe.each([
  ['development with PUBLIC_STORE_ORIGIN', {PUBLIC_STORE_ORIGIN: STORE}],
  ['production (a deployed store)', deployedEnv(MOCK_SHOP_ORIGIN, 'production', {PUBLIC_STORE_ORIGIN: `${STORE}/`})],
])('%s', (_name, env) => {
  it.each([
    ['Host: evil.example', EVIL],
    ['a deployment’s own preview URL', PREVIEW_DEPLOYMENT],
  ])('%s reaches no canonical link, og:url, JSON-LD, robots.txt or sitemap', async (_how, origin) => {
    const outputs = await seoOutputs(origin, env);
    const text = allText(outputs);
    expect(text).not.toContain(new URL(origin).host);
    // Every absolute URL written is on the store's origin, but for vocabularies (schema.org, the sitemap and XML
    // namespaces) and images (the stand-in's CDN).
    const vocabularies = ['https://schema.org', 'http://www.sitemaps.org', 'http://www.w3.org', MOCK_SHOP_ORIGIN];
    const written = originsIn(text).filter((found) => !vocabularies.includes(found));
    expect(written).toEqual([STORE]);

    const canonical = `${STORE}/products/${handle}`;
    expect(canonicalOf(outputs.product)?.href).toBe(canonical);
    expect(ogUrlOf(outputs.product)).toBe(canonical);
    expect(jsonLdOf(outputs.product)[0]).toMatchObject({'@type': 'Product', url: canonical, offers: {url: canonical}});

    expect(canonicalOf(outputs.home)?.href).toBe(`${STORE}/`);
    expect(jsonLdOf(outputs.home)).toEqual([
      expect.objectContaining({'@type': 'Organization', url: `${STORE}/`}),
      expect.objectContaining({
        '@type': 'WebSite',
        url: `${STORE}/`,
        potentialAction: expect.objectContaining({target: expect.objectContaining({urlTemplate: `${STORE}/products/search?query={search_term_string}`})}),
      }),
    ]);
    expect(jsonLdOf(outputs.collection)[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{item: `${STORE}/`}, {item: `${STORE}/collections/mattresses`}],
    });
    expect(canonicalOf(outputs.page)?.href).toBe(`${STORE}/pages/warranty`);
    expect(outputs.bedBuilder).toEqual({canonicalUrl: `${STORE}/bedbuilder`, shareUrl: expect.stringMatching(`^${STORE}/bedbuilder\\?`)});

    expect(outputs.robots.text).toContain(`Sitemap: ${STORE}/sitemap.xml`);
    const [index, products, content] = outputs.sitemaps;
    expect(index.text).toContain(`<loc>${STORE}/sitemap/products/1.xml</loc>`);
    expect(index.text).toContain(`<loc>${STORE}/sitemap-content.xml</loc>`);
    expect(products.text).toContain(`<loc>${STORE}/products/${handle}</loc>`);
    expect(content.text).toContain(`<loc>${STORE}/pages/warranty</loc>`);
  });
});

describe('a deployed store without PUBLIC_STORE_ORIGIN', () => {
  const env = () => {
    const {PUBLIC_STORE_ORIGIN: _unset, ...rest} = deployedEnv(MOCK_SHOP_ORIGIN, 'production');
    return rest;
  };

  it('writes no absolute URL rather than one on the request’s Host, and says why once', async () => {
    const outputs = await seoOutputs(EVIL, env());
    expect(allText(outputs)).not.toContain('evil.example');

    for (const head of [outputs.product, outputs.home, outputs.collection, outputs.page]) {
      expect(canonicalOf(head)).toBeUndefined();
      expect(ogUrlOf(head)).toBeUndefined();
    }
    // The Product keeps its JSON-LD without a url; the home page's and the breadcrumbs, which are all URLs, are left out.
    const [product] = jsonLdOf(outputs.product);
    expect(product).toMatchObject({'@type': 'Product', offers: {'@type': 'Offer'}});
    expect(product).not.toHaveProperty('url');
    expect(jsonLdOf(outputs.home)).toEqual([]);
    expect(jsonLdOf(outputs.collection)).toEqual([]);
    expect(outputs.bedBuilder).toEqual({canonicalUrl: null, shareUrl: expect.stringMatching(/^\/bedbuilder\?/)});

    expect(outputs.robots.text).not.toContain('Sitemap:');
    expect(outputs.robots.text).toContain('Disallow: /cart');
    // Crawlers are asked to come back, never shown a sitemap on the wrong host, and nothing keeps the refusal.
    for (const sitemap of outputs.sitemaps) expect([sitemap.status, sitemap.cacheControl]).toEqual([503, 'no-store']);

    const warnings = consoleWarn.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('PUBLIC_STORE_ORIGIN'));
    expect(warnings).toHaveLength(1);
  });
});

describe('development without PUBLIC_STORE_ORIGIN (the stand-ins)', () => {
  it('uses the request’s own origin, wherever the local server runs', async () => {
    const outputs = await seoOutputs(STOREFRONT_ORIGIN, {});
    expect(canonicalOf(outputs.product)?.href).toBe(`${STOREFRONT_ORIGIN}/products/${handle}`);
    expect(outputs.robots.text).toContain(`Sitemap: ${STOREFRONT_ORIGIN}/sitemap.xml`);
    expect(outputs.sitemaps[0].text).toContain(`<loc>${STOREFRONT_ORIGIN}/sitemap/products/1.xml</loc>`);
  });
});
