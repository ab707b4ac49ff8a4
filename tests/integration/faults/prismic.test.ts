/**
 * Prismic failing every way it can: every page still answers within the
 * worst case. The header and banners drop out, the home page falls back
 * (last good content, else a minimal home with the catalogue), content pages
 * answer the 503 page, and catalogue pages and the bag work as usual.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../../mocks/node';
import {FAULTS} from '../../mocks/fault-switch';
import {setPrismicFault} from '../../mocks/prismic/handlers';
import {FIXTURE_CASES} from '../../mocks/fixtures/catalogue';
import {loader as productLoader} from '~/routes/products.$handle';
import {loader as pageLoader} from '~/routes/pages.$handle';
import {loader as homeLoader} from '~/routes/_index';
import {loader as catchAllLoader} from '~/routes/$';
import {isDataWithInit, loadRoot, postBag} from '../context';
import {answerOf, gidOfSku, shopperWith} from '../bag-support';
import {CASE_TIMEOUT_MS, expectUnavailablePage, loadPage, outcomeOf, withinWorstCase} from './fault-support';

withStandIns();

const PRODUCT = FIXTURE_CASES.defaultTitleProduct;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe.each(FAULTS)('Prismic answering with %s', (fault) => {
  it(
    'every page answers within the worst case with its designed fallback',
    async () => {
      const shopper = await shopperWith(FIXTURE_CASES.memberOver999.sku);
      setPrismicFault(fault);

      const [root, home, product, page, missing, add] = await withinWorstCase(
        Promise.all([
          loadRoot(shopper),
          outcomeOf(loadPage(homeLoader, '/')),
          loadPage(productLoader, `/products/${PRODUCT.handle}`, {handle: PRODUCT.handle}),
          outcomeOf(loadPage(pageLoader, '/pages/warranty', {handle: 'warranty'})),
          outcomeOf(loadPage(catchAllLoader, '/no-such-page', {'*': 'no-such-page'})),
          postBag(shopper, {action: 'LinesAdd', inputs: {lines: [{merchandiseId: gidOfSku(PRODUCT.sku), quantity: 1}]}}),
        ]),
      );

      expect(root).toMatchObject({header: null, miniCart: {lineItemsCount: 1}});
      // The home page never fails: a minimal home that still leads into the catalogue.
      expect(home.threw).toBe(false);
      expect((product as {product: {handle: string}}).product.handle).toBe(PRODUCT.handle);
      expectUnavailablePage(page);
      // A page that does not exist is still a 404 (without the error page's content).
      expect(missing.threw && isDataWithInit(missing.error) && missing.error.init?.status).toBe(404);
      expect(answerOf(add.result)).toMatchObject({ok: true, message: 'Added to your bag.'});
    },
    CASE_TIMEOUT_MS,
  );
});
