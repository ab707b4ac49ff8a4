/**
 * Route loaders against the stand-ins (listings: search-listings.test.ts): products
 * with a chosen variant, content pages, the 404s, the home page's catalogue
 * slices, and the dm_i cookie on the bag page.
 */
import {describe, expect, it} from 'vitest';
import {withStandIns} from '../mocks/node';
import {FIXTURE_CASES, collectionByHandle, productByHandle, variantBySku} from '../mocks/fixtures/catalogue';
import {loader as homeLoader} from '~/routes/_index';
import {loader as productLoader} from '~/routes/products.$handle';
import {loader as pageLoader} from '~/routes/pages.$handle';
import {loader as staticPageLoader} from '~/routes/static-pages.$handle';
import {loader as catchAllLoader} from '~/routes/$';
import {loader as cartLoader} from '~/routes/cart';
import {checkoutUrlWithDmi} from '~/domain/checkout';
import type {ErrorPayload} from '~/features/errors/responses.server';
import {
  STOREFRONT_ORIGIN,
  TestBrowser,
  isDataWithInit,
  loadRoot,
  postBag,
  testContext,
  testRequest,
  thrownBy,
  watchStorefrontCalls,
} from './context';

withStandIns();

const THIS_PAGE_NOT_FOUND = 'This page could not be found';

type Params = Record<string, string | undefined>;
type Loader<T> = (args: {request: Request; context: Awaited<ReturnType<typeof testContext>>; params: Params}) => Promise<T>;

async function load<T>(loader: Loader<T>, path: string, params: Params = {}): Promise<T> {
  const request = testRequest(path);
  return loader({request, context: await testContext(request), params});
}

/** Runs a loader that should answer 404; returns what the error page gets. */
async function expectNotFound(loader: Loader<unknown>, path: string, params: Params = {}): Promise<ErrorPayload> {
  const thrown = await thrownBy(load(loader, path, params));
  expect(isDataWithInit(thrown), `a thrown data() 404, got ${String(thrown)}`).toBe(true);
  if (!isDataWithInit<ErrorPayload>(thrown)) throw thrown;
  expect(thrown.init?.status).toBe(404);
  return thrown.data;
}

const handlesOf = (products: {handle: string}[]) => products.map((product) => product.handle);

describe('product pages', () => {
  const {handle, sku} = FIXTURE_CASES.bonusPillows;
  const wanted = variantBySku(sku)!.variant;

  it('selects the variant named by ?variant={numeric id}', async () => {
    const fixture = productByHandle(handle)!;
    expect(fixture.variants[0].id, 'the chosen variant is not simply the first').not.toBe(wanted.id);

    const page = await load(productLoader, `/products/${handle}?variant=${wanted.id}`, {handle});
    expect(page.product.handle).toBe(handle);
    expect(page.variant?.id).toBe(`gid://shopify/ProductVariant/${wanted.id}`);
    expect(page.variant?.sku).toBe(sku);
    expect(page.canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/products/${handle}`);
    const size = page.options.find((option) => option.kind === 'size');
    expect(size?.tiles.find((tile) => tile.selected)?.value).toBe('Queen');
    // The page shows the selected variant and the tiles: the other variants' details stay on the server.
    expect(page.product).not.toHaveProperty('variants');
    expect(page.product).not.toHaveProperty('options');
    expect(size?.tiles.length).toBeGreaterThan(1);
  });

  const otherProductsVariant = String(variantBySku(FIXTURE_CASES.defaultTitleProduct.sku)!.variant.id);
  it.each(['abc', '12abc', '-1', 'gid://shopify/Product/1', '999999999999', otherProductsVariant])(
    'falls back to the first variant for sale when ?variant=%s',
    async (variantParam) => {
      const {handle: serenity, sku: unavailableSku} = FIXTURE_CASES.unavailableVariant;
      const fixture = productByHandle(serenity)!;
      expect(fixture.variants[0].sku, 'the first variant is the unavailable one').toBe(unavailableSku);
      const firstForSale = fixture.variants.find((variant) => variant.availableForSale)!;

      const page = await load(productLoader, `/products/${serenity}?variant=${encodeURIComponent(variantParam)}`, {
        handle: serenity,
      });
      expect(page.variant?.id).toBe(`gid://shopify/ProductVariant/${firstForSale.id}`);
      expect(page.variant?.availableForSale).toBe(true);
    },
  );

  describe('the gallery image named by ?image=', () => {
    // Three images (one per colour); the variant's image comes first.
    const gallery = FIXTURE_CASES.customisable;
    const variantId = variantBySku(gallery.sku)!.variant.id;
    const path = (image: string) =>
      `/products/${gallery.handle}?variant=${variantId}&image=${encodeURIComponent(image)}`;

    it('picks ?image=2 (1-based) and keeps the variant', async () => {
      expect(productByHandle(gallery.handle)!.images.length).toBeGreaterThanOrEqual(3);
      const page = await load(productLoader, path('2'), {handle: gallery.handle});
      expect(page.imageIndex).toBe(1);
      expect(page.variant?.sku).toBe(gallery.sku);
      expect((await load(productLoader, path('3'), {handle: gallery.handle})).imageIndex).toBe(2);
    });

    it.each(['abc', '99', '0', '-1', '', '2.0'])('shows the first image (no error) for ?image=%j', async (image) => {
      const page = await load(productLoader, path(image), {handle: gallery.handle});
      expect(page.imageIndex).toBe(0);
      expect(page.product.handle).toBe(gallery.handle);
    });
  });

  it("answers 404 'This page could not be found' for an unknown product, with Prismic's helpful links", async () => {
    const payload = await expectNotFound(productLoader, '/products/no-such-product', {handle: 'no-such-product'});
    expect(payload.message).toBe(THIS_PAGE_NOT_FOUND);
    expect(payload.errorPage?.helpfulLinks).toContainEqual({label: 'Mattresses', url: '/collections/mattresses'});
  });

  it('answers 404 for a malformed product handle without asking Shopify', async () => {
    const storefront = watchStorefrontCalls();
    const payload = await expectNotFound(productLoader, '/products/Bad%20Handle', {handle: 'Bad Handle'});
    storefront.stop();
    expect(payload.message).toBe(THIS_PAGE_NOT_FOUND);
    expect(storefront.calls).toEqual([]);
  });
});

describe('content pages', () => {
  it('loads /pages/warranty', async () => {
    const {page, canonicalUrl} = await load(pageLoader, '/pages/warranty', {handle: 'warranty'});
    expect(page.uid).toBe('warranty');
    expect(page.title).not.toBe('');
    expect(page.body.length).toBeGreaterThan(0);
    expect(canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/pages/warranty`);
  });

  it('loads /static-pages/privacy-policy', async () => {
    const {page, canonicalUrl} = await load(staticPageLoader, '/static-pages/privacy-policy', {
      handle: 'privacy-policy',
    });
    expect(page.uid).toBe('privacy-policy');
    expect(page.body.length).toBeGreaterThan(0);
    expect(canonicalUrl).toBe(`${STOREFRONT_ORIGIN}/static-pages/privacy-policy`);
  });

  it.each([
    [pageLoader, '/pages/no-such-page', 'no-such-page'],
    [staticPageLoader, '/static-pages/no-such-page', 'no-such-page'],
    // A document of the other type is not found under this path.
    [pageLoader, '/pages/privacy-policy', 'privacy-policy'],
    [staticPageLoader, '/static-pages/warranty', 'warranty'],
    [pageLoader, '/pages/%22%5D%5D', '"]]'],
  ] as const)('answers 404 for %#: %s', async (loader, path, handle) => {
    const payload = await expectNotFound(loader as Loader<unknown>, path, {handle});
    expect(payload.message).toBe(THIS_PAGE_NOT_FOUND);
  });

  it('answers 404 for any unmatched path (catch-all route)', async () => {
    const payload = await expectNotFound(catchAllLoader, '/no/such/path', {'*': 'no/such/path'});
    expect(payload.message).toBe(THIS_PAGE_NOT_FOUND);
    expect(payload.errorPage?.helpfulLinks.length).toBeGreaterThan(0);
  });
});

describe('home page', () => {
  it("resolves the catalogue slices' products", async () => {
    const answer = await load(homeLoader, '/');
    expect(isDataWithInit(answer), 'fresh content is plain data, no degraded headers').toBe(false);
    const {home, products} = answer as Extract<typeof answer, {home: unknown}>;
    const catalogueSlices = home!.slices.filter((slice) => slice.slice_type === 'catalogue');
    expect(catalogueSlices.length).toBeGreaterThan(0);

    // The demo home page's slice: the first 8 products of the mattresses collection.
    const mattressSlice = catalogueSlices.find((slice) => slice.primary.tag === 'mattresses')!;
    expect(handlesOf(products[mattressSlice.id] ?? [])).toEqual(collectionByHandle('mattresses')!.productHandles.slice(0, 8));
  });
});

describe('bag page', () => {
  it('passes the dm_i cookie on to the checkout link', async () => {
    const browser = new TestBrowser();
    const mirror = variantBySku(FIXTURE_CASES.defaultTitleProduct.sku)!.variant;
    await postBag(browser, {
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: `gid://shopify/ProductVariant/${mirror.id}`, quantity: 1}]},
    });
    browser.setCookie('dm_i', 'campaign-42.A_b~c');
    const {cart} = await loadRoot(browser, '/cart');
    const {request, context} = await browser.open('/cart');

    const {dmi} = await cartLoader({request, context, params: {}});

    expect(dmi).toBe('campaign-42.A_b~c');
    const checkout = new URL(checkoutUrlWithDmi(cart!.checkoutUrl, dmi));
    expect(checkout.searchParams.get('dm_i')).toBe('campaign-42.A_b~c');
    expect(checkout.searchParams.get('key'), "Shopify's own checkout key is kept").toBe(
      new URL(cart!.checkoutUrl).searchParams.get('key'),
    );
  });
});
