/**
 * Assembly service lines and bonus gifts: added only through their own forms,
 * checked against the cart and the shop (never trusted from the form), tied
 * to their product line, hidden from the visible lines, and following the
 * product's quantity and removal.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../mocks/node';
import {FIXTURE_CASES, productByHandle, variantBySku} from '../mocks/fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES} from '../mocks/fixtures/delivery-rates';
import {
  ASSEMBLY_ALREADY_ADDED_MESSAGE,
  ASSEMBLY_NOT_FOUND_MESSAGE,
  ASSEMBLY_UNAVAILABLE_MESSAGE,
} from '~/domain/assembly';
import {BONUS_ALREADY_ADDED_MESSAGE, BONUS_NOT_FOUND_MESSAGE, BONUS_UNAVAILABLE_MESSAGE} from '~/domain/bonus';
import {BAG_REQUEST_MESSAGE} from '~/domain/bag-input';
import {loadRoot, postBag, type TestBrowser} from './context';
import {answerOf, bagViewOf, gidOfSku, lineOfSku, linesOf, postExtra, shopperWith} from './bag-support';

withStandIns();

const BED = FIXTURE_CASES.assembly; // BED-OSLO-Q-NATOAK-STD → ASSEMBLY-BED
const BED_TITLE = productByHandle(BED.handle)!.title;
const BED_CENTS = Math.round(Number(variantBySku(BED.sku)!.variant.price) * 100);
const ASSEMBLY_BED_CENTS = 14900;
const NO_ASSEMBLY_SKU = FIXTURE_CASES.noAssembly.sku; // metro-dresser
const MISSING_SERVICE_SKU = FIXTURE_CASES.missingAssemblyVariant.sku; // aspen-storage-bed
const BONUS = FIXTURE_CASES.bonusPillows; // MAT-AURORA-Q-MD → BONUS-PILLOW-PAIR
const BONUS_TITLE = productByHandle(BONUS.handle)!.title;
const NO_BONUS_SKU = FIXTURE_CASES.noBonus.sku; // MAT-AURORA-S-MD

const addAssembly = (browser: TestBrowser, lineId: string) => postExtra(browser, 'CustomAddAssembly', {lineId});
const addBonus = (browser: TestBrowser, lineId: string) => postExtra(browser, 'CustomAddBonus', {lineId});
const setQuantity = async (browser: TestBrowser, lineId: string, quantity: number) =>
  answerOf((await postBag(browser, {action: 'LinesUpdate', inputs: {lines: [{id: lineId, quantity}]}})).result);
const removeLine = async (browser: TestBrowser, lineId: string) =>
  answerOf((await postBag(browser, {action: 'LinesRemove', inputs: {lineIds: [lineId]}})).result);

const visibleSkus = (bag: Awaited<ReturnType<typeof bagViewOf>>) =>
  bag.groups.flatMap((group) => group.lines.map((view) => view.line.merchandise.sku));
const skuQuantities = async (browser: TestBrowser) =>
  Object.fromEntries((await linesOf(browser)).map((line) => [line.sku, line.quantity]));

describe('adding assembly', () => {
  it('adds the service line tied to the product line, hidden from the list but in the totals', async () => {
    const browser = await shopperWith([BED.sku, 2]);
    const bed = await lineOfSku(browser, BED.sku);

    expect(await addAssembly(browser, bed.id)).toMatchObject({ok: true, status: 200, message: 'Assembly added.'});

    const service = await lineOfSku(browser, BED.assemblySku);
    expect(service.quantity).toBe(2);
    expect(service.attributes).toEqual([
      {key: '_assembly-for-key', value: bed.id},
      {key: '_assembly-for', value: BED_TITLE},
      {key: '_assembly_variant_id', value: gidOfSku(BED.sku)},
    ]);

    const bag = await bagViewOf(browser);
    expect(visibleSkus(bag)).toEqual([BED.sku]);
    expect(bag.groups[0].lines[0].assembly).toMatchObject({
      service: {sku: BED.assemblySku},
      lineId: service.id,
      priceCents: ASSEMBLY_BED_CENTS * 2,
    });
    expect(bag.totals.subtotalCents).toBe((BED_CENTS + ASSEMBLY_BED_CENTS) * 2);
    // The bag badge counts products, not the service.
    expect((await loadRoot(browser)).miniCart.lineItemsCount).toBe(2);
  });

  it('offers it before it is added, and the delivery estimate then leaves out pickup', async () => {
    const browser = await shopperWith(BED.sku);
    const bed = await lineOfSku(browser, BED.sku);
    expect((await bagViewOf(browser)).groups[0].lines[0].assembly).toMatchObject({lineId: null});

    await addAssembly(browser, bed.id);
    await postExtra(browser, 'CustomEstimateDelivery', {postcode: DELIVERY_FIXTURE_CASES.metroPostcodes.NSW});

    const codes = (await bagViewOf(browser)).delivery?.rates.map((rate) => rate.serviceCode);
    expect(codes?.length).toBeGreaterThan(0);
    expect(codes).not.toContain('CUSTPICKUP');
  });
});

describe('assembly requests the bag refuses', () => {
  /** A bag with the bed (assembly added), a dresser without assembly and a bed whose service does not exist. */
  async function mixedBag() {
    const browser = await shopperWith(BED.sku, NO_ASSEMBLY_SKU, MISSING_SERVICE_SKU);
    await addAssembly(browser, (await lineOfSku(browser, BED.sku)).id);
    return browser;
  }

  it.each([
    ['an unknown line id', async () => 'gid://shopify/CartLine/0000?cart=unknown', ASSEMBLY_NOT_FOUND_MESSAGE],
    ['no line id', async () => '', ASSEMBLY_NOT_FOUND_MESSAGE],
    [
      'a line without assembly (metro-dresser)',
      (b: TestBrowser) => idOf(b, NO_ASSEMBLY_SKU),
      ASSEMBLY_UNAVAILABLE_MESSAGE,
    ],
    [
      'a line whose assembly SKU matches no service (aspen)',
      (b: TestBrowser) => idOf(b, MISSING_SERVICE_SKU),
      ASSEMBLY_UNAVAILABLE_MESSAGE,
    ],
    ['the assembly line itself', (b: TestBrowser) => idOf(b, BED.assemblySku), ASSEMBLY_UNAVAILABLE_MESSAGE],
    ['a line that already has assembly', (b: TestBrowser) => idOf(b, BED.sku), ASSEMBLY_ALREADY_ADDED_MESSAGE],
    ["a line of another shopper's bag", () => lineOfOtherBag(BED.sku), ASSEMBLY_NOT_FOUND_MESSAGE],
  ])('%s: a message, and the bag is unchanged', async (_what, lineIdFor, message) => {
    const browser = await mixedBag();
    const lineId = await lineIdFor(browser);
    const before = await linesOf(browser);

    expect(await addAssembly(browser, lineId)).toMatchObject({ok: false, status: 400, message});
    expect(await linesOf(browser)).toEqual(before);
  });
});

describe('assembly follows its product', () => {
  it('a quantity change of the product changes the assembly quantity', async () => {
    const browser = await shopperWith(BED.sku);
    const bed = await lineOfSku(browser, BED.sku);
    await addAssembly(browser, bed.id);

    expect(await setQuantity(browser, bed.id, 3)).toMatchObject({ok: true});
    expect(await skuQuantities(browser)).toEqual({[BED.sku]: 3, [BED.assemblySku]: 3});

    expect(await setQuantity(browser, bed.id, 1)).toMatchObject({ok: true});
    expect(await skuQuantities(browser)).toEqual({[BED.sku]: 1, [BED.assemblySku]: 1});
  });

  it('setting the product to 0 removes its assembly too', async () => {
    const browser = await shopperWith(BED.sku, NO_ASSEMBLY_SKU);
    const bed = await lineOfSku(browser, BED.sku);
    await addAssembly(browser, bed.id);

    await setQuantity(browser, bed.id, 0);

    expect(await skuQuantities(browser)).toEqual({[NO_ASSEMBLY_SKU]: 1});
  });

  it('removing a product removes its assembly and its bonus, and nothing of the other lines', async () => {
    const browser = await shopperWith(BED.sku, BONUS.sku);
    const bed = await lineOfSku(browser, BED.sku);
    const mattress = await lineOfSku(browser, BONUS.sku);
    await addAssembly(browser, bed.id);
    await addBonus(browser, mattress.id);
    expect(Object.keys(await skuQuantities(browser)).sort()).toEqual(
      [BED.sku, BED.assemblySku, BONUS.sku, BONUS.bonusSku].sort(),
    );

    expect(await removeLine(browser, bed.id)).toMatchObject({ok: true});
    expect(await skuQuantities(browser)).toEqual({[BONUS.sku]: 1, [BONUS.bonusSku]: 1});

    expect(await removeLine(browser, mattress.id)).toMatchObject({ok: true});
    expect(await linesOf(browser)).toEqual([]);
  });
});

describe('adding a bonus gift', () => {
  it('adds the gift marked _bonus_for_{sku}, hidden from the list, counted in the bag badge', async () => {
    const browser = await shopperWith([BONUS.sku, 2]);
    const mattress = await lineOfSku(browser, BONUS.sku);
    const offered = (await bagViewOf(browser)).groups[0].lines[0].bonus;
    expect(offered).toMatchObject({variantId: gidOfSku(BONUS.bonusSku), added: false});

    expect(await addBonus(browser, mattress.id)).toMatchObject({ok: true, message: 'Your bonus gift has been added.'});

    const gift = await lineOfSku(browser, BONUS.bonusSku);
    expect(gift.quantity).toBe(2);
    expect(gift.attributes).toEqual([{key: `_bonus_for_${BONUS.sku}`, value: BONUS_TITLE}]);
    const bag = await bagViewOf(browser);
    expect(visibleSkus(bag)).toEqual([BONUS.sku]);
    expect(bag.groups[0].lines[0].bonus?.added).toBe(true);
    expect((await loadRoot(browser)).miniCart.lineItemsCount).toBe(4);
  });

  it('matches the gift to the size where the shop says so', async () => {
    const {sku, bonusSku} = FIXTURE_CASES.bonusBySize;
    const browser = await shopperWith(sku);

    await addBonus(browser, (await lineOfSku(browser, sku)).id);

    expect(await skuQuantities(browser)).toEqual({[sku]: 1, [bonusSku]: 1});
  });

  it("the gift's quantity follows the mattress", async () => {
    const browser = await shopperWith(BONUS.sku);
    const mattress = await lineOfSku(browser, BONUS.sku);
    await addBonus(browser, mattress.id);

    await setQuantity(browser, mattress.id, 3);

    expect(await skuQuantities(browser)).toEqual({[BONUS.sku]: 3, [BONUS.bonusSku]: 3});
  });
});

describe('every way into the bag keeps service and gift lines in step', () => {
  const addAgain = async (browser: TestBrowser, sku: string, quantity: number) =>
    answerOf(
      (await postBag(browser, {action: 'LinesAdd', inputs: {lines: [{merchandiseId: gidOfSku(sku), quantity}]}})).result,
    );

  it('adding the same mattress again brings its gift along (one per item)', async () => {
    const browser = await shopperWith(BONUS.sku);
    await addBonus(browser, (await lineOfSku(browser, BONUS.sku)).id);

    expect(await addAgain(browser, BONUS.sku, 2)).toMatchObject({ok: true});

    expect(await skuQuantities(browser)).toEqual({[BONUS.sku]: 3, [BONUS.bonusSku]: 3});
  });

  it('adding the same bed again brings its assembly along', async () => {
    const browser = await shopperWith(BED.sku);
    await addAssembly(browser, (await lineOfSku(browser, BED.sku)).id);

    expect(await addAgain(browser, BED.sku, 1)).toMatchObject({ok: true});

    expect(await skuQuantities(browser)).toEqual({[BED.sku]: 2, [BED.assemblySku]: 2});
  });
});

describe('bonus requests the bag refuses', () => {
  it.each([
    ['a size without a bonus (MAT-AURORA-S-MD)', (b: TestBrowser) => idOf(b, NO_BONUS_SKU), BONUS_UNAVAILABLE_MESSAGE],
    ['a line whose gift is already in the bag', (b: TestBrowser) => idOf(b, BONUS.sku), BONUS_ALREADY_ADDED_MESSAGE],
    ['the gift line itself', (b: TestBrowser) => idOf(b, BONUS.bonusSku), BONUS_UNAVAILABLE_MESSAGE],
    ['an unknown line id', async () => 'gid://shopify/CartLine/0000?cart=unknown', BONUS_NOT_FOUND_MESSAGE],
    ["a line of another shopper's bag", () => lineOfOtherBag(BONUS.sku), BONUS_NOT_FOUND_MESSAGE],
  ])('%s: a message, and the bag is unchanged', async (_what, lineIdFor, message) => {
    const browser = await shopperWith(BONUS.sku, NO_BONUS_SKU);
    await addBonus(browser, (await lineOfSku(browser, BONUS.sku)).id);
    const lineId = await lineIdFor(browser);
    const before = await linesOf(browser);

    expect(await addBonus(browser, lineId)).toMatchObject({ok: false, status: 400, message});
    expect(await linesOf(browser)).toEqual(before);
  });

  it('the size without a bonus is not offered one', async () => {
    const browser = await shopperWith(NO_BONUS_SKU);
    expect((await bagViewOf(browser)).groups[0].lines[0].bonus).toBeNull();
  });
});

describe('forged lines in a plain add', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // the bag logs each refusal
  });

  it.each([
    ['a bonus marker', {key: `_bonus_for_${BONUS.sku}`, value: BONUS_TITLE}, BONUS.bonusSku],
    ['a bonus marker for another SKU', {key: '_bonus_for_ANYTHING', value: 'x'}, BONUS.bonusSku],
    ['an assembly tie', {key: '_assembly-for-key', value: 'gid://shopify/CartLine/1?cart=x'}, BED.assemblySku],
    ['an assembly title', {key: '_assembly-for', value: BED_TITLE}, BED.assemblySku],
    ['an assembly variant id', {key: '_assembly_variant_id', value: gidOfSku(BED.sku)}, BED.assemblySku],
  ])('a LinesAdd carrying %s is refused and the bag is unchanged', async (_what, attribute, sku) => {
    const browser = await shopperWith(BED.sku, BONUS.sku);
    const before = await linesOf(browser);

    const {result} = await postBag(browser, {
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: gidOfSku(sku), quantity: 1, attributes: [attribute]}]},
    });

    expect(answerOf(result)).toMatchObject({ok: false, status: 400, message: BAG_REQUEST_MESSAGE});
    expect(await linesOf(browser)).toEqual(before);
  });

  it.each([
    ['the free bonus gift variant with no qualifying product', BONUS.bonusSku],
    ['the assembly service variant, tied to no product', BED.assemblySku],
  ])('a LinesAdd of %s is refused and the bag is unchanged', async (_what, sku) => {
    const browser = await shopperWith(NO_ASSEMBLY_SKU);
    const before = await linesOf(browser);

    const {result} = await postBag(browser, {
      action: 'LinesAdd',
      inputs: {lines: [{merchandiseId: gidOfSku(sku), quantity: 1}]},
    });

    expect(answerOf(result)).toMatchObject({ok: false, status: 400});
    expect(await linesOf(browser)).toEqual(before);
  });
});

async function idOf(browser: TestBrowser, sku: string): Promise<string> {
  return (await lineOfSku(browser, sku)).id;
}

/** The line id of `sku` in a bag that belongs to somebody else. */
async function lineOfOtherBag(sku: string): Promise<string> {
  const other = await shopperWith(sku);
  return idOf(other, sku);
}
