/**
 * Knowing a member's e-mail is not a sign-in (issue: Security §2). The e-mail
 * gets a one-time code (6 digits, 10 minutes, 5 tries) through the mail
 * stand-in, and only the code signs in; sign-up confirms the address the same
 * way before a member (and their number on the bag) exists; sign-out revokes
 * the session on the server, so the old cookie sent again signs nobody in.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {mailOutbox} from '../mocks/mail/handlers';
import {setMailFault} from '../mocks/mail/handlers';
import {WISHLIST_MEMBERS} from '../mocks/fixtures/wishlist-members';
import {variantBySku} from '../mocks/fixtures/catalogue';
import {action as wishlistAction} from '~/routes/wishlist';
import {CART_ATTRIBUTE} from '~/domain/membership';
import {
  CODE_EXPIRED_MESSAGE,
  CODE_USED_UP_MESSAGE,
  NO_CODE_PENDING_MESSAGE,
  SIGN_IN_CODE_MAX_TRIES,
  wrongCodeMessage,
} from '~/domain/sign-in-code';
import {ALREADY_A_MEMBER_MESSAGE} from '~/domain/wishlist';
import {
  CODE_COOLDOWN_PER_EMAIL,
  CODES_PER_CLIENT,
  CODES_PER_CLIENT_AND_EMAIL,
  CODES_PER_EMAIL,
  MEMBER_SESSION_MAX_AGE_MS,
} from '~/config/sign-in';
import type {WishlistOutcome} from '~/features/wishlist/outcome';
import {TestBrowser, isDataWithInit, lastSignInCode, loadRoot, postBag} from './context';

withStandIns();
afterEach(() => vi.useRealTimers());

const sam = WISHLIST_MEMBERS.sam.email;
const oslo = variantBySku('BED-OSLO-Q-NATOAK-STD')!;

async function post(browser: TestBrowser, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const {request, context} = await browser.open('/wishlist', {method: 'POST', body: form, headers});
  const answer = await wishlistAction({request, context, params: {}});
  await browser.receive(context);
  if (!isDataWithInit<WishlistOutcome>(answer)) throw new Error(`expected data, got ${String(answer)}`);
  return answer;
}
const outcome = async (...args: Parameters<typeof post>) => (await post(...args)).data;

const askForCode = (browser: TestBrowser, email = sam, headers: Record<string, string> = {}) =>
  outcome(browser, {intent: 'sign-in', email}, headers);
const enterCode = (browser: TestBrowser, code: string) => outcome(browser, {intent: 'verify-code', code});
const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000');

async function signedIn(browser: TestBrowser): Promise<boolean> {
  return (await loadRoot(browser)).wishlist.signedIn;
}

describe('an e-mail alone', () => {
  it('signs nobody in: it sends a code to the member, and nothing else changes', async () => {
    const stranger = new TestBrowser();
    await postBag(stranger, {action: 'LinesAdd', inputs: {lines: [{merchandiseId: `gid://shopify/ProductVariant/${oslo.variant.id}`, quantity: 1}]}});
    expect(await askForCode(stranger)).toMatchObject({ok: true, codeSent: {email: 's**@example.com', purpose: 'sign-in'}});
    expect(mailOutbox.latest()).toMatchObject({To: sam, Tag: 'sign-in-code'});

    expect(await signedIn(stranger)).toBe(false);
    const toggle = await outcome(stranger, {intent: 'toggle', productId: String(oslo.product.id), variantId: String(oslo.variant.id)});
    expect(toggle).toMatchObject({ok: false, status: 401});
    const root = await loadRoot(stranger);
    expect(root.cart?.attributes.some((attribute) => attribute.key === CART_ATTRIBUTE.MEMBERSHIP)).toBe(false);
  });

  it('leaves the code useless to any other browser', async () => {
    const member = new TestBrowser();
    await askForCode(member);
    const code = lastSignInCode(sam);
    const stranger = new TestBrowser();
    expect(await enterCode(stranger, code)).toMatchObject({ok: false, status: 400, message: NO_CODE_PENDING_MESSAGE, restart: true});
    expect(await signedIn(stranger)).toBe(false);
    // The member's own browser still signs in with it.
    expect(await enterCode(member, code)).toMatchObject({ok: true});
    expect(await signedIn(member)).toBe(true);
  });
});

describe('the code', () => {
  it('signs in once, and puts the member number on the bag only then', async () => {
    const browser = new TestBrowser();
    await postBag(browser, {action: 'LinesAdd', inputs: {lines: [{merchandiseId: `gid://shopify/ProductVariant/${oslo.variant.id}`, quantity: 1}]}});
    await askForCode(browser);
    const code = lastSignInCode(sam);
    expect(await enterCode(browser, ` ${code.slice(0, 3)} ${code.slice(3)} `)).toMatchObject({ok: true, status: 200});
    const root = await loadRoot(browser);
    expect(root.wishlist).toMatchObject({signedIn: true, email: sam});
    const membership = root.cart?.attributes.find((attribute) => attribute.key === CART_ATTRIBUTE.MEMBERSHIP);
    expect(JSON.parse(membership?.value ?? '{}')).toEqual({email: sam, memberId: 'DH100001', expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), signature: expect.stringMatching(/^[0-9a-f]{64}$/)});
    // Signed for the member's own e-mail, which the bag's buyer now has (checkout's contact address).
    expect(root.cart?.buyerIdentity.email).toBe(sam);
    expect(root.shopper).toEqual({member: true, velocity: false});
    // Spent: the same code again finds nothing pending.
    expect(await enterCode(browser, code)).toMatchObject({ok: false, message: NO_CODE_PENDING_MESSAGE});
  });

  it('allows five tries, counting down, then is spent even when the right code follows', async () => {
    const browser = new TestBrowser();
    await askForCode(browser);
    const code = lastSignInCode(sam);
    for (let tries = 1; tries < SIGN_IN_CODE_MAX_TRIES; tries += 1) {
      expect(await enterCode(browser, wrongCodeFor(code))).toMatchObject({
        ok: false,
        status: 400,
        message: wrongCodeMessage(SIGN_IN_CODE_MAX_TRIES - tries),
      });
    }
    expect(await enterCode(browser, wrongCodeFor(code))).toMatchObject({ok: false, message: CODE_USED_UP_MESSAGE, restart: true});
    expect(await enterCode(browser, code)).toMatchObject({ok: false, message: NO_CODE_PENDING_MESSAGE});
    expect(await signedIn(browser)).toBe(false);
  });

  it('gives no fresh tries to a session cookie sent again', async () => {
    const browser = new TestBrowser();
    await askForCode(browser);
    const code = lastSignInCode(sam);
    const pendingCookie = browser.cookie('session') ?? '';
    for (let tries = 0; tries < SIGN_IN_CODE_MAX_TRIES; tries += 1) {
      // Each wrong try from the same saved cookie, as a replaying client would send it.
      browser.setCookie('session', pendingCookie);
      await enterCode(browser, wrongCodeFor(code));
    }
    browser.setCookie('session', pendingCookie);
    expect(await enterCode(browser, code)).toMatchObject({ok: false, restart: true});
    expect(await signedIn(browser)).toBe(false);
  });

  it('expires after ten minutes', async () => {
    vi.useFakeTimers({toFake: ['Date'], now: new Date('2026-11-27T01:00:00Z')});
    const browser = new TestBrowser();
    await askForCode(browser);
    const code = lastSignInCode(sam);
    vi.setSystemTime(new Date('2026-11-27T01:10:01Z'));
    expect(await enterCode(browser, code)).toMatchObject({ok: false, status: 410, message: CODE_EXPIRED_MESSAGE, restart: true});
    expect(await signedIn(browser)).toBe(false);
  });

  it('is replaced by a new one on request', async () => {
    const browser = new TestBrowser();
    await askForCode(browser);
    const first = lastSignInCode(sam);
    expect(await outcome(browser, {intent: 'resend-code'})).toMatchObject({ok: true, codeSent: {purpose: 'sign-in'}});
    const second = lastSignInCode(sam);
    if (first !== second) expect(await enterCode(browser, first)).toMatchObject({ok: false});
    expect(await enterCode(browser, second)).toMatchObject({ok: true});
  });

  it('says so when it cannot be sent, and nothing is pending', async () => {
    setMailFault('fail');
    const browser = new TestBrowser();
    expect(await askForCode(browser)).toMatchObject({ok: false, status: 502});
    expect(await enterCode(browser, '123456')).toMatchObject({ok: false, message: NO_CODE_PENDING_MESSAGE});
  });
});

describe('rate limits', () => {
  it('sends an address a burst of codes, then one every two minutes (429 with Retry-After), never a lock-out', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(Date.UTC(2030, 0, 1, 10, 0, 10));
    const client = (n: number) => ({'oxygen-buyer-ip': `203.0.113.${100 + n}`});
    for (let request = 0; request < CODES_PER_EMAIL.limit + 1; request += 1) {
      expect(await askForCode(new TestBrowser(), sam, client(request))).toMatchObject({ok: true});
    }
    const refused = await post(new TestBrowser(), {intent: 'sign-in', email: sam}, client(10));
    expect(refused.data).toMatchObject({ok: false, status: 429, message: 'Too many attempts. Please wait 2 minutes and try again.'});
    const retryAfter = Number(new Headers(refused.init?.headers).get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CODE_COOLDOWN_PER_EMAIL.windowMs / 1000);
    // Another address is not held up by it.
    expect(await askForCode(new TestBrowser(), WISHLIST_MEMBERS.lee.email)).toMatchObject({ok: true});
    // Once the wait is over, the address gets its next code.
    vi.setSystemTime(Date.now() + retryAfter * 1000);
    expect(await askForCode(new TestBrowser(), sam, client(11))).toMatchObject({ok: true});
  });

  it('strangers asking for a member’s address from many clients keep the member waiting two minutes at most', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(Date.UTC(2030, 0, 1, 10, 0, 10));
    const lee = WISHLIST_MEMBERS.lee.email;
    const sent = () => mailOutbox.messages().filter((message) => message.To === lee).length;
    const before = sent();
    // Six strangers, six clients, every half minute for ten minutes.
    for (let round = 0; round < 20; round += 1) {
      for (let stranger = 0; stranger < 6; stranger += 1) {
        await askForCode(new TestBrowser(), lee, {'oxygen-buyer-ip': `198.51.100.${10 + stranger}`});
      }
      vi.setSystemTime(Date.now() + 30_000);
    }
    // The burst, then one code every two minutes: not 120 e-mails.
    expect(sent() - before).toBeLessThanOrEqual(CODES_PER_EMAIL.limit + 5);
    // Lee, on a phone on another network, is told to wait at most two minutes, then gets a code and signs in.
    const phone = new TestBrowser();
    const headers = {'oxygen-buyer-ip': '2001:db8:77:1::5'};
    let answer = await askForCode(phone, lee, headers);
    if (!answer.ok) {
      expect(answer).toMatchObject({status: 429});
      vi.setSystemTime(Date.now() + CODE_COOLDOWN_PER_EMAIL.windowMs);
      answer = await askForCode(phone, lee, headers);
    }
    expect(answer).toMatchObject({ok: true});
    expect(await enterCode(phone, lastSignInCode(lee))).toMatchObject({ok: true});
    expect(await signedIn(phone)).toBe(true);
  });

  it('lets one client put at most a few codes a day in one inbox', async () => {
    vi.useFakeTimers({toFake: ['Date']});
    vi.setSystemTime(Date.UTC(2030, 0, 1, 1, 0, 0));
    const client = {'oxygen-buyer-ip': '203.0.113.77'};
    let sent = 0;
    for (let request = 0; request < 40; request += 1) {
      if ((await askForCode(new TestBrowser(), sam, client)).ok) sent += 1;
      vi.setSystemTime(Date.now() + CODE_COOLDOWN_PER_EMAIL.windowMs);
    }
    expect(sent).toBe(CODES_PER_CLIENT_AND_EMAIL.limit);
    // Sam, elsewhere, still gets a code.
    expect(await askForCode(new TestBrowser(), sam, {'oxygen-buyer-ip': '203.0.113.78'})).toMatchObject({ok: true});
  });

  it('gives one client a limited number of codes, whatever the addresses', async () => {
    const client = {'oxygen-buyer-ip': '203.0.113.50'};
    for (let request = 0; request < CODES_PER_CLIENT.limit; request += 1) {
      // Addresses that are not members still count: a code was asked for.
      await askForCode(new TestBrowser(), `guess-${request}@example.com`, client);
    }
    expect(await askForCode(new TestBrowser(), sam, client)).toMatchObject({ok: false, status: 429});
    expect(await askForCode(new TestBrowser(), sam, {'oxygen-buyer-ip': '203.0.113.51'})).toMatchObject({ok: true});
  });
});

describe('sign-out', () => {
  it('ends the session for good: the old cookie sent again is signed out', async () => {
    const browser = new TestBrowser();
    await askForCode(browser);
    await enterCode(browser, lastSignInCode(sam));
    const signedInCookie = browser.cookie('session') ?? '';
    expect(await signedIn(browser)).toBe(true);

    expect(await outcome(browser, {intent: 'sign-out'})).toMatchObject({ok: true});
    expect(await signedIn(browser)).toBe(false);

    const replay = new TestBrowser();
    replay.setCookie('session', signedInCookie);
    expect(await signedIn(replay)).toBe(false);
    const toggle = await outcome(replay, {intent: 'toggle', productId: String(oslo.product.id), variantId: String(oslo.variant.id)});
    expect(toggle).toMatchObject({ok: false, status: 401});
  });

  it('a sign-in lasts fourteen days at most', async () => {
    vi.useFakeTimers({toFake: ['Date'], now: new Date('2026-11-27T01:00:00Z')});
    const browser = new TestBrowser();
    await askForCode(browser);
    await enterCode(browser, lastSignInCode(sam));
    vi.setSystemTime(Date.now() + MEMBER_SESSION_MAX_AGE_MS - 60_000);
    expect(await signedIn(browser)).toBe(true);
    vi.setSystemTime(Date.now() + 120_000);
    expect(await signedIn(browser)).toBe(false);
  });
});

describe('sign-up', () => {
  const fields = (email: string) => ({intent: 'sign-up', firstName: 'Robin', lastName: 'Park', email});

  it('confirms the address before the member exists or their number reaches the bag', async () => {
    const email = 'new.member@example.com';
    const browser = new TestBrowser();
    await postBag(browser, {action: 'LinesAdd', inputs: {lines: [{merchandiseId: `gid://shopify/ProductVariant/${oslo.variant.id}`, quantity: 1}]}});
    expect(await outcome(browser, fields(email))).toMatchObject({ok: true, codeSent: {purpose: 'sign-up'}});
    // Not yet a member: signing in as them sends no code.
    expect(await askForCode(new TestBrowser(), email)).toMatchObject({ok: false, status: 404});
    expect((await loadRoot(browser)).cart?.attributes.some((attribute) => attribute.key === CART_ATTRIBUTE.MEMBERSHIP)).toBe(false);

    expect(await enterCode(browser, lastSignInCode(email))).toMatchObject({ok: true, next: {kind: 'go-to-wishlist'}});
    const root = await loadRoot(browser);
    expect(root.wishlist).toMatchObject({signedIn: true, email});
    const membership = JSON.parse(root.cart?.attributes.find((attribute) => attribute.key === CART_ATTRIBUTE.MEMBERSHIP)?.value ?? '{}');
    expect(membership).toMatchObject({email});
    expect(membership.memberId).toMatch(/^DH\d{8}$/);
  });

  it('two confirmations of one new address racing: one member, the other told to sign in (409)', async () => {
    const email = 'racing.member@example.com';
    const [first, second] = [new TestBrowser(), new TestBrowser()];
    await outcome(first, fields(email));
    const firstCode = lastSignInCode(email);
    await outcome(second, fields(email));
    const secondCode = lastSignInCode(email);
    const answers = await Promise.all([enterCode(first, firstCode), enterCode(second, secondCode)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)).toMatchObject({message: ALREADY_A_MEMBER_MESSAGE});
  });
});

describe('parallel hearts', () => {
  it('twenty toggles of one product at once: every answer a 2xx, never a 503', async () => {
    const browser = new TestBrowser();
    await askForCode(browser, WISHLIST_MEMBERS.lee.email);
    await enterCode(browser, lastSignInCode(WISHLIST_MEMBERS.lee.email));
    const toggle = {intent: 'toggle', productId: String(oslo.product.id), variantId: String(oslo.variant.id)};
    const answers = await Promise.all(Array.from({length: 20}, () => outcome(browser, toggle)));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });
});
