/**
 * The wishlist action and pages against the stand-ins: sign-in by origin,
 * membership saved to the bag, hearts, remove, remove all, change variant,
 * paging, sign-up, and the bad input that must change nothing.
 */
import {describe, expect, it} from 'vitest';
import {withStandIns} from '../mocks/node';
import {NOT_A_MEMBER_EMAIL, WISHLIST_MEMBERS} from '../mocks/fixtures/wishlist-members';
import {productByHandle, variantBySku} from '../mocks/fixtures/catalogue';
import {action as wishlistAction, loader as wishlistLoader} from '~/routes/wishlist';
import {NOT_A_MEMBER_MESSAGE, EMAIL_REQUIRED_MESSAGE, EMAIL_INVALID_MESSAGE} from '~/domain/wishlist';
import {CART_ATTRIBUTE} from '~/domain/membership';
import {INVALID_GID} from '~/domain/gid';
import type {WishlistOutcome} from '~/features/wishlist/outcome';
import {TestBrowser, isDataWithInit, lastSignInCode, loadRoot, postBag} from './context';

withStandIns();

type Answer = Awaited<ReturnType<typeof wishlistAction>>;

async function post(browser: TestBrowser, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const {request, context} = await browser.open('/wishlist', {method: 'POST', body: form, headers});
  const answer: Answer = await wishlistAction({request, context, params: {}});
  await browser.receive(context);
  return answer;
}

function outcomeOf(answer: Answer): WishlistOutcome {
  if (!isDataWithInit<WishlistOutcome>(answer)) throw new Error(`expected data, got ${String(answer)}`);
  return answer.data;
}

async function page(browser: TestBrowser, path = '/wishlist') {
  const {request, context} = await browser.open(path);
  const data = await wishlistLoader({request, context, params: {}});
  await browser.receive(context);
  return data.page;
}

/** Both steps: the e-mail (a code is sent), then the code from the outbox. The answer to the code. */
async function signIn(browser: TestBrowser, email: string, fields: Record<string, string> = {}) {
  const sent = outcomeOf(await post(browser, {intent: 'sign-in', email, ...fields}));
  expect(sent, sent.message).toMatchObject({ok: true, codeSent: {purpose: 'sign-in'}});
  return outcomeOf(await post(browser, {intent: 'verify-code', code: lastSignInCode(email)}));
}

async function signedIn(email: string, origin = 'HEADER') {
  const browser = new TestBrowser();
  const outcome = await signIn(browser, email, {origin});
  expect(outcome.ok, outcome.message).toBe(true);
  return browser;
}

const aurora = productByHandle('aurora-hybrid-mattress')!;
const oslo = variantBySku('BED-OSLO-Q-NATOAK-STD')!;

describe('sign-in', () => {
  it('signs a member in, and the header gets their count', async () => {
    const browser = await signedIn(WISHLIST_MEMBERS.sam.email);
    const root = await loadRoot(browser);
    expect(root.wishlist).toMatchObject({signedIn: true, email: 'sam@example.com', count: 4});
    expect(root.wishlist.productIds).toContain(String(oslo.product.id));
  });

  it.each([
    ['', EMAIL_REQUIRED_MESSAGE, 400],
    ['not-an-email', EMAIL_INVALID_MESSAGE, 400],
    [NOT_A_MEMBER_EMAIL, NOT_A_MEMBER_MESSAGE, 404],
  ])('%j is refused with its message and signs nobody in', async (email, message, status) => {
    const browser = new TestBrowser();
    const answer = outcomeOf(await post(browser, {intent: 'sign-in', email}));
    expect(answer).toMatchObject({ok: false, status, message});
    expect((await loadRoot(browser)).wishlist.signedIn).toBe(false);
  });

  it('a first sign-in creates the wishlist (a member who never had one)', async () => {
    const browser = await signedIn(WISHLIST_MEMBERS.lee.email);
    const wishlist = await page(browser);
    expect(wishlist).toMatchObject({signedIn: true, entries: [], nextAfter: null});
  });

  it('saves the membership details to the bag, so member pricing follows', async () => {
    const browser = new TestBrowser();
    await postBag(browser, {action: 'LinesAdd', inputs: {lines: [{merchandiseId: `gid://shopify/ProductVariant/${oslo.variant.id}`, quantity: 1}]}});
    await signIn(browser, WISHLIST_MEMBERS.sam.email);
    const root = await loadRoot(browser);
    const membership = root.cart?.attributes.find((attribute) => attribute.key === CART_ATTRIBUTE.MEMBERSHIP);
    expect(JSON.parse(membership?.value ?? '{}')).toEqual({email: 'sam@example.com', memberId: 'DH100001', expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), signature: expect.stringMatching(/^[0-9a-f]{64}$/)});
    expect(root.shopper).toEqual({member: true, velocity: false});
  });

  it('from a product page (PDP), the pending product is added as part of signing in', async () => {
    const browser = new TestBrowser();
    const variant = aurora.variants[0];
    const outcome = await signIn(browser, WISHLIST_MEMBERS.lee.email, {origin: 'PDP', productId: String(aurora.id), variantId: String(variant.id)});
    expect(outcome).toMatchObject({ok: true, next: {kind: 'add-pending-product'}, added: {productId: String(aurora.id)}});
    expect((await loadRoot(browser)).wishlist.productIds).toContain(String(aurora.id));
  });

  it('without JavaScript, goes to the code step, then back to the page it was posted from (same-origin paths only)', async () => {
    const browser = new TestBrowser();
    const answer = await post(browser, {intent: 'sign-in', email: WISHLIST_MEMBERS.sam.email, origin: 'OTHER', returnTo: '/products/oslo-timber-bed'});
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get('Location')).toBe('/wishlist');
    expect(await page(browser)).toEqual({signedIn: false});
    const verified = await post(browser, {intent: 'verify-code', code: lastSignInCode(WISHLIST_MEMBERS.sam.email), returnTo: '/wishlist'});
    expect((verified as Response).status).toBe(303);
    expect((verified as Response).headers.get('Location')).toBe('/products/oslo-timber-bed');
    expect((await loadRoot(browser)).wishlist.signedIn).toBe(true);
    const offsite = await post(new TestBrowser(), {intent: 'sign-in', email: 'x', returnTo: 'https://evil.example/'});
    expect(isDataWithInit(offsite)).toBe(true);
  });
});

describe('hearts and changes', () => {
  it('a heart adds a product, and pressing it again takes it out', async () => {
    const browser = await signedIn(WISHLIST_MEMBERS.lee.email);
    const fields = {intent: 'toggle', productId: `gid://shopify/Product/${oslo.product.id}`, variantId: String(oslo.variant.id)};
    expect(outcomeOf(await post(browser, fields))).toMatchObject({ok: true, added: {title: 'Oslo Timber Bed'}});
    expect((await loadRoot(browser)).wishlist.count).toBe(1);
    expect(outcomeOf(await post(browser, fields))).toMatchObject({ok: true, message: 'Removed from your wishlist.'});
    expect((await loadRoot(browser)).wishlist.count).toBe(0);
  });

  it.each([
    ['a variant id that is not a gid', {productId: String(oslo.product.id), variantId: 'nope'}, 400, INVALID_GID],
    ["a variant of another product", {productId: String(aurora.id), variantId: String(oslo.variant.id)}, 400, undefined],
  ])('refuses %s and changes nothing', async (_, ids, status, message) => {
    const browser = await signedIn(WISHLIST_MEMBERS.lee.email);
    const outcome = outcomeOf(await post(browser, {intent: 'toggle', ...ids}));
    expect(outcome).toMatchObject({ok: false, status, ...(message ? {message} : {})});
    expect((await loadRoot(browser)).wishlist.count).toBe(0);
  });

  it('signed out, a heart asks to sign in first (401; without JavaScript, to the sign-in page with the product)', async () => {
    const fields = {intent: 'toggle', productId: String(oslo.product.id), variantId: String(oslo.variant.id), origin: 'PRODUCT_TILE'};
    expect(outcomeOf(await post(new TestBrowser(), fields))).toMatchObject({ok: false, status: 401});
    const redirect = (await post(new TestBrowser(), {...fields, returnTo: '/collections/beds'})) as Response;
    const location = new URL(redirect.headers.get('Location') ?? '', 'http://x');
    expect(location.pathname).toBe('/wishlist');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      origin: 'PRODUCT_TILE',
      returnTo: '/collections/beds',
      productId: String(oslo.product.id),
      variantId: String(oslo.variant.id),
    });
  });

  it('removes an item by its ref; a forged ref or another wishlist’s is refused', async () => {
    const browser = await signedIn(WISHLIST_MEMBERS.sam.email);
    const before = await page(browser);
    if (!before.signedIn || !before.entries) throw new Error('expected a signed-in page');
    const [first] = before.entries;
    for (const ref of ['../../etc', `other-wishlist_${first.productId}_${first.variantId}`, 'a_b']) {
      expect(outcomeOf(await post(browser, {intent: 'remove', ref})).ok).toBe(false);
    }
    expect(outcomeOf(await post(browser, {intent: 'remove', ref: first.ref}))).toMatchObject({ok: true});
    const after = await page(browser);
    expect(after.signedIn && after.entries?.length).toBe(before.entries.length - 1);
  });

  it('changes an item to another variant of its product', async () => {
    const browser = await signedIn(WISHLIST_MEMBERS.sam.email);
    const before = await page(browser);
    if (!before.signedIn || !before.entries) throw new Error('expected a signed-in page');
    const entry = before.entries.find((candidate) => candidate.variants.length > 1)!;
    const other = entry.variants.find((variant) => !variant.id.endsWith(`/${entry.variantId}`))!;
    expect(outcomeOf(await post(browser, {intent: 'change-variant', ref: entry.ref, variantId: other.id}))).toMatchObject({ok: true});
    const after = await page(browser);
    if (!after.signedIn || !after.entries) throw new Error('expected a signed-in page');
    expect(after.entries.find((candidate) => candidate.productId === entry.productId)?.variantTitle).toBe(other.title);
  });

  it('remove all leaves an empty wishlist (a new one)', async () => {
    const browser = await signedIn(WISHLIST_MEMBERS.sam.email);
    expect(outcomeOf(await post(browser, {intent: 'remove-all'}))).toMatchObject({ok: true});
    expect(await page(browser)).toMatchObject({signedIn: true, entries: []});
    expect((await loadRoot(browser)).wishlist.count).toBe(0);
  });
});

describe('the wishlist page', () => {
  it('pages a large wishlist by 50 with lastEvaluatedItemId', async () => {
    const browser = await signedIn(WISHLIST_MEMBERS.collector.email);
    const first = await page(browser);
    if (!first.signedIn || !first.entries) throw new Error('expected a signed-in page');
    expect(first.entries).toHaveLength(50);
    expect((await loadRoot(browser)).wishlist.count).toBe(120);
    const second = await page(browser, `/wishlist?after=${first.nextAfter}`);
    const third = second.signedIn && second.nextAfter ? await page(browser, `/wishlist?after=${second.nextAfter}`) : null;
    expect(second.signedIn && second.entries?.length).toBe(50);
    expect(third?.signedIn && third.entries?.length).toBe(20);
    expect(third?.signedIn && third.nextAfter).toBeNull();
  });

  it('signed out, it is the sign-in form (with the product a heart asked for)', async () => {
    const {request, context} = await new TestBrowser().open(`/wishlist?origin=PDP&productId=${aurora.id}&variantId=${aurora.variants[0].id}&returnTo=/products/aurora-hybrid-mattress`);
    const data = await wishlistLoader({request, context, params: {}});
    expect(data).toMatchObject({
      page: {signedIn: false},
      signIn: {origin: 'PDP', pending: {productId: String(aurora.id)}, returnTo: '/products/aurora-hybrid-mattress'},
    });
  });
});

describe('sign-up', () => {
  it('creates the member and their wishlist and signs them in; an existing member is told to sign in', async () => {
    const browser = new TestBrowser();
    const fields = {intent: 'sign-up', firstName: 'Robin', lastName: 'Park', email: 'robin.park@example.com'};
    expect(outcomeOf(await post(browser, fields))).toMatchObject({ok: true, codeSent: {purpose: 'sign-up'}});
    const code = lastSignInCode('robin.park@example.com');
    expect(outcomeOf(await post(browser, {intent: 'verify-code', code}))).toMatchObject({ok: true, next: {kind: 'go-to-wishlist'}});
    expect((await loadRoot(browser)).wishlist).toMatchObject({signedIn: true, count: 0});
    expect(outcomeOf(await post(new TestBrowser(), fields))).toMatchObject({ok: false, status: 409});
  });

  it.each([
    [{firstName: '', lastName: 'Park', email: 'a@example.com'}, 'Please enter your first name.'],
    [{firstName: 'Robin', lastName: '<b>', email: 'a@example.com'}, 'Please check your last name: it can’t contain symbols like < > or hidden characters.'],
    [{firstName: 'A\u0000B', lastName: 'Park', email: 'a@example.com'}, 'Please check your first name: it can’t contain symbols like < > or hidden characters.'],
    [{firstName: 'Robin', lastName: 'C\u001bD', email: 'a@example.com'}, 'Please check your last name: it can’t contain symbols like < > or hidden characters.'],
    [{firstName: 'Robin', lastName: 'Park', email: 'nope'}, EMAIL_INVALID_MESSAGE],
  ])('refuses %j', async (fields, message) => {
    expect(outcomeOf(await post(new TestBrowser(), {intent: 'sign-up', ...fields}))).toMatchObject({ok: false, status: 400, message});
  });
});

describe('a tampered session cookie', () => {
  it('reads as signed out and changes nothing', async () => {
    const browser = await signedIn(WISHLIST_MEMBERS.sam.email);
    const session = browser.cookie('session') ?? '';
    // The session is signed: flip a character of its payload and the signature no longer matches.
    const tampered = `${session.slice(0, 10)}${session[10] === 'A' ? 'B' : 'A'}${session.slice(11)}`;
    browser.setCookie('session', tampered);
    expect((await loadRoot(browser)).wishlist.signedIn).toBe(false);
    const fields = {intent: 'toggle', productId: String(oslo.product.id), variantId: String(oslo.variant.id)};
    expect(outcomeOf(await post(browser, fields))).toMatchObject({ok: false, status: 401});
  });
});

describe('requests that are not wishlist forms', () => {
  it('refuses a post from another site, an unknown intent and a method other than POST', async () => {
    expect(outcomeOf(await post(new TestBrowser(), {intent: 'sign-in', email: 'sam@example.com'}, {Origin: 'https://evil.example'}))).toMatchObject({status: 403});
    expect(outcomeOf(await post(new TestBrowser(), {intent: 'launch'}))).toMatchObject({status: 400});
    const {request, context} = await new TestBrowser().open('/wishlist', {method: 'PUT', body: 'intent=sign-out'});
    expect(outcomeOf(await wishlistAction({request, context, params: {}}))).toMatchObject({status: 405});
  });
});
