/**
 * The Storefront API failing every way it can: shoppers with a bag still get
 * every page (header without a count), catalogue pages answer the 503 page
 * (never a 404), bag forms say the bag is unavailable, and once Shopify is
 * back the bag is exactly as it was: no cookie forgotten, no line lost.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {InMemoryCache} from '@shopify/hydrogen';
import {withStandIns} from '../../mocks/node';
import {FAULTS} from '../../mocks/fault-switch';
import {setStorefrontFault} from '../../mocks/storefront/handlers';
import {FIXTURE_CASES} from '../../mocks/fixtures/catalogue';
import {CART_UNAVAILABLE_MESSAGE} from '~/domain/bag-input';
import {loader as productLoader} from '~/routes/products.$handle';
import {loader as collectionLoader} from '~/routes/collections.$handle._index';
import {loader as homeLoader} from '~/routes/_index';
import {TestBrowser, loadRoot, postBag} from '../context';
import {answerOf, gidOfSku, linesOf, loadBag, shopperWith} from '../bag-support';
import {CASE_TIMEOUT_MS, expectUnavailablePage, loadPage, outcomeOf, withinWorstCase} from './fault-support';

withStandIns();

const IN_BAG = FIXTURE_CASES.memberOver999.sku;
const PRODUCT = FIXTURE_CASES.defaultTitleProduct;
const COLLECTION = FIXTURE_CASES.multiPageCollection;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe.each(FAULTS)('the Storefront API answering with %s', (fault) => {
  it(
    'pages degrade, bag forms refuse politely, and the bag survives',
    async () => {
      const shopper = await shopperWith(IN_BAG);
      const before = await linesOf(shopper);
      const cartCookie = shopper.cookie('cart_development');
      setStorefrontFault(fault);

      const [root, bagPage, product, collection, home, add, firstAdd] = await withinWorstCase(
        Promise.all([
          loadRoot(shopper),
          loadBag(shopper),
          outcomeOf(loadPage(productLoader, `/products/${PRODUCT.handle}`, {handle: PRODUCT.handle})),
          outcomeOf(loadPage(collectionLoader, `/collections/${COLLECTION}`, {handle: COLLECTION})),
          loadPage(homeLoader, '/'),
          postBag(shopper, {action: 'LinesAdd', inputs: {lines: [{merchandiseId: gidOfSku(PRODUCT.sku), quantity: 1}]}}),
          postBag(new TestBrowser(), {
            action: 'LinesAdd',
            inputs: {lines: [{merchandiseId: gidOfSku(PRODUCT.sku), quantity: 1}]},
          }),
        ]),
      );

      // Every page still renders: the header just has no count, and the bag page says why.
      expect(root).toMatchObject({cart: null, bagUnavailable: true, miniCart: {lineItemsCount: 0}});
      expect(bagPage.bag).toBeNull();
      expect(home).toBeDefined();
      // The catalogue cannot be read: 503, not 404.
      expectUnavailablePage(product);
      expectUnavailablePage(collection);
      // An add never claims success it did not have.
      expect(answerOf(add.result)).toMatchObject({ok: false, status: 503, message: CART_UNAVAILABLE_MESSAGE});
      expect(answerOf(firstAdd.result)).toMatchObject({ok: false, status: 503, message: CART_UNAVAILABLE_MESSAGE});
      expect(firstAdd.setCookies.filter((cookie) => cookie.startsWith('cart_'))).toEqual([]);

      // The cookie is kept; once Shopify answers again the bag is as it was and pages are back.
      expect(shopper.cookie('cart_development')).toBe(cartCookie);
      setStorefrontFault(null);
      expect(await linesOf(shopper)).toEqual(before);
      const again = await loadPage(productLoader, `/products/${PRODUCT.handle}`, {handle: PRODUCT.handle});
      expect(again.product.handle).toBe(PRODUCT.handle);
    },
    CASE_TIMEOUT_MS,
  );
});

describe('a broken reply is never cached', () => {
  it.each(['malformed', 'stalled', 'fail'] as const)(
    'after %s, the next view of an existing product asks Shopify again and shows it',
    async (fault) => {
      // One cache for every request, as the worker's Cache API is.
      const shared = new InMemoryCache() as unknown as Cache;
      vi.spyOn(globalThis.caches, 'open').mockResolvedValue(shared);
      setStorefrontFault(fault);
      expectUnavailablePage(await outcomeOf(loadPage(productLoader, `/products/${PRODUCT.handle}`, {handle: PRODUCT.handle})));

      setStorefrontFault(null);
      const page = await loadPage(productLoader, `/products/${PRODUCT.handle}`, {handle: PRODUCT.handle});
      expect(page.product.handle).toBe(PRODUCT.handle);
    },
    CASE_TIMEOUT_MS,
  );
});
