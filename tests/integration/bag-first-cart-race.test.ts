/**
 * Two adds at once from a shopper with no bag yet (a double click, two tabs):
 * each creates a cart and the browser keeps only the last cart cookie. Every
 * cart the worker creates is also remembered in a cookie of its own, so the
 * next request merges the stray into the bag and no line is lost.
 */
import {describe, expect, it} from 'vitest';
import {withStandIns} from '../mocks/node';
import {FIXTURE_CASES} from '../mocks/fixtures/catalogue';
import {TestBrowser, loadRoot, postBag} from './context';
import {answerOf, gidOfSku, linesOf} from './bag-support';

withStandIns();

const MIRROR = FIXTURE_CASES.defaultTitleProduct.sku;
const DRESSER = FIXTURE_CASES.noAssembly.sku;
const addOne = (browser: TestBrowser, sku: string) =>
  postBag(browser, {action: 'LinesAdd', inputs: {lines: [{merchandiseId: gidOfSku(sku), quantity: 1}]}});

describe('the first add, twice at once', () => {
  it('keeps both lines: the next page merges the stray cart into the bag', async () => {
    const browser = new TestBrowser();
    const [first, second] = await Promise.all([addOne(browser, MIRROR), addOne(browser, DRESSER)]);
    expect(answerOf(first.result)).toMatchObject({ok: true});
    expect(answerOf(second.result)).toMatchObject({ok: true});

    const page = await loadRoot(browser);

    expect(page.miniCart.lineItemsCount).toBe(2);
    expect((await linesOf(browser)).map((line) => line.sku).sort()).toEqual([DRESSER, MIRROR].sort());
    // The markers have done their job and are gone.
    expect(page.setCookies.filter((cookie) => /_new_/.test(cookie)).every((cookie) => /Max-Age=0/.test(cookie))).toBe(true);
  });

  it('an add that follows the race merges first, then adds', async () => {
    const browser = new TestBrowser();
    await Promise.all([addOne(browser, MIRROR), addOne(browser, DRESSER)]);

    await addOne(browser, FIXTURE_CASES.memberOver999.sku);

    expect((await loadRoot(browser)).miniCart.lineItemsCount).toBe(3);
  });

  it('two pages loading at once after the race merge once, not twice', async () => {
    const browser = new TestBrowser();
    await Promise.all([addOne(browser, MIRROR), addOne(browser, DRESSER)]);

    await Promise.all([loadRoot(browser), loadRoot(browser)]);

    expect((await linesOf(browser)).map((line) => [line.sku, line.quantity]).sort()).toEqual(
      [
        [DRESSER, 1],
        [MIRROR, 1],
      ].sort(),
    );
  });
});
