/**
 * Who may keep an answer (issue 40): one made from the member's session (a signed-in member's wishlist, badge and
 * hearts; prices from the member details on their bag; a notice or a pending sign-in in their session) goes out
 * `Cache-Control: private, no-store`, so no CDN or shared cache hands it to the next visitor; an anonymous answer
 * keeps the caching its route gave it. Each case runs the loaders Remix runs for the request (the page's, or the
 * single-fetch data's: `/_root.data` is the root and home loaders for `/`) on one request context, then the rule
 * server.ts applies to every answer it renders (app/worker/http/personal-answers.ts).
 */
import {describe, expect, it} from 'vitest';
import {withStandIns} from '../mocks/node';
import {FIXTURE_CASES} from '../mocks/fixtures/catalogue';
import {WISHLIST_MEMBERS} from '../mocks/fixtures/wishlist-members';
import {loader as rootLoader} from '~/root';
import {loader as homeLoader} from '~/routes/_index';
import {action as wishlistAction, loader as wishlistLoader} from '~/routes/wishlist';
import {loader as productLoader} from '~/routes/products.$handle';
import {keepPersonalAnswersPrivate} from '~/worker/http/personal-answers';
import {TestBrowser, isDataWithInit, lastSignInCode} from './context';
import {postExtra, shopperWith} from './bag-support';

withStandIns();

type Context = Awaited<ReturnType<TestBrowser['open']>>['context'];
type Loader = (args: {request: Request; context: Context; params: Record<string, string>}) => Promise<unknown>;

const PRIVATE = 'private, no-store';
const product = FIXTURE_CASES.memberOver999;

/**
 * One request as Remix answers it: `loaders` run on the same context (the root's first, as Remix starts them
 * together), then the worker's rule; the Cache-Control the answer goes out with, and why it is private.
 */
async function answer(browser: TestBrowser, path: string, loaders: Loader[], params: Record<string, string> = {}) {
  const {request, context} = await browser.open(path);
  const results = await Promise.all(loaders.map((loader) => loader({request, context, params})));
  await browser.receive(context);
  // What the routes set themselves (the home page's no-store when degraded), as Remix hands it to server.ts.
  const headers = new Headers();
  for (const result of results) {
    const own = isDataWithInit(result) ? new Headers(result.init?.headers).get('Cache-Control') : null;
    if (own) headers.set('Cache-Control', own);
  }
  keepPersonalAnswersPrivate(headers, context);
  return {cacheControl: headers.get('Cache-Control'), reasons: context.personal.reasons, results};
}

async function postWishlist(browser: TestBrowser, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const {request, context} = await browser.open('/wishlist', {method: 'POST', body: form});
  const result = await wishlistAction({request, context, params: {}});
  await browser.receive(context);
  return result;
}

/** `browser` signed in as Sam (code by e-mail, then the code); a bag it holds gets Sam's member details. */
async function signedInMember(browser = new TestBrowser()): Promise<TestBrowser> {
  await postWishlist(browser, {intent: 'sign-in', email: WISHLIST_MEMBERS.sam.email});
  const verified = await postWishlist(browser, {intent: 'verify-code', code: lastSignInCode(WISHLIST_MEMBERS.sam.email)});
  expect(isDataWithInit<{ok: boolean}>(verified) && verified.data.ok).toBe(true);
  return browser;
}

const productPage = (browser: TestBrowser) =>
  answer(browser, `/products/${product.handle}`, [rootLoader, productLoader] as Loader[], {handle: product.handle});

describe('/wishlist', () => {
  it('a signed-in member’s wishlist is private', async () => {
    const browser = await signedInMember();
    const {cacheControl, reasons, results} = await answer(browser, '/wishlist', [rootLoader, wishlistLoader] as Loader[]);
    expect((results[1] as Awaited<ReturnType<typeof wishlistLoader>>).page).toMatchObject({signedIn: true, email: 'sam@example.com'});
    expect(cacheControl).toBe(PRIVATE);
    expect(reasons).toContain('member');
  });

  it('its data alone (a fetcher’s “Load more”) is private too', async () => {
    const browser = await signedInMember();
    expect((await answer(browser, '/wishlist', [wishlistLoader] as Loader[])).cacheControl).toBe(PRIVATE);
  });

  it('the sign-in form waiting for a code sent to this browser is private (it names the address)', async () => {
    const browser = new TestBrowser();
    await postWishlist(browser, {intent: 'sign-in', email: WISHLIST_MEMBERS.sam.email});
    const {cacheControl, reasons} = await answer(browser, '/wishlist', [wishlistLoader] as Loader[]);
    expect([cacheControl, reasons]).toEqual([PRIVATE, ['session']]);
  });

  it('an anonymous visitor’s sign-in form is unchanged', async () => {
    const {cacheControl, reasons} = await answer(new TestBrowser(), '/wishlist', [rootLoader, wishlistLoader] as Loader[]);
    expect([cacheControl, reasons]).toEqual([null, []]);
  });
});

describe('a product page', () => {
  it('seen by a signed-in member is private (their hearts and badge)', async () => {
    const {cacheControl, reasons} = await productPage(await signedInMember());
    expect([cacheControl, reasons]).toEqual([PRIVATE, ['member']]);
  });

  it('seen by a signed-in member with a bag is private (their member price too)', async () => {
    const {cacheControl, reasons} = await productPage(await signedInMember(await shopperWith(product.sku)));
    expect(cacheControl).toBe(PRIVATE);
    expect(reasons).toEqual(expect.arrayContaining(['member', 'member-prices']));
  });

  it('the product’s data alone, priced from member details on the bag, is private', async () => {
    const browser = await shopperWith(product.sku);
    const saved = await postExtra(browser, 'CustomSaveMembership', {programme: 'member', email: 'sam@example.com', number: 'DH100001'});
    expect(saved).toMatchObject({ok: true});
    const {cacheControl, reasons} = await answer(browser, `/products/${product.handle}`, [productLoader] as Loader[], {handle: product.handle});
    expect([cacheControl, reasons]).toEqual([PRIVATE, ['member-prices']]);
  });

  it('seen anonymously is unchanged (and the page cache may still keep it)', async () => {
    const {cacheControl, reasons} = await productPage(new TestBrowser());
    expect([cacheControl, reasons]).toEqual([null, []]);
  });

  it('seen by a shopper with a bag but no member details is unchanged', async () => {
    const {cacheControl, reasons} = await productPage(await shopperWith(product.sku));
    expect([cacheControl, reasons]).toEqual([null, []]);
  });
});

describe('/_root.data (single fetch for /: the root and home loaders)', () => {
  const rootData = (browser: TestBrowser) => answer(browser, '/', [rootLoader, homeLoader] as Loader[]);

  it('for a signed-in member is private', async () => {
    const {cacheControl, reasons} = await rootData(await signedInMember());
    expect(cacheControl).toBe(PRIVATE);
    expect(reasons).toContain('member');
  });

  it('for an anonymous visitor is unchanged', async () => {
    const {cacheControl, reasons} = await rootData(new TestBrowser());
    expect([cacheControl, reasons]).toEqual([null, []]);
  });
});

describe('the rule server.ts applies', () => {
  it('overrides what a route said for a personal answer, and leaves anyone else’s alone', () => {
    const personal = {isPersonal: true};
    const headers = new Headers({'Cache-Control': 'public, max-age=300'});
    keepPersonalAnswersPrivate(headers, {preview: null, personal});
    expect(headers.get('Cache-Control')).toBe(PRIVATE);

    const shared = new Headers({'Cache-Control': 'public, max-age=300'});
    keepPersonalAnswersPrivate(shared, {preview: null, personal: {isPersonal: false}});
    expect(shared.get('Cache-Control')).toBe('public, max-age=300');

    const preview = new Headers();
    keepPersonalAnswersPrivate(preview, {preview: {ref: 'a-ref'}, personal: {isPersonal: false}});
    expect(preview.get('Cache-Control')).toBe(PRIVATE);
  });
});
