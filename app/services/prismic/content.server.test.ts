import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {forgetLastGoodWrites} from './last-good.server';
import {forgetReportedContentProblems} from './campaigns.server';
import {delay, http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import * as prismic from '@prismicio/client';
import {InMemoryCache} from '@shopify/hydrogen';
import {BRAND} from '~/config/brand';
import {handlers} from '../../../tests/mocks/prismic/handlers';
import {createContentClient} from './client.server';
import {createContentService} from './content.server';
import {LAST_GOOD_MAX_AGE_S, lastGoodRequest} from './last-good.server';

const ORIGIN = 'http://127.0.0.1:4100';
const server = setupServer(...handlers);

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function service(options: {deadlineMs?: number} = {}) {
  const onError = vi.fn();
  const client = createContentClient({endpoint: `${ORIGIN}/api/v2`}, options);
  return {content: createContentService(client, {onError}), onError};
}

/** Makes every content search answer with the given response. */
function failSearches(response: () => Response | Promise<Response>) {
  server.use(http.get('*/api/v2/documents/search', response));
}

beforeEach(() => {
  forgetLastGoodWrites();
  forgetReportedContentProblems();
});

describe('createContentClient', () => {
  it('talks to the endpoint it is given, without warnings about the endpoint', async () => {
    const warn = vi.spyOn(console, 'warn');
    const client = createContentClient({endpoint: `${ORIGIN}/api/v2`});
    expect(client.documentAPIEndpoint).toBe(`${ORIGIN}/api/v2`);
    expect((await client.getSingle('home_page')).type).toBe('home_page');
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends the access token when one is configured', async () => {
    const tokens: (string | null)[] = [];
    server.events.on('request:start', ({request}) => tokens.push(new URL(request.url).searchParams.get('access_token')));
    await createContentClient({endpoint: `${ORIGIN}/api/v2`, accessToken: 'secret-token'}).getSingle('home_page');
    server.events.removeAllListeners();
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((token) => token === 'secret-token')).toBe(true);
  });

  it('gives up on a slow answer when its time budget runs out', async () => {
    failSearches(async () => {
      await delay(500);
      return HttpResponse.json({});
    });
    const client = createContentClient({endpoint: `${ORIGIN}/api/v2`}, {deadlineMs: 50});
    await expect(client.getSingle('home_page')).rejects.toMatchObject({name: 'TimeoutError'});
  });

  it('stops when the caller’s signal aborts', async () => {
    failSearches(async () => {
      await delay(500);
      return HttpResponse.json({});
    });
    const controller = new AbortController();
    const client = createContentClient({endpoint: `${ORIGIN}/api/v2`}, {signal: controller.signal});
    const query = client.getSingle('home_page');
    setTimeout(() => controller.abort(), 20);
    await expect(query).rejects.toMatchObject({name: 'AbortError'});
  });

  it('never passes a cache option to fetch (workerd rejects it)', async () => {
    const seen: RequestInit[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    };
    await createContentClient({endpoint: `${ORIGIN}/api/v2`}, {fetch: recordingFetch}).getSingle('home_page');
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((init) => !('cache' in init))).toBe(true);
  });
});

describe('getSiteHeader', () => {
  it('reshapes the header with its mega menus', async () => {
    const {content, onError} = service();
    const header = await content.getSiteHeader();
    expect(onError).not.toHaveBeenCalled();
    expect(header).not.toBeNull();
    expect(header!.title).toBe(`${BRAND.name} | Beds, Mattresses & Bedroom Furniture`);
    expect(header!.logo).toEqual({url: '/brand/logo.svg', altText: `${BRAND.name} home`, width: 48, height: 48});
    expect(header!.menu.map((item) => item.label)).toEqual([
      'Mattresses',
      'Beds',
      'Bedroom Furniture',
      'Ensembles',
      'Sale',
      'Inspiration',
    ]);
    const mattresses = header!.menu[0];
    expect(mattresses).toMatchObject({url: '/collections/mattresses', color: null});
    expect(mattresses.columns[0]).toEqual({
      heading: 'Shop mattresses',
      links: [
        {label: 'All mattresses', url: '/collections/mattresses'},
        {label: 'Ensembles', url: '/collections/ensembles'},
        {label: 'Mattress bundles', url: '/collections/bundles'},
      ],
    });
    expect(header!.menu[4]).toMatchObject({label: 'Sale', color: '#CC2348', url: '/collections/clearance'});
    expect(header!.menu[5]).toEqual({label: 'Inspiration', color: null, url: '/blogs/inspiration', columns: []});
  });

  it('links every collection the store has from the mega menus', async () => {
    const header = (await service().content.getSiteHeader())!;
    const urls = new Set(header.menu.flatMap((item) => item.columns.flatMap((column) => column.links.map((link) => link.url))));
    for (const handle of [
      'mattresses', 'beds', 'ensembles', 'headboards', 'sofa-beds', 'bedside-tables', 'lowboys', 'tallboys',
      'dressers', 'bookcases', 'blanket-boxes', 'desks', 'mirrors', 'bundles', 'bedroom-furniture', 'clearance',
    ]) {
      expect(urls).toContain(`/collections/${handle}`);
    }
  });

  it('keeps only icons with both a name and a link', async () => {
    const header = (await service().content.getSiteHeader())!;
    expect(header.icons).toEqual([
      {name: 'location', url: '/store/store-locator'},
      {name: 'become-a-member', url: '/become-a-member'},
      {name: 'wishlist', url: '/wishlist'},
      {name: 'cart', url: '/cart'},
    ]);
  });

  it('reshapes the banners', async () => {
    const header = (await service().content.getSiteHeader())!;
    expect(header.informationBanner).toEqual({
      slides: [
        `${BRAND.name} Members get discounted delivery on orders over $999`,
        'Quickship: selected beds and mattresses delivered within days',
        'Try before you buy: visit a store for a free mattress fitting',
      ],
      intervalMs: 5000,
      colour: '#1F2A44',
      textColour: '#FFFFFF',
      fontSize: '14px',
    });
    expect(header.mobileBanner).toEqual({
      image: {
        url: `${ORIGIN}/content-images/mobile-menu-banner.svg`,
        altText: 'Members save on bedroom furniture all year round',
        width: 750,
        height: 300,
      },
      url: '/become-a-member',
    });
    expect(header.metaTags).toContainEqual({name: 'theme-color', content: '#1F2A44'});
  });

  it('reports a failure and degrades to null', async () => {
    failSearches(() => HttpResponse.json({message: 'boom'}, {status: 500}));
    const {content, onError} = service();
    expect(await content.getSiteHeader()).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.any(prismic.PrismicError));
  });

  it('reports a missing header document (a misconfigured repository)', async () => {
    server.use(
      http.get('*/api/v2/documents/search', ({request}) => {
        if (new URL(request.url).searchParams.getAll('q').some((q) => q.includes('"header"'))) {
          return HttpResponse.json({
            page: 1, results_per_page: 1, results_size: 0, total_results_size: 0, total_pages: 0,
            next_page: null, prev_page: null, results: [],
          });
        }
      }),
    );
    const {content, onError} = service();
    expect(await content.getSiteHeader()).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.any(prismic.NotFoundError));
  });

  it('keeps the top-level links when only the menus fail', async () => {
    server.use(
      http.get('*/api/v2/documents/search', ({request}) => {
        if (new URL(request.url).searchParams.getAll('q').some((q) => q.includes('mega_menu'))) {
          return HttpResponse.json({message: 'boom'}, {status: 500});
        }
      }),
    );
    const {content, onError} = service();
    const header = await content.getSiteHeader();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(header!.menu.map((item) => [item.label, item.columns.length])).toEqual([
      ['Mattresses', 0],
      ['Beds', 0],
      ['Bedroom Furniture', 0],
      ['Ensembles', 0],
      ['Sale', 0],
      ['Inspiration', 0],
    ]);
  });
});

describe('getHomePage', () => {
  it('returns title, SEO and the slices as Prismic sends them', async () => {
    const home = (await service().content.getHomePage())!;
    expect(home.title).toBe(`Better sleep starts at ${BRAND.name}`);
    expect(home.seo).toEqual({
      title: `${BRAND.name} | Beds, Mattresses & Bedroom Furniture Online`,
      description: expect.stringContaining(BRAND.name),
      robots: 'follow, index',
    });
    expect(home.slices.map((slice) => slice.slice_type)).toEqual([
      'hero_banner',
      'category_tiles',
      'catalogue',
      'text_with_image',
      'usp_strip',
    ]);
  });

  it('reports a failure and is null without a last good copy, so the route renders the minimal home', async () => {
    failSearches(() => HttpResponse.json({message: 'boom'}, {status: 500}));
    const {content, onError} = service();
    expect(await content.getHomePage()).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.any(prismic.PrismicError));
  });
});

describe('last good content', () => {
  /** A content service over a cache whose writes the test can await. */
  function cachedService() {
    const cache = new InMemoryCache() as unknown as Cache;
    const writes: Promise<unknown>[] = [];
    const onError = vi.fn();
    const content = () =>
      createContentService(createContentClient({endpoint: `${ORIGIN}/api/v2`}), {
        onError,
        cache,
        waitUntil: (write) => writes.push(write),
      });
    return {cache, content, onError, settled: () => Promise.all(writes)};
  }

  it('serves the last good home, header and error page, marked stale, while Prismic fails', async () => {
    const {content, onError, settled} = cachedService();
    const fresh = content();
    const [home, header, errorPage] = await Promise.all([fresh.getHomePage(), fresh.getSiteHeader(), fresh.getErrorPage()]);
    await settled();
    expect(home!.stale).toBeUndefined();

    failSearches(() => HttpResponse.json({message: 'boom'}, {status: 500}));
    const down = content();

    expect(await down.getHomePage()).toEqual({...home, stale: true});
    expect(await down.getSiteHeader()).toEqual(header);
    expect(await down.getErrorPage()).toEqual(errorPage);
    // Home, header, its menus, error page.
    expect(onError).toHaveBeenCalledTimes(4);
  });

  it('keeps the copy under a synthetic URL for a week', async () => {
    const {cache, content, settled} = cachedService();
    await content().getHomePage();
    await settled();
    const kept = await cache.match(lastGoodRequest('home_page'));
    expect(kept?.headers.get('Cache-Control')).toBe(`public, max-age=${LAST_GOOD_MAX_AGE_S}`);
    expect(LAST_GOOD_MAX_AGE_S).toBe(7 * 24 * 60 * 60);
  });

  it('does not let a header without its menus replace the last good one', async () => {
    const {content, settled} = cachedService();
    const full = await content().getSiteHeader();
    await settled();
    server.use(
      http.get('*/api/v2/documents/search', ({request}) => {
        if (new URL(request.url).searchParams.getAll('q').some((q) => q.includes('mega_menu'))) {
          return HttpResponse.json({message: 'boom'}, {status: 500});
        }
      }),
    );
    expect((await content().getSiteHeader())!.menu[0].columns).toEqual([]);
    await settled();

    failSearches(() => HttpResponse.json({message: 'boom'}, {status: 500}));
    expect(await content().getSiteHeader()).toEqual(full);
  });

  it('a missing home document is null, not the last good copy', async () => {
    const {content, onError, settled} = cachedService();
    await content().getHomePage();
    await settled();
    failSearches(() =>
      HttpResponse.json({
        page: 1, results_per_page: 1, results_size: 0, total_results_size: 0, total_pages: 0,
        next_page: null, prev_page: null, results: [],
      }),
    );
    expect(await content().getHomePage()).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });
});

describe('getErrorPage', () => {
  it('returns the title, helpful links and slices', async () => {
    const page = (await service().content.getErrorPage())!;
    expect(page.title).toBe('We couldn’t find that page');
    expect(page.helpfulLinks).toEqual([
      {label: 'Mattresses', url: '/collections/mattresses'},
      {label: 'Bedroom Furniture', url: '/collections/bedroom-furniture'},
      {label: 'Clearance Sale', url: '/collections/clearance'},
      {label: 'Find a Store', url: '/store/store-locator'},
      {label: `${BRAND.name} Member Program`, url: '/become-a-member'},
      {label: 'Delivery information', url: '/pages/delivery-information'},
    ]);
    expect(page.slices.map((slice) => slice.slice_type)).toEqual(['category_tiles', 'usp_strip']);
  });

  it('reports a failure and degrades to null', async () => {
    failSearches(() => HttpResponse.json({message: 'boom'}, {status: 500}));
    const {content, onError} = service();
    expect(await content.getErrorPage()).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('getPage and getStaticPage', () => {
  it('returns a page with its rich text and SEO', async () => {
    const page = (await service().content.getPage('delivery-information'))!;
    expect(page).toMatchObject({
      uid: 'delivery-information',
      title: 'Delivery information',
      url: '/pages/delivery-information',
      seo: {title: `Delivery information | ${BRAND.name}`, robots: 'follow, index'},
    });
    expect(page.body.map((block) => block.type)).toContain('list-item');
    expect(page.updatedAt).toMatch(/^\d{4}-/);
  });

  it('returns a static page, keeping its robots setting', async () => {
    const page = (await service().content.getStaticPage('privacy-policy'))!;
    expect(page.url).toBe('/static-pages/privacy-policy');
    expect(page.seo.robots).toBe('noindex, follow');
  });

  it('does not mix the two types up', async () => {
    expect(await service().content.getPage('privacy-policy')).toBeNull();
    expect(await service().content.getStaticPage('warranty')).toBeNull();
  });

  it('is null for a missing page, without reporting anything', async () => {
    const {content, onError} = service();
    expect(await content.getPage('no-such-page')).toBeNull();
    expect(await content.getStaticPage('')).toBeNull();
    expect(onError).not.toHaveBeenCalled();
  });

  it('throws other failures', async () => {
    failSearches(() => HttpResponse.json({message: 'boom'}, {status: 500}));
    await expect(service().content.getPage('warranty')).rejects.toBeInstanceOf(prismic.PrismicError);
  });
});
