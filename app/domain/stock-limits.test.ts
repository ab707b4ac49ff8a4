import {describe, expect, it} from 'vitest';
import {addStockLimits, stockLimitMessage, updateStockLimits, type CountedLine} from './stock-limits';

const MIRROR = 'gid://shopify/ProductVariant/44000130201';
const BEDSIDE = 'gid://shopify/ProductVariant/44000060101';

function line(id: string, variantId: string, quantity: number, title = 'Round Rattan Mirror'): CountedLine {
  return {id, quantity, merchandise: {id: variantId, product: {title}}};
}

describe('stockLimitMessage: the wording, with the numbers', () => {
  it.each([
    ['an add into an empty line', {available: 18, added: 18}, "Only 18 available; we've added 18."],
    ['an add on top of some already in the bag', {available: 18, added: 13}, "Only 18 available; we've added 13, so your bag has 18."],
    ['an add when the bag already has them all', {available: 18, added: 0}, 'Only 18 available, and your bag already has 18.'],
    ['a quantity change', {available: 18, added: null}, 'Only 18 available; your bag has 18.'],
    ['one left', {available: 1, added: 1}, "Only 1 available; we've added 1."],
    ['a quantity change of an item sold out since', {available: 0, added: null}, 'Sorry, that item is out of stock, so it is no longer in your bag.'],
  ])('%s', (_case, limit, message) => {
    expect(stockLimitMessage([{title: 'Round Rattan Mirror', ...limit}], {nameItems: false})).toBe(message);
  });

  it('names each item when one change asked for several', () => {
    const message = stockLimitMessage(
      [
        {title: 'Oslo Bedside Table', available: 3, added: 3},
        {title: 'Round Rattan Mirror', available: 18, added: null},
      ],
      {nameItems: true},
    );
    expect(message).toBe("Oslo Bedside Table: only 3 available; we've added 3. Round Rattan Mirror: only 18 available; your bag has 18.");
  });

  it('is null when nothing was held back', () => {
    expect(stockLimitMessage([], {nameItems: false})).toBeNull();
  });
});

describe('addStockLimits', () => {
  it('120 asked into an empty bag, 18 held: 18 available, 18 added', () => {
    const limits = addStockLimits([{merchandiseId: MIRROR, quantity: 120}], [], [line('l1', MIRROR, 18)]);
    expect(limits).toEqual([{title: 'Round Rattan Mirror', available: 18, added: 18}]);
  });

  it('counts what the bag already had, on every line of the variant', () => {
    const before = [line('l1', MIRROR, 3), line('l2', MIRROR, 2)];
    const after = [line('l1', MIRROR, 16), line('l2', MIRROR, 2)];
    expect(addStockLimits([{merchandiseId: MIRROR, quantity: 20}], before, after)).toEqual([
      {title: 'Round Rattan Mirror', available: 18, added: 13},
    ]);
  });

  it('a bag already holding all of it: nothing added', () => {
    const bag = [line('l1', MIRROR, 18)];
    expect(addStockLimits([{merchandiseId: MIRROR, quantity: 1}], bag, bag)).toEqual([
      {title: 'Round Rattan Mirror', available: 18, added: 0},
    ]);
  });

  it('an add that got all it asked for is no limit', () => {
    expect(addStockLimits([{merchandiseId: MIRROR, quantity: 2}], [line('l1', MIRROR, 1)], [line('l1', MIRROR, 3)])).toEqual([]);
  });

  it('several lines of one variant in one add are asked together; only the short variant is listed', () => {
    const after = [line('l1', MIRROR, 4), line('l2', BEDSIDE, 3, 'Oslo Bedside Table')];
    const requested = [
      {merchandiseId: MIRROR, quantity: 2},
      {merchandiseId: MIRROR, quantity: 2},
      {merchandiseId: BEDSIDE, quantity: 5},
    ];
    expect(addStockLimits(requested, [], after)).toEqual([{title: 'Oslo Bedside Table', available: 3, added: 3}]);
  });

  it('without the bag before the add, only what it holds now is known', () => {
    expect(addStockLimits([{merchandiseId: MIRROR, quantity: 120}], null, [line('l1', MIRROR, 18)])).toEqual([
      {title: 'Round Rattan Mirror', available: 18, added: null},
    ]);
  });
});

describe('updateStockLimits', () => {
  it('a line set to 19 and held at 18', () => {
    expect(updateStockLimits([{id: 'l1', quantity: 19}], [line('l1', MIRROR, 18)], [line('l1', MIRROR, 18)])).toEqual([
      {title: 'Round Rattan Mirror', available: 18, added: null},
    ]);
  });

  it('what is available counts the variant’s other lines', () => {
    const before = [line('l1', MIRROR, 10), line('l2', MIRROR, 2)];
    const after = [line('l1', MIRROR, 10), line('l2', MIRROR, 8)];
    expect(updateStockLimits([{id: 'l2', quantity: 20}], before, after)).toEqual([
      {title: 'Round Rattan Mirror', available: 18, added: null},
    ]);
  });

  it('a line Shopify took out because none are left', () => {
    expect(updateStockLimits([{id: 'l1', quantity: 2}], [line('l1', MIRROR, 1)], [])).toEqual([
      {title: 'Round Rattan Mirror', available: 0, added: null},
    ]);
  });

  it('a change that went through, a decrease, or a removal is no limit', () => {
    const before = [line('l1', MIRROR, 5), line('l2', BEDSIDE, 2, 'Oslo Bedside Table')];
    const after = [line('l1', MIRROR, 4)];
    expect(updateStockLimits([{id: 'l1', quantity: 4}, {id: 'l2', quantity: 0}], before, after)).toEqual([]);
  });
});
