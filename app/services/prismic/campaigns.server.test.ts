import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import * as prismic from '@prismicio/client';
import {BRAND} from '~/config/brand';
import {addToBagOverride, productBadges} from '~/domain/badges';
import {CLEARANCE_COLOUR, EMPTY_APP_SETTINGS, MEMBER_COLOUR, SALE_COLOUR, VELOCITY_COLOUR, activeCampaigns, type Campaign, type PricedProduct} from '~/domain/campaigns';
import {campaignPricing} from '~/domain/campaign-pricing';
import {shouldShowCampaignBanner} from '~/domain/countdown';
import {catalogueSliceRequests} from '~/domain/catalogue-requests';
import {FIXTURE_CASES, productByHandle} from '../../../tests/mocks/fixtures/catalogue';
import {contentFixtures, type ContentFixture} from '../../../tests/mocks/fixtures/content/index';
import {loadContent} from '../../../tests/mocks/prismic/documents';
import {createPrismicHandlers, handlers} from '../../../tests/mocks/prismic/handlers';
import {
  ContentProblemsError,
  forgetReportedContentProblems,
  getCampaignBanner,
  getCampaignLandingPage,
  getCampaignSettings,
  toCampaignBanner,
} from './campaigns.server';
import {createContentClient} from './client.server';
import {createContentService} from './content.server';
import type {CampaignBannerDocument} from './document-types';

const ORIGIN = 'http://127.0.0.1:4100';
const server = setupServer(...handlers);

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => {
  server.resetHandlers();
  forgetReportedContentProblems();
});
afterAll(() => server.close());

/** A client per call, as the app makes one per incoming request. */
const client = () => createContentClient({endpoint: `${ORIGIN}/api/v2`});

/** A day inside the running campaigns (2025-01-01 → 2030-12-31). */
const NOW = Date.UTC(2026, 0, 1);
const SUMMER_STARTS = Date.UTC(2030, 5, 1);

async function settings() {
  const onError = vi.fn();
  return {...(await getCampaignSettings(client(), {onError})), onError};
}

function problemsOf(onError: ReturnType<typeof vi.fn>, document: string): readonly string[] {
  const error = onError.mock.calls
    .map(([reported]) => reported)
    .find((reported) => reported instanceof ContentProblemsError && reported.document === document);
  return (error as ContentProblemsError | undefined)?.problems ?? [];
}

/** A demo catalogue product as pricing sees it: its first variant's prices, its tags and badge metafields. */
function priced(handle: string): PricedProduct {
  const product = productByHandle(handle);
  if (!product) throw new Error(`no product ${handle} in the demo catalogue`);
  const [variant] = product.variants;
  const metafield = (key: string) => product.metafields.find((m) => m.key === key)?.value ?? null;
  return {
    price: {amount: variant.price, currencyCode: 'AUD'},
    compareAtPrice: variant.compareAtPrice === null ? null : {amount: variant.compareAtPrice, currencyCode: 'AUD'},
    tags: product.tags,
    meta: {
      campaignBadgeTitle: metafield('product_campaign_badge_title'),
      campaignBadgeColor: metafield('product_campaign_badge_color'),
    },
  };
}

describe('getCampaignSettings', () => {
  it('keeps the usable campaigns, in content order', async () => {
    const {campaigns} = await settings();
    expect(campaigns.map((c) => [c.handle, c.kind])).toEqual([
      ['member-prices', 'member'],
      ['velocity-frequent-flyer-offer', 'velocity'],
      ['introductory-price', 'intro-price'],
      ['was-now', 'was-now'],
      ['clearance', 'clearance'],
      ['spring-sale', 'general'],
      ['storage-sale', 'general'],
      ['summer-sale', 'general'],
      ['end-of-financial-year-sale', 'general'],
      ['mirror-flash-sale', 'general'],
    ]);
    const spring = campaigns.find((c) => c.handle === 'spring-sale')!;
    expect(spring).toMatchObject({
      startTime: Date.UTC(2025, 0, 1),
      endTime: Date.UTC(2030, 11, 31, 23, 59, 59),
      tags: ['sale-20', 'sale-30-off', 'spring-sale-25'],
      saleColor: '#CC2348',
    });
  });

  it('puts the brand into content text', async () => {
    const {campaigns} = await settings();
    expect(campaigns[0].pdpSaleBody).toBe(`Join ${BRAND.name} Members for free to get this price at checkout.`);
  });

  it('ignores the broken campaigns and reports what was wrong with each', async () => {
    const {onError} = await settings();
    expect(problemsOf(onError, 'campaign_settings/campaign-settings')).toEqual([
      'campaign 7 ("Storage Sale"): saleColor "crimson" is not a 3- or 6-digit hex colour; the general colour #CC2348 is used',
      'campaign 11 ("Weekend Desk Deals"): startTime is missing; the campaign is ignored',
      'campaign 11 ("Weekend Desk Deals"): endTime is missing; the campaign is ignored',
      'campaign 12 ("Bedside Bonanza"): startTime "2025-02-30T09:00:00+0000" is not a valid timestamp; the campaign is ignored',
      'campaign 13 ("Headboard Week"): salePercentage "twenty" is not a number from 0 to less than 100; the campaign is ignored',
      'campaign 14 ("Velocity Bonus Points"): a velocity-campaign needs a discount, but its tags have no numbers and salePercentage is empty; the campaign is ignored',
    ]);
  });

  it('knows which campaigns run when', async () => {
    const {campaigns} = await settings();
    const handles = (now: number) => activeCampaigns(campaigns, now).map((c) => c.handle);
    const running = [
      'member-prices',
      'velocity-frequent-flyer-offer',
      'introductory-price',
      'was-now',
      'clearance',
      'spring-sale',
      'storage-sale',
    ];
    expect(handles(NOW)).toEqual(running);
    expect(handles(Date.UTC(2025, 5, 30, 23, 59, 59))).toContain('end-of-financial-year-sale');
    expect(handles(Date.UTC(2025, 6, 1))).not.toContain('end-of-financial-year-sale');
    expect(handles(SUMMER_STARTS - 1000)).toEqual(running);
    expect(handles(SUMMER_STARTS)).toEqual([...running.slice(0, 7), 'summer-sale']);
  });

  it('parses the app settings and reports what it drops', async () => {
    const {appSettings, onError} = await settings();
    expect(appSettings).toEqual({
      badges: [
        {title: 'Quickship', tag: 'ready-to-ship', colour: '#1F2A44'},
        {title: 'Intro price', tag: 'intro-price', colour: '#6A4C93'},
        {title: 'Clearance', tag: 'clearance', colour: '#FEBD40'},
        {title: 'More colours in store', tag: 'more-colours-instore', colour: '#4A5A78'},
        {title: 'Anti-tip kit included', tag: 'anti-tipping-warning', colour: null},
      ],
      addToBag: [{tag: 'customisable', text: 'Design yours', link: '/bedbuilder'}],
      plpFacetMapping: [
        {facetKey: 'size', facetValue: 'option_size'},
        {facetKey: 'feel', facetValue: 'option_feel'},
        {facetKey: 'colour', facetValue: 'option_colour'},
      ],
    });
    expect(problemsOf(onError, 'app_settings/app-settings')).toEqual([
      'badge_group 5 ("Anti-tip kit included"): badgeColor "navy" is not a 3- or 6-digit hex colour; the default colour is used',
      'badge_group 6: dropped, it needs both badgeTitle and badgeTag',
      'tag_base_add_to_cart 2 ("mystyle-mydesign-stylefit-render"): dropped, button_link "https://styler.example.com/start" is not a path on this site',
    ]);
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('degrades to nothing when content fails, and reports it', async () => {
    server.use(http.get('*/api/v2/documents/search', () => HttpResponse.json({message: 'boom'}, {status: 500})));
    const {campaigns, appSettings, onError} = await settings();
    expect(campaigns).toEqual([]);
    expect(appSettings).toEqual(EMPTY_APP_SETTINGS);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(expect.any(prismic.PrismicError));
  });

  it('keeps the campaigns when only the app settings are missing', async () => {
    const {'app-settings': _, ...withoutAppSettings} = contentFixtures;
    server.use(...createPrismicHandlers(loadContent(withoutAppSettings)));
    const {campaigns, appSettings, onError} = await settings();
    expect(campaigns).toHaveLength(10);
    expect(appSettings).toEqual(EMPTY_APP_SETTINGS);
    expect(onError).toHaveBeenCalledWith(expect.any(prismic.NotFoundError));
  });

  it('reads fresh settings on every request: a publish shows on the next one', async () => {
    const store = loadContent();
    server.use(...createPrismicHandlers(store));
    const first = await getCampaignSettings(client());
    expect(first.campaigns.find((c) => c.handle === 'spring-sale')?.enableCampaign).toBe(true);

    const settingsDoc = structuredClone(contentFixtures['campaign-settings']) as ContentFixture & {
      data: {campaigns: {saleTitle: string; enableCampaign: boolean}[]};
    };
    settingsDoc.data.campaigns.find((c) => c.saleTitle === 'Spring Sale')!.enableCampaign = false;
    Object.assign(store, loadContent({...contentFixtures, 'campaign-settings': settingsDoc}));

    const second = await getCampaignSettings(client());
    expect(second.campaigns.find((c) => c.handle === 'spring-sale')?.enableCampaign).toBe(false);
  });
});

describe('the demo catalogue under the demo campaigns', () => {
  let campaigns: Campaign[] = [];
  beforeAll(async () => {
    campaigns = (await getCampaignSettings(client())).campaigns;
  });
  const view = (handle: string, now = NOW, shopper = {member: true, velocity: true}) =>
    campaignPricing(priced(handle), activeCampaigns(campaigns, now), shopper);
  const aud = (amount: string) => ({amount, currencyCode: 'AUD'});
  const tags = FIXTURE_CASES.campaignTags;

  it('general sale: the largest tag percent (30) off the price, compare-at with RRP text', () => {
    expect(view(tags['sale-20'])).toMatchObject({
      kind: 'general',
      price: aud('979.30'),
      compareAtPrice: aud('1749.00'),
      rrpText: 'RRP',
      saleColour: SALE_COLOUR,
      tileTitle: 'Spring Sale: up to 30% off',
      tileTitleMobile: 'Up to 30% off',
    });
    expect(view(tags['sale-30-off']).price).toEqual(aud('783.30'));
    expect(view(tags['spring-sale-25']).price).toEqual(aud('1322.30'));
  });

  it('was-now: the price as is, compare-at without RRP text', () => {
    expect(view(tags['was-now'])).toMatchObject({
      kind: 'was-now',
      price: aud('909.00'),
      compareAtPrice: aud('1119.00'),
      rrpText: null,
    });
  });

  it('member and velocity: the discounted compare-at when lower, else the price', () => {
    expect(view(tags['member-campaign'])).toMatchObject({
      kind: 'member',
      price: aud('2557.65'),
      saleColour: MEMBER_COLOUR,
    });
    expect(view('serenity-pillowtop-ensemble').price).toEqual(aud('1962.65'));
    expect(view(tags['velocity-campaign'])).toMatchObject({
      kind: 'velocity',
      price: aud('1231.12'),
      saleColour: VELOCITY_COLOUR,
    });
    // 4599 × 0.88 = 4047.12 is above the 3999 price.
    expect(view(`${BRAND.slug}-signature-ensemble`)).toMatchObject({kind: 'velocity', price: aud('3999.00')});
    // A bag without the programme's details pays the price, and is offered the programme's.
    expect(view(tags['member-campaign'], NOW, {member: false, velocity: false})).toMatchObject({
      price: aud('2659.00'),
      offer: {programme: 'member', price: aud('2557.65')},
    });
  });

  it('intro-price-campaign hides the compare-at; intro-price alone is the default SALE', () => {
    expect(view(tags['intro-price-campaign'])).toMatchObject({
      kind: 'intro-price',
      hasDiscount: true,
      compareAtPrice: null,
    });
    expect(view(tags['intro-price'])).toMatchObject({
      kind: 'default-sale',
      compareAtPrice: aud('3149.00'),
      rrpText: 'RRP',
    });
  });

  it('clearance hides the RRP text, in the clearance colour', () => {
    expect(view(tags.clearance)).toMatchObject({
      kind: 'clearance',
      compareAtPrice: aud('1399.00'),
      rrpText: null,
      saleColour: CLEARANCE_COLOUR,
    });
  });

  it('a compare-at alone gives the default SALE campaign', () => {
    expect(view(FIXTURE_CASES.compareAtOnly.handle)).toMatchObject({
      kind: 'default-sale',
      saleTitle: 'SALE',
      price: aud('1609.00'),
      compareAtPrice: aud('2099.00'),
      rrpText: 'RRP',
    });
  });

  it('a product badge alone gives the product’s own campaign', () => {
    expect(view(FIXTURE_CASES.badges['Award Winner'])).toMatchObject({
      source: 'product',
      saleTitle: 'Award Winner',
      saleColour: '#b8860b',
    });
  });

  it('a product with neither shows its price alone', () => {
    expect(view(FIXTURE_CASES.memberOver999.handle)).toMatchObject({
      kind: null,
      price: aud('909.00'),
      compareAtPrice: null,
    });
  });

  it('a campaign with a bad colour still prices, in the sale colour', () => {
    expect(view('oslo-blanket-box')).toMatchObject({price: aud('404.10'), saleColour: SALE_COLOUR});
  });

  it('campaigns that are not running, disabled or broken leave prices alone', () => {
    for (const handle of [
      'cloud-nine-pocket-spring-mattress',
      'round-rattan-mirror',
      'oslo-writing-desk',
      'oslo-bedside-table',
      'channel-tufted-headboard',
    ]) {
      expect(view(handle), handle).toMatchObject({kind: null, price: priced(handle).price});
    }
  });

  it('the summer sale changes a price the moment it starts', () => {
    expect(view('oslo-timber-bed', SUMMER_STARTS - 1000)).toMatchObject({kind: null, price: aud('1349.00')});
    expect(view('oslo-timber-bed', SUMMER_STARTS)).toMatchObject({
      kind: 'general',
      price: aud('1146.65'),
      saleTitle: 'Summer Sale',
    });
  });

  it('badges and the add-to-bag override come from the app settings', async () => {
    const {appSettings} = await getCampaignSettings(client());
    const product = productByHandle(FIXTURE_CASES.customisable.handle)!;
    expect(addToBagOverride(product.tags, appSettings.addToBag)).toEqual({text: 'Design yours', link: '/bedbuilder'});
    expect(productBadges(priced(tags.clearance), appSettings.badges)).toEqual([
      {title: 'Clearance', colour: '#FEBD40'},
    ]);
    expect(productBadges(priced(FIXTURE_CASES.bonusPillows.handle), appSettings.badges).map((b) => b.title)).toEqual([
      'Best Seller',
      'Quickship',
    ]);
  });
});

describe('getCampaignBanner', () => {
  it('reshapes the banner', async () => {
    const onError = vi.fn();
    const banner = await getCampaignBanner(client(), {onError});
    expect(banner).toEqual({
      text: `${BRAND.name} Spring Sale ends soon: up to 30% off selected mattresses`,
      endsAt: '2030-12-31T23:59:59.000Z',
      textColour: '#FFFFFF',
      backgroundColour: '#CC2348',
      fontSize: '16px',
    });
    expect(onError).not.toHaveBeenCalled();
    expect(shouldShowCampaignBanner(banner, NOW)).toBe(true);
    expect(shouldShowCampaignBanner(banner, Date.UTC(2030, 11, 31, 23, 59, 59))).toBe(false);
  });

  it('reports a failure and degrades to null', async () => {
    server.use(http.get('*/api/v2/documents/search', () => HttpResponse.json({message: 'boom'}, {status: 500})));
    const onError = vi.fn();
    expect(await getCampaignBanner(client(), {onError})).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.any(prismic.PrismicError));
  });
});

describe('toCampaignBanner', () => {
  const doc = (data: Partial<CampaignBannerDocument['data']>) =>
    ({
      uid: 'layout-campaign-banner',
      type: 'campaign_banner',
      data: {
        text: 'Sale',
        timer: '2030-12-31T23:59:59+0000',
        text_color: null,
        background_color: null,
        font_size: null,
        ...data,
      },
    } as CampaignBannerDocument);

  it('has no banner with an empty text, and says so', () => {
    expect(toCampaignBanner(doc({text: '  '}))).toEqual({
      banner: null,
      problems: ['text is empty; the banner is not shown'],
    });
    expect(toCampaignBanner(doc({text: null})).banner).toBeNull();
  });

  it('has no banner without a readable timer', () => {
    expect(toCampaignBanner(doc({timer: null})).problems).toEqual(['timer is missing; the banner is not shown']);
    expect(toCampaignBanner(doc({timer: '2030-02-30T00:00:00+0000'})).problems).toEqual([
      'timer "2030-02-30T00:00:00+0000" is not a valid timestamp; the banner is not shown',
    ]);
  });

  it('drops invalid styling and reports it', () => {
    expect(
      toCampaignBanner(doc({text_color: '#12345' as prismic.ColorField, background_color: '#abc', font_size: 'huge'})),
    ).toEqual({
      banner: {
        text: 'Sale',
        endsAt: '2030-12-31T23:59:59.000Z',
        textColour: null,
        backgroundColour: '#abc',
        fontSize: null,
      },
      problems: [
        'text_color "#12345" is not a 3- or 6-digit hex colour; the default is used',
        'font_size "huge" is not a CSS length in px, rem or em; the default is used',
      ],
    });
  });
});

describe('getCampaignLandingPage', () => {
  it('reshapes a campaign page with its slices and product lists', async () => {
    const page = await getCampaignLandingPage(client(), 'spring-sale');
    expect(page).toMatchObject({
      uid: 'spring-sale',
      title: 'Spring Sale',
      url: '/campaign/spring-sale',
      seo: {title: `Spring Sale: up to 30% off | ${BRAND.name}`, robots: 'follow, index'},
    });
    expect(page!.slices.map((slice) => slice.slice_type)).toEqual(['hero_banner', 'catalogue', 'catalogue']);
    const requests = catalogueSliceRequests(page!.slices);
    expect(requests).toEqual([
      expect.objectContaining({
        kind: 'products',
        handles: expect.arrayContaining([
          FIXTURE_CASES.campaignTags['sale-20'],
          FIXTURE_CASES.campaignTags['sale-30-off'],
        ]),
      }),
      expect.objectContaining({kind: 'collection', handle: 'clearance', limit: 8}),
    ]);
    for (const handle of requests.flatMap((request) => ('handles' in request ? request.handles : []))) {
      expect(productByHandle(handle), handle).toBeDefined();
    }
  });

  it('has a page for the campaign that has not started yet', async () => {
    expect(await getCampaignLandingPage(client(), 'summer-sale')).toMatchObject({
      title: 'Summer Sale',
      seo: {robots: 'noindex, follow'},
    });
  });

  it('is null for an unknown or blank uid', async () => {
    expect(await getCampaignLandingPage(client(), 'no-such-sale')).toBeNull();
    expect(await getCampaignLandingPage(client(), ' ')).toBeNull();
  });

  it('throws other failures (the route answers 500)', async () => {
    server.use(http.get('*/api/v2/documents/search', () => HttpResponse.json({message: 'boom'}, {status: 500})));
    await expect(getCampaignLandingPage(client(), 'spring-sale')).rejects.toBeInstanceOf(prismic.PrismicError);
  });
});

describe('createContentService', () => {
  it('offers the campaign content, reporting through its onError', async () => {
    const onError = vi.fn();
    const content = createContentService(client(), {onError});
    expect((await content.getCampaignSettings()).campaigns).toHaveLength(10);
    expect(onError).toHaveBeenCalledWith(expect.any(ContentProblemsError));
    expect(await content.getCampaignBanner()).toMatchObject({fontSize: '16px'});
    expect(await content.getCampaignLandingPage('spring-sale')).toMatchObject({uid: 'spring-sale'});
  });
});

describe('content problems', () => {
  it('are reported once per worker isolate, not on every page view', async () => {
    const reports: unknown[] = [];
    for (let view = 0; view < 3; view++) await getCampaignSettings(client(), {onError: (error) => reports.push(error)});
    // The demo campaign and app settings each have problems: one report for each document, however many views.
    expect(reports.map((report) => (report as ContentProblemsError).message)).toHaveLength(2);
    expect(reports.every((report) => report instanceof ContentProblemsError)).toBe(true);

    forgetReportedContentProblems(); // as a new isolate would
    await getCampaignSettings(client(), {onError: (error) => reports.push(error)});
    expect(reports).toHaveLength(4);
  });
});
