/**
 * Campaign loaders against the stand-ins: the root loader's campaign
 * settings, banner and request time; /campaign/{handle}; and
 * /preview/campaign-sale/{handle?} with its pinned clock.
 */
import {afterEach, beforeEach, describe, expect, it, vi, type MockInstance} from 'vitest';
import {http, HttpResponse} from 'msw';
import {BRAND} from '~/config/brand';
import {activeCampaigns} from '~/domain/campaigns';
import {campaignPricing} from '~/domain/campaign-pricing';
import {loader as campaignLoader} from '~/routes/campaign.$handle';
import {loader as previewLoader} from '~/routes/preview.campaign-sale.($handle)';
import {loader as productLoader} from '~/routes/products.$handle';
import {PINNED_CLOCK_FIELD} from '~/ui/hooks/campaigns';
import type {ErrorPayload} from '~/features/errors/responses.server';
import {mockServer, withStandIns} from '../mocks/node';
import {DEMO_PREVIEW_REF} from '../mocks/prismic/previews';
import {PREVIEW_COOKIE} from '~/domain/preview';
import {STOREFRONT_ORIGIN, TestBrowser, isDataWithInit, loadRoot, testContext, testRequest, thrownBy} from './context';

withStandIns();

const SUMMER_STARTS = Date.parse('2030-06-01T00:00:00Z');
const SPRING_STARTS = Date.parse('2025-01-01T00:00:00Z');

type Params = Record<string, string | undefined>;
type Loader<T> = (args: {request: Request; context: Awaited<ReturnType<typeof testContext>>; params: Params}) => Promise<T>;

async function load<T>(loader: Loader<T>, path: string, params: Params = {}): Promise<T> {
  const request = testRequest(path);
  return loader({request, context: await testContext(request), params});
}

async function expectNotFound(loader: Loader<unknown>, path: string, params: Params = {}) {
  const thrown = await thrownBy(load(loader, path, params));
  expect(isDataWithInit<ErrorPayload>(thrown), `a thrown data() 404, got ${String(thrown)}`).toBe(true);
  if (!isDataWithInit(thrown)) throw thrown;
  expect(thrown.init?.status).toBe(404);
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  // The demo content has broken campaigns on purpose; their reports go to console.error.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

/** Prismic document searches this test made for a document type. */
function watchContentQueries(type: string) {
  const urls: string[] = [];
  const listener = ({request}: {request: Request}) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/documents/search') && url.searchParams.getAll('q').some((q) => q.includes(`my.${type}.uid`))) {
      urls.push(request.url);
    }
  };
  mockServer.events.on('request:start', listener);
  return {urls, stop: () => mockServer.events.removeListener('request:start', listener)};
}

describe('root loader', () => {
  it('sends every usable campaign, the app settings, the banner and the request time', async () => {
    const before = Date.now();
    const root = await loadRoot(new TestBrowser());
    expect(root.now).toBeGreaterThanOrEqual(before);
    expect(root.now).toBeLessThanOrEqual(Date.now());

    const handles = root.campaignSettings.campaigns.map((campaign) => campaign.handle);
    expect(handles).toEqual(
      expect.arrayContaining(['member-prices', 'spring-sale', 'summer-sale', 'end-of-financial-year-sale', 'mirror-flash-sale']),
    );
    // The broken ones are left out (and reported).
    expect(handles).not.toContain('weekend-desk-deals');
    expect(handles).not.toContain('headboard-week');
    expect(consoleError.mock.calls.some(([line]) => String(line).includes('Weekend Desk Deals'))).toBe(true);

    expect(root.campaignSettings.appSettings.badges.map((badge) => badge.title)).toContain('Quickship');
    expect(root.campaignSettings.appSettings.addToBag).toEqual([{tag: 'customisable', text: 'Design yours', link: '/bedbuilder'}]);
    expect(root.campaignBanner).toMatchObject({
      text: `${BRAND.name} Spring Sale ends soon: up to 30% off selected mattresses`,
      endsAt: '2030-12-31T23:59:59.000Z',
      backgroundColour: '#CC2348',
      fontSize: '16px',
    });
  });

  it('serialises cleanly: the campaign data is plain JSON', async () => {
    const {campaignSettings, campaignBanner, now} = await loadRoot(new TestBrowser());
    const sent = {campaignSettings, campaignBanner, now};
    expect(JSON.parse(JSON.stringify(sent))).toEqual(sent);
  });

  it('reads the campaign settings afresh on every request (uncached)', async () => {
    const queries = watchContentQueries('campaign_settings');
    try {
      const browser = new TestBrowser();
      await loadRoot(browser);
      await loadRoot(browser);
      expect(queries.urls).toHaveLength(2);
    } finally {
      queries.stop();
    }
  });

  it('prices a product page at the request time with the sent campaigns', async () => {
    const root = await loadRoot(new TestBrowser());
    const {product, variant} = await load(productLoader, '/products/aurora-hybrid-mattress', {handle: 'aurora-hybrid-mattress'});
    const view = campaignPricing(
      {price: variant!.price, compareAtPrice: variant!.compareAtPrice, tags: product.tags, meta: product.meta},
      activeCampaigns(root.campaignSettings.campaigns, root.now),
    );
    expect(view).toMatchObject({saleTitle: 'Spring Sale', maxDiscount: 30, rrpText: 'RRP'});
    expect(view.price.amount).toBe('979.30');
  });

  it('still answers when content is down: no campaigns, no banner', async () => {
    mockServer.use(http.get('*/api/v2/documents/search', () => HttpResponse.json({message: 'down'}, {status: 500})));
    const root = await loadRoot(new TestBrowser());
    expect(root.campaignSettings.campaigns).toEqual([]);
    expect(root.campaignSettings.appSettings.badges).toEqual([]);
    expect(root.campaignBanner).toBeNull();
  });
});

describe('/campaign/{handle}', () => {
  it('loads the landing page with its catalogue slices’ products and SEO', async () => {
    const data = await load(campaignLoader, '/campaign/spring-sale', {handle: 'spring-sale'});
    expect(data.page.title).toBe('Spring Sale');
    expect(data.page.seo.title).toBe(`Spring Sale: up to 30% off | ${BRAND.name}`);
    expect(data.canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/campaign/spring-sale`);
    const onSale = data.products['catalogue$spring-sale-0002'].map((product) => product.handle);
    expect(onSale).toEqual([
      'aurora-hybrid-mattress',
      'balance-posture-mattress',
      'evergreen-natural-mattress',
      'hamptons-panel-bed',
      'coastal-chaise-sofa-bed',
      'aurora-hybrid-ensemble',
    ]);
    expect(data.products['catalogue$spring-sale-0003'].length).toBeGreaterThan(0);
  });

  it('is 404 before its campaign starts and after it ends; live from its first second to its last', async () => {
    await expectNotFound(campaignLoader, '/campaign/summer-sale', {handle: 'summer-sale'});
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(SUMMER_STARTS - 1);
    await expectNotFound(campaignLoader, '/campaign/summer-sale', {handle: 'summer-sale'});
    vi.setSystemTime(SUMMER_STARTS);
    const data = await load(campaignLoader, '/campaign/summer-sale', {handle: 'summer-sale'});
    expect(data.page.title).toBe('Summer Sale');
    vi.setSystemTime(Date.parse('2030-12-31T23:59:59Z'));
    expect((await load(campaignLoader, '/campaign/summer-sale', {handle: 'summer-sale'})).page.title).toBe('Summer Sale');
    vi.setSystemTime(Date.parse('2031-01-01T00:00:00Z'));
    await expectNotFound(campaignLoader, '/campaign/summer-sale', {handle: 'summer-sale'});
  });

  it('shows an editor previewing content a campaign’s page before it starts, kept from search engines', async () => {
    const request = testRequest('/campaign/summer-sale', {cookie: `${PREVIEW_COOKIE}=${encodeURIComponent(DEMO_PREVIEW_REF)}`});
    const context = await testContext(request);
    const data = await campaignLoader({request, context, params: {handle: 'summer-sale'}} as never);
    expect(data.page.title).toBe('Summer Sale');
    expect(data.page.seo.robots).toBe('noindex, follow');
  });

  it('answers 404 for a missing or malformed handle', async () => {
    await expectNotFound(campaignLoader, '/campaign/winter-sale', {handle: 'winter-sale'});
    await expectNotFound(campaignLoader, '/campaign/%20', {handle: ' '});
    await expectNotFound(campaignLoader, '/campaign/..%2Fhome', {handle: '../home'});
  });
});

describe('/preview/campaign-sale/{handle?}', () => {
  it('without a handle, previews the next campaign to start, its landing page, the clock pinned at its start', async () => {
    const data = await load(previewLoader, '/preview/campaign-sale');
    expect(data.campaign).toMatchObject({handle: 'summer-sale', saleTitle: 'Summer Sale', startTime: SUMMER_STARTS, startedBeforeNow: false});
    expect(data[PINNED_CLOCK_FIELD]).toBe(SUMMER_STARTS);
    expect(data.page).toMatchObject({title: 'Summer Sale', source: 'landing'});
    const tiles = Object.values(data.products).flat();
    expect(tiles.map((tile) => tile.handle)).toContain('oslo-timber-bed');
    expect(data.others.map((other) => other.handle)).toContain('spring-sale');
  });

  it('previews a campaign by handle, even one that started already', async () => {
    const data = await load(previewLoader, '/preview/campaign-sale/spring-sale', {handle: 'spring-sale'});
    expect(data.campaign).toMatchObject({handle: 'spring-sale', startedBeforeNow: true, enableCampaign: true});
    expect(data[PINNED_CLOCK_FIELD]).toBe(SPRING_STARTS);
  });

  it('shows the home page for a campaign without a landing page, and says when one is switched off', async () => {
    const member = await load(previewLoader, '/preview/campaign-sale/member-prices', {handle: 'member-prices'});
    expect(member.page?.source).toBe('home');
    const flash = await load(previewLoader, '/preview/campaign-sale/mirror-flash-sale', {handle: 'mirror-flash-sale'});
    expect(flash.campaign?.enableCampaign).toBe(false);
  });

  it('answers 404 for an unknown or malformed handle', async () => {
    await expectNotFound(previewLoader, '/preview/campaign-sale/winter-sale', {handle: 'winter-sale'});
    await expectNotFound(previewLoader, '/preview/campaign-sale/Spring%20Sale', {handle: 'Spring Sale'});
  });

  it('says so when nothing is scheduled, pinning nothing', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(new Date('2031-01-01T00:00:00Z'));
    const data = await load(previewLoader, '/preview/campaign-sale');
    expect(data.campaign).toBeNull();
    expect(data[PINNED_CLOCK_FIELD]).toBeNull();
    expect(data.page).toBeNull();
    expect(data.others.length).toBeGreaterThan(0);
  });
});
