/**
 * The search provider failing every way it can: listings answer 200 with a
 * message (a collection still shows its first products from Shopify), the
 * header panel gets nothing, recommendations are simply absent — all within
 * the worst case.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../../mocks/node';
import {FAULTS} from '../../mocks/fault-switch';
import {setSearchFault} from '../../mocks/searchspring/handlers';
import {loader as searchLoader} from '~/routes/products.search';
import {loader as collectionLoader} from '~/routes/collections.$handle._index';
import {loader as autocompleteLoader} from '~/routes/api.search.autocomplete';
import {loader as productLoader} from '~/routes/products.$handle';
import {CASE_TIMEOUT_MS, loadPage, withinWorstCase} from './fault-support';

withStandIns();

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe.each(FAULTS)('the search provider answering with %s', (fault) => {
  it(
    'the search page answers with its shell and a message',
    async () => {
      setSearchFault(fault);
      const page = await withinWorstCase(loadPage(searchLoader, '/products/search?query=bed'));
      expect(page).toMatchObject({results: null, searchUnavailable: true, title: 'Search results for “bed”'});
    },
    CASE_TIMEOUT_MS,
  );

  it(
    "a collection listing shows the collection's first products from Shopify",
    async () => {
      setSearchFault(fault);
      const page = await withinWorstCase(loadPage(collectionLoader, '/collections/mattresses', {handle: 'mattresses'}));
      expect(page).toMatchObject({results: null, searchUnavailable: true, title: 'Mattresses'});
      expect(page.fallbackProducts).toHaveLength(12);
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'the header panel gets nothing and a product page no recommendations',
    async () => {
      setSearchFault(fault);
      const panel = await withinWorstCase(loadPage(autocompleteLoader, '/api/search/autocomplete?q=bed'));
      expect(await panel.json()).toEqual({autocomplete: null});
      const product = await withinWorstCase(
        loadPage(productLoader, '/products/oslo-timber-bed', {handle: 'oslo-timber-bed'}).then(async (page) => ({
          ...page,
          recommendations: await page.recommendations,
        })),
      );
      expect(product.product.handle).toBe('oslo-timber-bed');
      expect(product.recommendations).toBeNull();
    },
    CASE_TIMEOUT_MS,
  );
});
