/**
 * What the server renders (and the browser's first render repeats) for the
 * demo campaigns: the price component in each placement, badges, the
 * add-to-bag override, the banner, and the clock a route pins.
 */
import {describe, expect, it} from 'vitest';
import {BRAND} from '~/config/brand';
import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router-dom/server';
import {GUEST_SHOPPER, type PriceShopper, type RawAppSettings, type RawCampaign} from '~/domain/campaigns';
import {parseAppSettings, parseCampaigns} from '~/domain/campaign-parsing';
import type {CampaignBanner as CampaignBannerData} from '~/domain/countdown';
import type {ProductSummary} from '~/domain/types';
import {CampaignProvider, PINNED_CLOCK_FIELD} from '~/ui/hooks/campaigns';
import {WishlistProvider} from '~/ui/hooks/wishlist';
import {Analytics} from '@shopify/hydrogen';
import {CampaignPrice, type PricePlacement} from '~/ui/components/product/Price';
import {ProductTile} from '~/ui/components/product/ProductTile';
import {loadContent} from '../../../../tests/mocks/prismic/documents';
import {productByHandle} from '../../../../tests/mocks/fixtures/catalogue';
import {pricedVariant} from '../../../../tests/mocks/fixtures/priced-variant';
import {CampaignBanner} from './CampaignBanner';

const content = loadContent();
const dataOf = (type: string) => content.documents.find((doc) => doc.type === type)!.data;
const campaigns = parseCampaigns(dataOf('campaign_settings').campaigns as RawCampaign[]).value;
const appSettings = parseAppSettings(dataOf('app_settings') as RawAppSettings).value;

const NOW = Date.parse('2026-11-21T00:00:00Z');
const CONSENT = {checkoutDomain: 'shop.example', storefrontAccessToken: 'token', withPrivacyBanner: false};
const SUMMER_STARTS = Date.parse('2030-06-01T00:00:00Z');

/** Server-renders `children` inside the provider, on a route whose loader data may pin the clock. */
async function render(
  children: ReactNode,
  {now = NOW, pinnedAt = null, shopper = GUEST_SHOPPER}: {now?: number; pinnedAt?: number | null; shopper?: PriceShopper} = {},
) {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ({[PINNED_CLOCK_FIELD]: pinnedAt}),
      element: (
        // The providers root.tsx puts around every page (tiles carry a wishlist heart).
        <Analytics.Provider cart={null} shop={null} consent={CONSENT} canTrack={() => false}>
          <WishlistProvider>
            <CampaignProvider campaigns={campaigns} appSettings={appSettings} now={now} shopper={shopper}>
              {children}
            </CampaignProvider>
          </WishlistProvider>
        </Analytics.Provider>
      ),
    },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** A product as its first variant prices it (tiles use the cheapest variant; the demo's first is the cheapest). */
function priced(handle: string) {
  const product = productByHandle(handle)!;
  const variant = product.variants[0];
  return {...pricedVariant(product, variant), tags: [...product.tags]};
}

const price = (handle: string, placement: PricePlacement, options?: Parameters<typeof render>[1]) =>
  render(<CampaignPrice product={priced(handle)} placement={placement} />, options);

function testId(html: string, id: string): string[] {
  return [...html.matchAll(new RegExp(`data-testid="${id}"[^>]*>(.*?)</`, 'g'))].map((match) => match[1].replace(/<[^>]+>/g, ''));
}

describe('CampaignPrice', () => {
  it('a running sale: its price, title, colour, struck compare-at and RRP text', async () => {
    const html = await price('aurora-hybrid-mattress', 'tile');
    expect(testId(html, 'price')).toEqual(['$979.30']);
    expect(testId(html, 'compare-at-price')).toEqual(['$1,749.00']);
    expect(testId(html, 'rrp-text')).toEqual(['RRP']);
    expect(html).toContain('Spring Sale: up to 30% off');
    expect(html).toContain('Up to 30% off'); // the mobile title
    expect(html).toContain('color:#CC2348');
    expect(html).toContain('background-color:#CC2348');
    // enhancedUI: the listing's sale body shows on the tile.
    expect(testId(html, 'sale-body')).toEqual(['Up to 30% off selected mattresses, beds and sofa beds.']);
  });

  it('the product page: pdpSaleTitle, the sale price block with the saving, pdpSaleBody', async () => {
    const html = await price('aurora-hybrid-mattress', 'pdp');
    expect(testId(html, 'sale-title')).toEqual(['Spring Sale: up to 30% off']);
    expect(html).toContain('data-testid="sale-price-block"');
    expect(html).toContain('You save $769.70');
    expect(testId(html, 'sale-body')).toEqual(['Selected mattresses, beds and sofa beds. While stocks last.']);
  });

  it('an intro price hides the compare-at price', async () => {
    const html = await price('harbour-latex-mattress', 'pdp');
    expect(testId(html, 'price')).toEqual(['$2,099.00']);
    expect(testId(html, 'compare-at-price')).toEqual([]);
    expect(testId(html, 'sale-title')).toEqual(['Introductory price for a limited time']);
  });

  it('a clearance price hides the RRP text, and its light colour is used as a label only', async () => {
    const html = await price('ortho-support-mattress', 'tile');
    expect(testId(html, 'compare-at-price')).toEqual(['$1,399.00']);
    expect(testId(html, 'rrp-text')).toEqual([]);
    expect(html).toContain('background-color:#FEBD40;color:#000000');
    expect(html).not.toContain('color:#FEBD40"');
  });

  it('a product with no campaign and no compare-at: the price alone', async () => {
    const html = await price('restwell-classic-firm-mattress', 'tile');
    expect(html).toContain('data-campaign-kind="none"');
    expect(testId(html, 'price')).toEqual(['$909.00']);
    expect(testId(html, 'sale-title')).toEqual([]);
  });

  it.each(['bag', 'tile', 'pdp'] as const)('%s: a guest sees the price they pay, with the members’ price beside it', async (placement) => {
    const signature = `${BRAND.slug}-signature-mattress`;
    const html = await price(signature, placement);
    expect(testId(html, 'price')).toEqual(['$2,659.00']);
    expect(testId(html, 'members-price')).toEqual(['Member price: $2,557.65']);
  });

  it.each(['bag', 'tile', 'pdp'] as const)('%s: a member bag is charged the member price, and offered nothing more', async (placement) => {
    const html = await price(`${BRAND.slug}-signature-mattress`, placement, {shopper: {member: true, velocity: false}});
    expect(testId(html, 'price')).toEqual(['$2,557.65']);
    expect(testId(html, 'members-price')).toEqual([]);
    expect(html).not.toContain('to get this price at checkout');
  });

  it('a campaign that has not started: the regular price now, the campaign price when the clock is pinned at its start', async () => {
    expect(testId(await price('oslo-timber-bed', 'tile'), 'price')).toEqual(['$1,349.00']);
    expect(testId(await price('oslo-timber-bed', 'tile', {pinnedAt: SUMMER_STARTS}), 'price')).toEqual(['$1,146.65']);
    // The request time decides too: rendered after the start, the server shows the sale.
    expect(testId(await price('oslo-timber-bed', 'tile', {now: SUMMER_STARTS}), 'price')).toEqual(['$1,146.65']);
  });

  it('shows nothing for a price that is not a number', async () => {
    const html = await render(
      <CampaignPrice
        product={{price: {amount: 'n/a', currencyCode: 'AUD'}, compareAtPrice: null, tags: [], meta: {campaignBadgeTitle: null, campaignBadgeColor: null}}}
        placement="tile"
      />,
    );
    expect(testId(html, 'price')).toEqual([]);
  });
});

describe('ProductTile', () => {
  const tile = async (handle: string, meta = {campaignBadgeTitle: null as string | null, campaignBadgeColor: null as string | null}) => {
    const product = productByHandle(handle)!;
    const summary: ProductSummary = {
      id: `gid://shopify/Product/${product.id}`,
      handle,
      title: product.title,
      vendor: product.vendor,
      productType: product.productType,
      availableForSale: true,
      image: null,
      ...priced(handle),
      priceVaries: product.variants.length > 1,
      defaultVariantId: null,
      meta: {...meta, brandList: []},
    };
    return render(<ProductTile product={summary} />);
  };

  it('shows badges by tag and the product’s own badge first, and the campaign price', async () => {
    const html = await tile('aurora-hybrid-mattress', {campaignBadgeTitle: 'Best Seller', campaignBadgeColor: '#1F2A44'});
    expect(testId(html, 'product-badge')).toEqual(['Best Seller', 'Quickship']);
    expect(html).toContain('From</span>$979.30');
  });

  it('a product’s own campaign (badge metafields) titles its price in its colour', async () => {
    const html = await tile('luxe-hotel-collection-mattress', {campaignBadgeTitle: 'Award Winner', campaignBadgeColor: '#b8860b'});
    expect(testId(html, 'sale-title')).toEqual(['Award Winner']);
    expect(html).toContain('background-color:#b8860b;color:#000000');
    // Said once: not again as a badge over the image.
    expect(testId(html, 'product-badge')).not.toContain('Award Winner');
  });
});

describe('CampaignBanner', () => {
  const banner: CampaignBannerData = {
    text: 'Spring Sale ends soon',
    endsAt: '2030-12-31T23:59:59.000Z',
    textColour: '#FFFFFF',
    backgroundColour: '#CC2348',
    fontSize: '16px',
  };

  it('renders the text and the countdown at the request time, in the content’s colours', async () => {
    const html = await render(<CampaignBanner banner={banner} />, {now: Date.parse('2030-12-30T22:58:57Z')});
    expect(html).toContain('Spring Sale ends soon');
    expect(html).toContain('background-color:#CC2348;color:#FFFFFF;font-size:16px');
    expect(html).toContain('aria-label="Ends in 1 days, 1 hours, 1 minutes, 2 seconds"');
    expect(html).toContain('>1d<');
    expect(html).toContain('>2s<');
  });

  it('is not rendered once no time remains, or pinned at a time after its end', async () => {
    expect(await render(<CampaignBanner banner={banner} />, {now: Date.parse('2030-12-31T23:59:59Z')})).toBe('');
    expect(await render(<CampaignBanner banner={banner} />, {pinnedAt: Date.parse('2031-01-01T00:00:00Z')})).toBe('');
  });

  it('counts down from the pinned time in a preview', async () => {
    const html = await render(<CampaignBanner banner={banner} />, {pinnedAt: SUMMER_STARTS});
    expect(html).toContain('aria-label="Ends in 213 days, 23 hours, 59 minutes, 59 seconds"');
  });
});
