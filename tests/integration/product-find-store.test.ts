/**
 * The product page's "Find a store" (?store-postcode=, and the JSON its enhanced form asks) and its bonus-gift
 * panel, through the stand-ins: the locator's own answers, cut to the 3 nearest showrooms; no look-up unless asked.
 */
import {describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {FIXTURE_CASES, variantBySku} from '../mocks/fixtures/catalogue';
import {loader as productLoader} from '~/routes/products.$handle';
import {loader as nearestLoader} from '~/routes/api.stores.nearest';
import {LOCATOR_QUERY_MESSAGE, PLACE_NOT_FOUND_MESSAGE} from '~/domain/store-locator';
import {STORES_UNAVAILABLE_MESSAGE, type FindStoreAnswer} from '~/features/stores/find-store';
import {testContext, testRequest} from './context';

withStandIns();

const {handle, sku}: {handle: string; sku: string} = FIXTURE_CASES.bonusPillows;
const variantId = String(variantBySku(sku)!.variant.id);

async function productPage(search: string, pageHandle = handle, prepare?: (context: TestContext) => void) {
  const request = testRequest(`/products/${pageHandle}?${search}`);
  const context = await testContext(request);
  prepare?.(context);
  return productLoader({request, context, params: {handle: pageHandle}});
}

type TestContext = Awaited<ReturnType<typeof testContext>>;

const kmOf = (distance: string) => (distance.endsWith(' m') ? parseFloat(distance) / 1000 : parseFloat(distance));

describe('the product page’s Find a store', () => {
  it('?store-postcode=3000 lists Melbourne’s 3 nearest showrooms, nearest first, keeping the variant', async () => {
    const page = await productPage(`variant=${variantId}&store-postcode=3000`);
    expect(page.variant?.sku).toBe(sku);
    const answer = page.findStore!;
    expect(answer.summary).toBe('3 showrooms near Melbourne VIC 3000');
    expect(answer.query).toBe('3000');
    // The demo has two Victorian showrooms; Canberra's is the next nearest.
    expect(answer.showrooms.map((showroom) => showroom.handle)).toEqual(['richmond', 'moorabbin', 'fyshwick']);
    const distances = answer.showrooms.map((showroom) => kmOf(showroom.distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(answer.showrooms[0]).toMatchObject({
      url: '/store/richmond',
      address: expect.stringMatching(/Richmond VIC 3121$/),
    });
  });

  it('a suburb in several states asks which, as the locator does', async () => {
    const {findStore} = await productPage('store-postcode=Richmond');
    expect(findStore?.showrooms).toEqual([]);
    expect(findStore?.summary).toBe('There is a Richmond in 5 states. Which one do you mean?');
    expect(findStore?.choices.map((choice) => choice.label)).toContain('Richmond VIC 3121');
    const victoria = findStore!.choices.find((choice) => choice.stateName === 'Victoria')!;
    const chosen = await productPage(`store-postcode=${encodeURIComponent(victoria.query)}`);
    expect(chosen.findStore?.showrooms[0].handle).toBe('richmond');
  });

  it.each([
    ['abc', PLACE_NOT_FOUND_MESSAGE, false],
    ['12', LOCATOR_QUERY_MESSAGE, true],
    ['<b>x</b>', LOCATOR_QUERY_MESSAGE, true],
    ['', LOCATOR_QUERY_MESSAGE, true],
  ])('?store-postcode=%j is the product page with the locator’s message', async (query, message, invalid) => {
    // A plain object, not a thrown or 4xx response: the page is the product page, 200.
    const page = await productPage(`store-postcode=${encodeURIComponent(query)}`);
    expect(page.product.handle).toBe(handle);
    expect(page.findStore).toMatchObject({summary: message, invalid, showrooms: [], choices: []});
  });

  it('without the parameter, no store is looked up', async () => {
    let getStores: ReturnType<typeof vi.spyOn> | null = null;
    const page = await productPage(`variant=${variantId}`, handle, (context) => {
      getStores = vi.spyOn(context.content, 'getStores');
    });
    expect(page.findStore).toBeNull();
    expect(getStores).not.toHaveBeenCalled();
  });

  it('the store list failing is a message on the product page, reported, not a 503', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await productPage('store-postcode=3000', handle, (context) => {
      vi.spyOn(context.content, 'getStores').mockRejectedValue(new Error('Prismic down'));
    });
    expect(page.product.handle).toBe(handle);
    expect(page.findStore).toMatchObject({summary: STORES_UNAVAILABLE_MESSAGE, showrooms: [], query: '3000'});
  });

  it('/api/stores/nearest answers the same as the page, as JSON', async () => {
    const request = testRequest('/api/stores/nearest?store-postcode=3000');
    const response = await nearestLoader({request, context: await testContext(request), params: {}});
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
    const answer = (await response.json()) as FindStoreAnswer;
    expect(answer).toEqual((await productPage('store-postcode=3000')).findStore);
  });
});

describe('the product page’s bonus gift', () => {
  it('names the gift the chosen variant comes with, with its picture', async () => {
    const {bonusGift} = await productPage(`variant=${variantId}`);
    expect(bonusGift).toMatchObject({title: 'Bonus Contour Pillow Pair'});
    const bySize = FIXTURE_CASES.bonusBySize;
    const signature = await productPage(`variant=${variantBySku(bySize.sku)!.variant.id}`, bySize.handle);
    expect(signature.bonusGift?.title).toBe('Bonus Waterproof Mattress Protector');
  });

  it('is null for a variant without a bonus', async () => {
    const {bonusGift, variant} = await productPage(`variant=${variantBySku(FIXTURE_CASES.noBonus.sku)!.variant.id}`);
    expect(variant?.sku).toBe(FIXTURE_CASES.noBonus.sku);
    expect(bonusGift).toBeNull();
  });
});
