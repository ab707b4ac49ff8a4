/**
 * Bad input to the bag, as an attacker or a broken client would send it:
 * every case gets a clear 4xx with a message and leaves the bag exactly as it
 * was (the same lines, quantities and attributes). The bag under attack holds
 * a mattress with its bonus gift, a bed with assembly, and a donation.
 */
import {beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {FIXTURE_CASES} from '../mocks/fixtures/catalogue';
import {action as cartAction} from '~/routes/cart';
import {BAG_REQUEST_MESSAGE, QUANTITY_MESSAGE} from '~/domain/bag-input';
import {DONATION_FORM_MESSAGE, FOLLOWS_PRODUCT_MESSAGE, LINE_GONE_MESSAGE} from '~/domain/dependent-lines';
import {BONUS_ALREADY_ADDED_MESSAGE, BONUS_UNAVAILABLE_MESSAGE} from '~/domain/bonus';
import {ASSEMBLY_NOT_FOUND_MESSAGE} from '~/domain/assembly';
import {EMPTY_BAG_MESSAGE} from '~/features/bag/lines.server';
import type {BagOutcome} from '~/features/bag/outcome';
import {TestBrowser, cartFormData, isDataWithInit, postBag, type TestRequestInit} from './context';
import {answerOf, gidOfSku, lineOfSku, linesOf, postExtra, shopperWith} from './bag-support';

withStandIns();

const BONUS = FIXTURE_CASES.bonusPillows;
const BED = FIXTURE_CASES.assembly;
const PLAIN = FIXTURE_CASES.defaultTitleProduct.sku;
const SOME_LINE = 'gid://shopify/CartLine/0000000000000000?cart=nope';

let shopper: TestBrowser;
let ids: {mattress: string; gift: string; bed: string; assembly: string; donation: string};
let before: Awaited<ReturnType<typeof linesOf>>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** A full bag: mattress + its gift, bed + its assembly, a $5 donation. Rebuilt for every case (the store resets). */
beforeEach(async () => {
  shopper = await shopperWith(BONUS.sku, BED.sku);
  const mattress = await lineOfSku(shopper, BONUS.sku);
  const bed = await lineOfSku(shopper, BED.sku);
  expect(await postExtra(shopper, 'CustomAddBonus', {lineId: mattress.id})).toMatchObject({ok: true});
  expect(await postExtra(shopper, 'CustomAddAssembly', {lineId: bed.id})).toMatchObject({ok: true});
  expect(await postExtra(shopper, 'CustomSetDonation', {amount: '5'})).toMatchObject({ok: true});
  ids = {
    mattress: mattress.id,
    bed: bed.id,
    gift: (await lineOfSku(shopper, BONUS.bonusSku)).id,
    assembly: (await lineOfSku(shopper, BED.assemblySku)).id,
    donation: (await lineOfSku(shopper, 'DONATION-5')).id,
  };
  before = await linesOf(shopper);
});

/** Sends a raw request to the bag action from the shopper's browser; the answer as {status, message}. */
async function send(init: TestRequestInit) {
  const {request, context} = await shopper.open('/cart', init);
  const result = await cartAction({request, context, params: {}});
  await shopper.receive(context);
  if (result instanceof Response) return {status: result.status, message: await result.text()};
  expect(isDataWithInit<BagOutcome>(result)).toBe(true);
  if (!isDataWithInit<BagOutcome>(result)) throw new Error('unreachable');
  return {status: result.init?.status, message: result.data.message};
}

async function expectUnchanged() {
  expect(await linesOf(shopper)).toEqual(before);
}

const encoded = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: {'Content-Type': 'application/x-www-form-urlencoded'},
});
const input = (action: string, inputs: unknown) => encoded({cartFormInput: JSON.stringify({action, inputs})});
const add = (line: Record<string, unknown>) => input('LinesAdd', {lines: [line]});
const update = (lines: unknown) => input('LinesUpdate', {lines});
const remove = (lineIds: unknown) => input('LinesRemove', {lineIds});
const extra = (action: string, fields: Record<string, string>) =>
  encoded({cartFormInput: JSON.stringify({action, inputs: {}}), ...fields});

/** A body that streams `size` bytes without saying how long it is. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
}

describe('requests that are not a bag form', () => {
  it.each([
    ['DELETE', {method: 'DELETE'}, 405],
    ['PUT', {...encoded({cartFormInput: '{}'}), method: 'PUT'}, 405],
    ['PATCH', {...encoded({cartFormInput: '{}'}), method: 'PATCH'}, 405],
  ])('%s /cart is 405', async (_name, init, status) => {
    const answer = await send(init);
    expect(answer.status).toBe(status);
    expect(answer.message).toMatch(/only through its forms/);
    await expectUnchanged();
  });

  it.each([
    ['text/plain', 'cartFormInput={}', 'text/plain'],
    ['JSON', JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: gidOfSku(PLAIN), quantity: 1}]}}), 'application/json'],
    ['XML', '<cart/>', 'application/xml'],
  ])('a %s body is 415', async (_name, body, type) => {
    const answer = await send({method: 'POST', body, headers: {'Content-Type': type}});
    expect(answer.status).toBe(415);
    expect(answer.message).not.toBe('');
    await expectUnchanged();
  });

  it('no body at all is refused', async () => {
    const answer = await send({method: 'POST'});
    expect([400, 415]).toContain(answer.status);
    expect(answer.message).not.toBe('');
    await expectUnchanged();
  });

  it('an empty form body is 400', async () => {
    const answer = await send({method: 'POST', body: '', headers: {'Content-Type': 'application/x-www-form-urlencoded'}});
    expect(answer.status).toBe(400);
    await expectUnchanged();
  });

  it.each([
    ['another site', {Origin: 'https://evil.example'}],
    ['an opaque origin', {Origin: 'null'}],
    ['a cross-site fetch', {'Sec-Fetch-Site': 'cross-site'}],
  ])('a post from %s is 403', async (_name, headers) => {
    const form = add({merchandiseId: gidOfSku(PLAIN), quantity: 1});
    const answer = await send({...form, headers: {...form.headers, ...headers}});
    expect(answer.status).toBe(403);
    expect(answer.message).not.toBe('');
    await expectUnchanged();
  });

  it.each([
    ['1 MB', 1_000_000],
    ['5 MB', 5_000_000],
    ['30 MB', 30_000_000],
  ])('a %s body that says its length is 413 before it is read', async (_name, size) => {
    const answer = await send({
      method: 'POST',
      body: streamOf(size),
      headers: {'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(size)},
    });
    expect(answer.status).toBe(413);
    expect(answer.message).not.toBe('');
    await expectUnchanged();
  });

  it('a 1 MB body streamed without a length is cut off at the limit: 413', async () => {
    const answer = await send({
      method: 'POST',
      body: streamOf(1_000_000),
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    });
    expect(answer.status).toBe(413);
    await expectUnchanged();
  });

  it('200,000 fields are refused at once, not parsed', async () => {
    const body = Array.from({length: 200_000}, (_, i) => `f${i}=`).join('&');
    const started = Date.now();
    const answer = await send({method: 'POST', body, headers: {'Content-Type': 'application/x-www-form-urlencoded'}});
    expect(answer.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(1_000);
    await expectUnchanged();
  });

  it('251 lines in one add are refused before parsing (a form that size is no shopper’s)', async () => {
    const lines = Array.from({length: 251}, () => ({merchandiseId: gidOfSku(PLAIN), quantity: 1}));
    const answer = await send(input('LinesAdd', {lines}));
    expect(answer.status).toBe(413);
    expect(answer.message).not.toBe('');
    await expectUnchanged();
  });

  it('a line attribute of 100 kB is refused', async () => {
    const answer = await send(
      add({merchandiseId: gidOfSku(PLAIN), quantity: 1, attributes: [{key: '_time', value: 'x'.repeat(100_000)}]}),
    );
    expect(answer.status).toBe(413);
    await expectUnchanged();
  });
});

describe('forged or broken CartForm input', () => {
  it.each([
    ['not JSON', encoded({cartFormInput: '{not json'})],
    ['missing', encoded({other: 'field'})],
    ['an unknown action', input('LinesNuke', {})],
    ['a prototype key as action', input('__proto__', {})],
    ['an Object method as action', input('toString', {})],
    ['inputs that are a list', input('LinesAdd', [])],
    ['a JSON string as input', encoded({cartFormInput: '"LinesAdd"'})],
  ])('cartFormInput %s is 400', async (_name, form) => {
    const answer = await send(form);
    expect(answer).toEqual({status: 400, message: BAG_REQUEST_MESSAGE});
    await expectUnchanged();
  });
});

describe('adds that break the bag’s rules', () => {
  const variant = () => gidOfSku(PLAIN);
  it.each([
    ['lines that are not a list', () => input('LinesAdd', {lines: 'all'}), BAG_REQUEST_MESSAGE],
    ['no lines', () => input('LinesAdd', {lines: []}), BAG_REQUEST_MESSAGE],
    ['a merchandise id that is not a gid', () => add({merchandiseId: '123', quantity: 1}), BAG_REQUEST_MESSAGE],
    ['a product gid for a variant', () => add({merchandiseId: 'gid://shopify/Product/1', quantity: 1}), BAG_REQUEST_MESSAGE],
    ['quantity 0', () => add({merchandiseId: variant(), quantity: 0}), QUANTITY_MESSAGE],
    ['quantity -1', () => add({merchandiseId: variant(), quantity: -1}), QUANTITY_MESSAGE],
    ['quantity 1000', () => add({merchandiseId: variant(), quantity: 1000}), QUANTITY_MESSAGE],
    ['quantity 1.5', () => add({merchandiseId: variant(), quantity: 1.5}), QUANTITY_MESSAGE],
    ['quantity "abc"', () => add({merchandiseId: variant(), quantity: 'abc'}), QUANTITY_MESSAGE],
    ['quantity "1e3"', () => add({merchandiseId: variant(), quantity: '1e3'}), QUANTITY_MESSAGE],
    ['quantity true', () => add({merchandiseId: variant(), quantity: true}), QUANTITY_MESSAGE],
    ['quantity as a list', () => add({merchandiseId: variant(), quantity: [1]}), QUANTITY_MESSAGE],
    ['attributes that are not a list', () => add({merchandiseId: variant(), quantity: 1, attributes: {a: 1}}), BAG_REQUEST_MESSAGE],
    [
      'an attribute with extra keys',
      () => add({merchandiseId: variant(), quantity: 1, attributes: [{key: 'a', value: 'b', price: '0'}]}),
      BAG_REQUEST_MESSAGE,
    ],
    [
      '31 attributes',
      () =>
        add({
          merchandiseId: variant(),
          quantity: 1,
          attributes: Array.from({length: 31}, (_, i) => ({key: `k${i}`, value: 'v'})),
        }),
      BAG_REQUEST_MESSAGE,
    ],
    [
      'an attribute value of 1,001 characters',
      () => add({merchandiseId: variant(), quantity: 1, attributes: [{key: 'note', value: 'x'.repeat(1001)}]}),
      BAG_REQUEST_MESSAGE,
    ],
    [
      'a forged bonus attribute',
      () => add({merchandiseId: variant(), quantity: 1, attributes: [{key: '_bonus_for_MIR-ROUND', value: 'free'}]}),
      BAG_REQUEST_MESSAGE,
    ],
    [
      'a forged assembly attribute',
      () => add({merchandiseId: variant(), quantity: 1, attributes: [{key: '_assembly-for-key', value: 'x'}]}),
      BAG_REQUEST_MESSAGE,
    ],
    ['the assembly service itself', () => add({merchandiseId: gidOfSku(BED.assemblySku), quantity: 1}), BAG_REQUEST_MESSAGE],
    ['the donation itself', () => add({merchandiseId: gidOfSku('DONATION-20'), quantity: 1}), BAG_REQUEST_MESSAGE],
    ['the bonus gift itself', () => add({merchandiseId: gidOfSku(BONUS.bonusSku), quantity: 5}), BAG_REQUEST_MESSAGE],
    [
      'a variant that does not exist',
      () => add({merchandiseId: 'gid://shopify/ProductVariant/999999999', quantity: 1}),
      'Sorry, that product is no longer available.',
    ],
    [
      'a redirect to another site',
      () => input('LinesAdd', {lines: [{merchandiseId: variant(), quantity: 1}], redirectTo: '//evil.example/'}),
      BAG_REQUEST_MESSAGE,
    ],
    [
      'a redirect to a full URL',
      () =>
        input('LinesAdd', {lines: [{merchandiseId: variant(), quantity: 1}], redirectTo: 'https://evil.example/cart'}),
      BAG_REQUEST_MESSAGE,
    ],
    [
      'a backslash redirect',
      () => input('LinesAdd', {lines: [{merchandiseId: variant(), quantity: 1}], redirectTo: '/\\evil.example'}),
      BAG_REQUEST_MESSAGE,
    ],
  ])('%s is 400', async (_name, form, message) => {
    const answer = await send(form());
    expect(answer).toEqual({status: 400, message});
    await expectUnchanged();
  });
});

describe('changes to lines the shopper does not set', () => {
  it.each([
    ['the gift to 50', () => update([{id: ids.gift, quantity: 50}]), FOLLOWS_PRODUCT_MESSAGE],
    ['the gift to 0', () => update([{id: ids.gift, quantity: 0}]), FOLLOWS_PRODUCT_MESSAGE],
    ['the assembly to 5', () => update([{id: ids.assembly, quantity: 5}]), FOLLOWS_PRODUCT_MESSAGE],
    ['the donation to 999', () => update([{id: ids.donation, quantity: 999}]), DONATION_FORM_MESSAGE],
    [
      'the mattress and its gift together',
      () =>
        update([
          {id: ids.mattress, quantity: 1},
          {id: ids.gift, quantity: 50},
        ]),
      FOLLOWS_PRODUCT_MESSAGE,
    ],
    [
      'the same line twice',
      () =>
        update([
          {id: ids.mattress, quantity: 1},
          {id: ids.mattress, quantity: 9},
        ]),
      LINE_GONE_MESSAGE,
    ],
    ['a line of another cart', () => update([{id: SOME_LINE, quantity: 1}]), LINE_GONE_MESSAGE],
    ['a line id that is not a gid', () => update([{id: 'line-1', quantity: 1}]), BAG_REQUEST_MESSAGE],
    ['a quantity of 1000', () => update([{id: ids.mattress, quantity: 1000}]), 'Enter a quantity between 0 and 999.'],
    ['the donation removed as a line', () => remove([ids.donation]), DONATION_FORM_MESSAGE],
    ['a line of another cart removed', () => remove([SOME_LINE]), LINE_GONE_MESSAGE],
    ['line ids that are not a list', () => remove(ids.mattress), BAG_REQUEST_MESSAGE],
    ['no line ids', () => remove([]), BAG_REQUEST_MESSAGE],
  ])('setting %s is 400', async (_name, form, message) => {
    const answer = await send(form());
    expect(answer).toEqual({status: 400, message});
    await expectUnchanged();
  });
});

describe('the bag’s other forms with bad fields', () => {
  it.each([
    ['a postcode of letters', 'CustomEstimateDelivery', {postcode: 'abcd'}],
    ['a five-digit postcode', 'CustomEstimateDelivery', {postcode: '30000'}],
    ['a suburb of 500 characters', 'CustomEstimateDelivery', {postcode: '3000', suburb: 'x'.repeat(500)}],
    ['a rate before any postcode', 'CustomSelectDeliveryRate', {serviceCode: 'CUSTPICKUP'}],
    ['an unknown programme', 'CustomSaveMembership', {programme: 'admin', email: 'a@b.co'}],
    ['a member e-mail that is not one', 'CustomSaveMembership', {programme: 'member', email: 'nope', number: '123'}],
    ['an unknown programme removed', 'CustomRemoveMembership', {programme: '__proto__'}],
    ['assembly for a line not in the bag', 'CustomAddAssembly', {lineId: SOME_LINE}],
    ['assembly for the donation', 'CustomAddAssembly', {lineId: 'donation'}],
    ['a bonus for a product without one', 'CustomAddBonus', {lineId: 'bed'}],
    ['a second bonus', 'CustomAddBonus', {lineId: 'mattress'}],
    ['a donation of $7', 'CustomSetDonation', {amount: '7'}],
    ['a donation of "abc"', 'CustomSetDonation', {amount: 'abc'}],
    ['a donation of -5', 'CustomSetDonation', {amount: '-5'}],
    ['a share to no address', 'CustomShareBag', {email: 'not-an-email'}],
    ['a share to two addresses', 'CustomShareBag', {email: 'a@b.co, c@d.co'}],
  ])('%s is 400 with a message', async (_name, action, fields) => {
    const named = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [key, value in ids ? ids[value as keyof typeof ids] : value]),
    );
    const answer = await send(extra(action, named));
    expect(answer.status).toBe(400);
    expect(answer.message).not.toBe('');
    await expectUnchanged();
  });

  it('names why: an unknown line for assembly, a bonus the bed does not offer, a bonus already there', async () => {
    expect((await send(extra('CustomAddAssembly', {lineId: SOME_LINE}))).message).toBe(ASSEMBLY_NOT_FOUND_MESSAGE);
    expect((await send(extra('CustomAddBonus', {lineId: ids.bed}))).message).toBe(BONUS_UNAVAILABLE_MESSAGE);
    expect((await send(extra('CustomAddBonus', {lineId: ids.mattress}))).message).toBe(BONUS_ALREADY_ADDED_MESSAGE);
  });
});

describe('a shopper with no bag', () => {
  let newcomer: TestBrowser;
  beforeAll(() => {
    newcomer = new TestBrowser();
  });

  it.each([
    ['an update', {action: 'LinesUpdate', inputs: {lines: [{id: SOME_LINE, quantity: 2}]}}, EMPTY_BAG_MESSAGE],
    ['a removal', {action: 'LinesRemove', inputs: {lineIds: [SOME_LINE]}}, EMPTY_BAG_MESSAGE],
    ['a donation', {action: 'CustomSetDonation', inputs: {amount: '5'}}, 'Add something to your bag first.'],
  ])('%s is 400 and creates no bag', async (_name, formInput, message) => {
    const {result, setCookies} = await postBag(newcomer, formInput);
    expect(answerOf(result)).toMatchObject({ok: false, status: 400, message});
    expect(setCookies.filter((cookie) => cookie.startsWith('cart_'))).toEqual([]);
  });
});

describe('a form posted without JavaScript still goes back to its page to say why', () => {
  it('a refused update answers 303 to the page, with the reason flashed', async () => {
    const {request, context} = await shopper.open('/cart', {
      method: 'POST',
      body: cartFormData({action: 'LinesUpdate', inputs: {lines: [{id: ids.gift, quantity: 50}]}}, {redirectTo: '/cart'}),
    });
    const result = await cartAction({request, context, params: {}});
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get('Location')).toBe('/cart');
    await shopper.receive(context);
    await expectUnchanged();
  });
});
