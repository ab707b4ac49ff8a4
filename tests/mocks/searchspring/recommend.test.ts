import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {setupServer} from 'msw/node';
import type {WireRecommendResponse} from '~/services/searchspring/wire';
import {RECOMMENDATION_TAGS} from '~/config/search';
import {catalogue, productByHandle, variantBySku} from '../fixtures/catalogue';
import {activeCampaigns} from '~/domain/campaigns';
import {demoCampaigns, feedPrice} from './feed-prices';
import {handlers} from './handlers';
import {BEST_SELLER_HANDLES, CROSS_SELL, TRENDING_HANDLES, type WireProfileReply} from './recommend';

const ORIGIN = 'http://127.0.0.1:4100';
/** Inside the demo content's running campaigns: the feed's prices are the store's at the time of the request. */
const RUNNING = Date.parse('2026-11-21T00:00:00Z');
const server = setupServer(...handlers);
beforeAll(() => {
  vi.useFakeTimers({toFake: ['Date'], now: RUNNING});
  server.listen({onUnhandledRequest: 'error'});
});
afterAll(() => {
  server.close();
  vi.useRealTimers();
});

async function recommend(params: Record<string, string>, siteId = 'dhdemo') {
  const response = await fetch(`${ORIGIN}/searchspring/boost/${siteId}/recommend?${new URLSearchParams(params)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as WireRecommendResponse;
}

const handlesOf = (reply: WireRecommendResponse, index = 0) =>
  reply[index].results.map((result) => String(result.attributes.handle));
const typesOf = (reply: WireRecommendResponse, index = 0) =>
  reply[index].results.map((result) => String(result.attributes.product_type));
/** The feed's price: what the store shows a guest at RUNNING. */
const feedCents = (handle: string) => feedPrice(productByHandle(handle)!, activeCampaigns(demoCampaigns(), RUNNING))!.cents;

const AURORA_SKU = 'MAT-AURORA-Q-MD';
const OSLO_BED_SKU = 'BED-OSLO-Q-NATOAK-STD';

describe('boost/{siteId}/recommend', () => {
  it('answers each asked profile in tag order, with its placement and limit', async () => {
    const reply = await recommend({
      tags: `${RECOMMENDATION_TAGS.other},${RECOMMENDATION_TAGS['home-page']}`,
      limits: '4,3',
    });
    expect(reply.map((profile) => profile.profile)).toEqual([
      {tag: 'best-sellers', placement: 'other', display: {}},
      {tag: 'home-trending', placement: 'home-page', display: {}},
    ]);
    expect(handlesOf(reply, 0)).toEqual(BEST_SELLER_HANDLES.slice(0, 4));
    expect(handlesOf(reply, 1)).toEqual(TRENDING_HANDLES.slice(0, 3));
  });

  it('gives 12 by default and leaves out an unknown profile', async () => {
    const reply = await recommend({tags: 'no-such-profile,home-trending'});
    expect(reply.map((profile) => profile.profile.tag)).toEqual(['home-trending']);
    expect(handlesOf(reply)).toEqual(TRENDING_HANDLES.slice(0, 12));
  });

  it('tops a fixed list up from the catalogue and never repeats a product', async () => {
    const reply = await recommend({tags: 'best-sellers', limits: '30'});
    expect(handlesOf(reply)).toHaveLength(30);
    expect(handlesOf(reply).slice(0, BEST_SELLER_HANDLES.length)).toEqual(BEST_SELLER_HANDLES);
    expect(new Set(handlesOf(reply)).size).toBe(30);
  });

  it('recommends products of the seed’s category, closest in price, never the seed', async () => {
    const reply = await recommend({tags: 'similar-products', limits: '20', products: AURORA_SKU});
    const handles = handlesOf(reply);
    expect(handles).not.toContain('aurora-hybrid-mattress');
    expect(new Set(typesOf(reply))).toEqual(new Set(['Mattress']));
    expect(handles).toHaveLength(15);
    const gaps = handles.map((handle) => Math.abs(feedCents(handle) - feedCents('aurora-hybrid-mattress')));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
  });

  it('finds the seed product from any variant SKU, `product` or uid; unknown and hidden seeds count for nothing', async () => {
    const viaProduct = await recommend({tags: 'similar-products', product: 'BED-OSLO-K-WAL-4DREW'});
    expect(new Set(typesOf(viaProduct))).toEqual(new Set(['Bed']));
    expect(handlesOf(viaProduct)).not.toContain('oslo-timber-bed');
    const viaUid = await recommend({tags: 'similar-products', products: String(productByHandle('oslo-timber-bed')!.id)});
    expect(handlesOf(viaUid)).toEqual(handlesOf(viaProduct));
    expect(handlesOf(await recommend({tags: 'similar-products', products: 'ASSEMBLY-BED,NO-SUCH-SKU'}))).toEqual([]);
    expect(handlesOf(await recommend({tags: 'similar-products'}))).toEqual([]);
  });

  it('cross-sells other categories that go with the basket, taking each in turn', async () => {
    const reply = await recommend({tags: 'basket-cross-sell', products: `${AURORA_SKU},${OSLO_BED_SKU}`, cart: 'MIR-ROUND'});
    const types = typesOf(reply);
    const own = ['Mattress', 'Bed', 'Mirror'];
    const related = [...new Set(own.flatMap((type) => CROSS_SELL.get(type)!))].filter((type) => !own.includes(type));
    expect(new Set(types)).toEqual(new Set(related));
    expect(types.slice(0, related.length)).toEqual(related);
    expect(handlesOf(reply)).not.toContain('round-rattan-mirror');
    expect(handlesOf(reply)).toHaveLength(12);
    expect(handlesOf(await recommend({tags: 'basket-cross-sell'}))).toEqual([]);
  });

  it('never recommends what is in the cart or blocked', async () => {
    const reply = await recommend({
      tags: 'best-sellers',
      cart: 'MAT-CLOUD9-Q-MD',
      blockedItems: variantBySku(OSLO_BED_SKU)!.variant.sku,
    });
    expect(handlesOf(reply)).not.toContain('cloud-nine-pocket-spring-mattress');
    expect(handlesOf(reply)).not.toContain('oslo-timber-bed');
    expect(handlesOf(reply)[0]).toBe('aurora-hybrid-mattress');
  });

  it('answers results as core mappings plus attributes', async () => {
    const [profile] = await recommend({tags: 'home-trending', limits: '1'});
    const product = productByHandle(TRENDING_HANDLES[0])!;
    const [result] = profile.results;
    expect(result.id).toBe(String(product.id));
    expect(result.mappings.core).toEqual({
      uid: String(product.id),
      sku: product.variants[0].sku,
      name: product.title,
      url: `/products/${product.handle}`,
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      msrp: expect.any(String),
      imageUrl: `${ORIGIN}/cdn/shop/files/${product.images[0].key}.svg`,
      thumbnailImageUrl: expect.stringContaining(product.images[0].key),
      brand: product.vendor,
    });
    expect(result.attributes).toMatchObject({handle: product.handle, product_type: product.productType, ss_available: '1'});
    expect(Object.keys(result.attributes)).toEqual(
      expect.arrayContaining(['tags', 'variants', 'options', 'color_swatches', 'metafields', 'collection_handle']),
    );
    expect(result.attributes).not.toHaveProperty('uid');
  });

  it('answers an unknown or blog site with a 404', async () => {
    expect((await fetch(`${ORIGIN}/searchspring/boost/nope/recommend?tags=best-sellers`)).status).toBe(404);
    expect((await fetch(`${ORIGIN}/searchspring/boost/dhblog/recommend?tags=best-sellers`)).status).toBe(404);
  });
});

describe('v1/recommend (snap-client’s batched POST)', () => {
  const post = (body: unknown) =>
    fetch(`${ORIGIN}/searchspring/v1/recommend`, {
      method: 'POST',
      headers: {'Content-Type': 'text/plain'},
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('answers the same as the GET form', async () => {
    const response = await post({
      siteId: 'dhdemo',
      profiles: [{tag: 'similar-products', limit: 5}, {tag: 'best-sellers'}],
      products: [AURORA_SKU],
    });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as WireRecommendResponse;
    expect(reply).toEqual([
      ...(await recommend({tags: 'similar-products', limits: '5', products: AURORA_SKU})),
      ...(await recommend({tags: 'best-sellers', products: AURORA_SKU})),
    ]);
  });

  it('refuses a body it cannot read', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post({siteId: 'dhdemo', profiles: [{limit: 3}]})).status).toBe(400);
    expect((await post({siteId: 'dhdemo', profiles: [], products: 'SKU'})).status).toBe(400);
    expect((await post({siteId: 'nope', profiles: []})).status).toBe(404);
  });
});

describe('personalized-recommendations/profile.json', () => {
  it('describes every placement’s profile', async () => {
    for (const [placement, tag] of Object.entries(RECOMMENDATION_TAGS)) {
      const response = await fetch(`${ORIGIN}/searchspring/api/personalized-recommendations/profile.json?siteId=dhdemo&tag=${tag}`);
      const reply = (await response.json()) as WireProfileReply;
      expect(reply.profile).toMatchObject({tag, placement, display: {template: {branch: 'production'}}});
      expect(reply.profile.display.templateParameters.title).toEqual(expect.any(String));
    }
    const unknown = await fetch(`${ORIGIN}/searchspring/api/personalized-recommendations/profile.json?siteId=dhdemo&tag=nope`);
    expect(unknown.status).toBe(404);
  });
});

it('recommends only listed products', async () => {
  const hidden = new Set(catalogue.products.filter((p) => p.hiddenFromListings).map((p) => p.handle));
  const reply = await recommend({tags: 'best-sellers', limits: '100'});
  expect(handlesOf(reply)).toHaveLength(catalogue.products.length - hidden.size);
  expect(handlesOf(reply).some((handle) => hidden.has(handle))).toBe(false);
});
