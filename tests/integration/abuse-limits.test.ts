/**
 * What a stranger's requests may cost other people (issue 40): the store is no mail relay (sharing the bag, the
 * contact form), and the browser's error reports have a limit. Each case is a refusal with a plain message and
 * Retry-After, and the honest shopper keeps what was typed. The sign-in limits are in member-sign-in.test.ts.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {mailOutbox} from '../mocks/mail/handlers';
import {FIXTURE_CASES} from '../mocks/fixtures/catalogue';
import {action as cartAction} from '~/routes/cart';
import {action as contactAction} from '~/routes/contact-us';
import {action as clientErrorsAction} from '~/routes/api.client-errors';
import {
  CLIENT_ERROR_REPORTS_PER_CLIENT,
  ENQUIRIES_PER_CLIENT_HOUR,
  SHARES_PER_CLIENT_HOUR,
  SHARES_PER_RECIPIENT_DAY,
} from '~/config/form-limits';
import type {BagOutcome} from '~/features/bag/outcome';
import type {ContactFormAnswer} from '~/features/contact/action.server';
import {STOREFRONT_ORIGIN, type TestBrowser, cartFormData, isDataWithInit, testContext, testRequest} from './context';
import {linesOf, shopperWith} from './bag-support';
import {GOOD_ENQUIRY} from './contact-support';

withStandIns();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.useFakeTimers({toFake: ['Date']});
  vi.setSystemTime(Date.UTC(2030, 0, 1, 1, 0, 0));
});
afterEach(() => vi.useRealTimers());

const client = (n: number) => ({'oxygen-buyer-ip': `203.0.113.${n}`});

/** Shares the bag from this browser and client: the answer, its status and Retry-After. */
async function share(browser: TestBrowser, email: string, headers: Record<string, string>) {
  const {request, context} = await browser.open('/cart', {
    method: 'POST',
    body: cartFormData({action: 'CustomShareBag', inputs: {}}, {email}),
    headers,
  });
  const result = await cartAction({request, context, params: {}});
  await browser.receive(context);
  if (!isDataWithInit<BagOutcome>(result)) throw new Error(`expected data(), got ${String(result)}`);
  return {answer: result.data, retryAfter: new Headers(result.init?.headers).get('Retry-After')};
}

const sharedTo = (email: string) =>
  mailOutbox.messages().filter((message) => message.To.toLowerCase() === email && message.Tag === 'share-bag').length;

describe('sharing the bag is no mail relay', () => {
  it('sixty shares from one client to sixty outside addresses: five leave, the rest wait, the bag as it was', async () => {
    const browser = await shopperWith(FIXTURE_CASES.defaultTitleProduct.sku);
    const before = await linesOf(browser);
    const answers = [];
    for (let n = 0; n < 60; n += 1) answers.push(await share(browser, `victim-${n}@third-party.example`, client(9)));

    const sent = answers.filter(({answer}) => answer.ok);
    expect(sent).toHaveLength(SHARES_PER_CLIENT_HOUR.limit);
    expect(mailOutbox.messages().filter((message) => message.Tag === 'share-bag')).toHaveLength(SHARES_PER_CLIENT_HOUR.limit);
    const refused = answers.at(-1)!;
    expect(refused.answer).toMatchObject({
      ok: false,
      status: 429,
      form: 'CustomShareBag',
      message: 'Your bag has been shared as often as we allow for now. Please wait 60 minutes and try again.',
      // What was typed is kept for the page a no-JS post goes back to.
      values: {email: 'victim-59@third-party.example'},
    });
    expect(Number(refused.retryAfter)).toBe(3_600);
    expect(await linesOf(browser)).toEqual(before);
  });

  it('one address receives three shared bags a day, whoever sends them', async () => {
    const friend = 'friend@example.com';
    for (let n = 0; n < SHARES_PER_RECIPIENT_DAY.limit + 2; n += 1) {
      const browser = await shopperWith(FIXTURE_CASES.defaultTitleProduct.sku);
      const {answer} = await share(browser, n % 2 ? friend.toUpperCase() : friend, client(20 + n));
      expect(answer.ok, `share ${n + 1}`).toBe(n < SHARES_PER_RECIPIENT_DAY.limit);
    }
    expect(sharedTo(friend)).toBe(SHARES_PER_RECIPIENT_DAY.limit);
    // The next day the address can be sent a bag again.
    vi.setSystemTime(Date.now() + 24 * 3_600_000);
    expect((await share(await shopperWith(FIXTURE_CASES.defaultTitleProduct.sku), friend, client(40))).answer.ok).toBe(true);
  });

  it('an IPv6 client is one client across its /64', async () => {
    const browser = await shopperWith(FIXTURE_CASES.defaultTitleProduct.sku);
    for (let n = 0; n < SHARES_PER_CLIENT_HOUR.limit; n += 1) {
      expect((await share(browser, `a-${n}@example.com`, {'oxygen-buyer-ip': `2001:db8:5:6::${n + 1}`})).answer.ok).toBe(true);
    }
    expect((await share(browser, 'b@example.com', {'oxygen-buyer-ip': '2001:db8:5:6:ffff::1'})).answer.status).toBe(429);
    expect((await share(browser, 'b@example.com', {'oxygen-buyer-ip': '2001:db8:5:7::1'})).answer.ok).toBe(true);
  });
});

const ENQUIRY = GOOD_ENQUIRY;

async function enquire(headers: Record<string, string>, message = ENQUIRY.message) {
  const form = new FormData();
  for (const [name, value] of Object.entries({...ENQUIRY, message})) form.set(name, value);
  const request = testRequest('/contact-us', {method: 'POST', body: form, headers});
  return contactAction({request, context: await testContext(request), params: {}});
}

describe('the contact form', () => {
  it('thirty enquiries from one client: five are sent, then a plain message with what was typed still there', async () => {
    const results = [];
    for (let n = 0; n < 30; n += 1) results.push(await enquire(client(50), `Enquiry number ${n}, about the Oslo bed.`));
    const sent = results.filter((result) => result instanceof Response && result.status === 303);
    expect(sent).toHaveLength(ENQUIRIES_PER_CLIENT_HOUR.limit);
    expect(mailOutbox.messages().filter((message) => message.Tag === 'contact-us')).toHaveLength(ENQUIRIES_PER_CLIENT_HOUR.limit);

    const refused = results.at(-1);
    if (!isDataWithInit<ContactFormAnswer>(refused)) throw new Error('expected the form again');
    expect(refused.init?.status).toBe(429);
    expect(Number(new Headers(refused.init?.headers).get('Retry-After'))).toBe(3_600);
    expect(refused.data.formError).toMatch(/^We’ve had several messages from you already\. Please wait 60 minutes/);
    expect(refused.data.values).toMatchObject({...ENQUIRY, message: 'Enquiry number 29, about the Oslo bed.'});
    // Another client is not held up by it.
    expect(await enquire(client(51))).toMatchObject({status: 303});
  });
});

describe('the browser’s error reports', () => {
  it('are taken to a limit per client, then refused with Retry-After and not reported', async () => {
    const report = async (headers: Record<string, string>) => {
      const request = testRequest('/api/client-errors', {
        method: 'POST',
        body: JSON.stringify({message: 'TypeError: x is undefined', path: '/cart', source: 'window-error'}),
        headers: {...headers, 'Content-Type': 'application/json', Origin: STOREFRONT_ORIGIN},
      });
      return (await clientErrorsAction({request, context: await testContext(request), params: {}})) as Response;
    };
    const statuses = [];
    for (let n = 0; n < CLIENT_ERROR_REPORTS_PER_CLIENT.limit + 5; n += 1) statuses.push((await report(client(70))).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(CLIENT_ERROR_REPORTS_PER_CLIENT.limit);
    const refused = await report(client(70));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const reported = vi.mocked(console.error).mock.calls.filter(([line]) => String(line).includes('browser:window-error'));
    expect(reported).toHaveLength(CLIENT_ERROR_REPORTS_PER_CLIENT.limit);
    expect((await report(client(71))).status).toBe(204);
  });
});
