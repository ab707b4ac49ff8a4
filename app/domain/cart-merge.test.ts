import {describe, expect, it} from 'vitest';
import {combinedLines, mergeLineOf, straysThatFit, type MergeLine} from './cart-merge';

const line = (merchandiseId: string, quantity = 1, attributes: MergeLine['attributes'] = []): MergeLine => ({
  merchandiseId,
  quantity,
  attributes,
});
const stray = (cartId: string, ...lines: MergeLine[]) => ({cartId, lines});
const ids = (strays: {cartId: string}[]) => strays.map((each) => each.cartId);

describe('straysThatFit', () => {
  it('takes every stray when the bag has room for all their lines', () => {
    const strays = Array.from({length: 20}, (_, index) => stray(`s${index}`, line(`v${index}`)));

    const {fit, waiting} = straysThatFit([line('bag')], strays, 250);

    expect(ids(fit)).toHaveLength(20);
    expect(waiting).toEqual([]);
  });

  it('leaves waiting the strays that would take the bag past the limit, and takes a smaller one after them', () => {
    const bag = [line('a'), line('b'), line('c')];
    const strays = [stray('one', line('x')), stray('two', line('y'), line('z')), stray('three', line('w'))];

    const {fit, waiting} = straysThatFit(bag, strays, 5);

    expect(ids(fit)).toEqual(['one', 'three']);
    expect(ids(waiting)).toEqual(['two']);
  });

  it('counts a line the bag already holds (same variant, same attributes in any order) as no new line', () => {
    const bag = [line('a', 1, [{key: 'k1', value: '1'}, {key: 'k2', value: '2'}])];
    const same = stray('same', line('a', 3, [{key: 'k2', value: '2'}, {key: 'k1', value: '1'}]));
    const other = stray('other', line('a', 1, [{key: 'k1', value: 'changed'}]));

    expect(ids(straysThatFit(bag, [same, other], 1).fit)).toEqual(['same']);
  });

  it('counts the bag by its lines, not by what Shopify could combine', () => {
    expect(ids(straysThatFit([line('a'), line('a')], [stray('s', line('b'))], 2).fit)).toEqual([]);
  });

  it('moves a stray whole: its assembly line never goes without its product', () => {
    const product = line('bed');
    const assembly = line('assembly', 1, [{key: '_assembly-for', value: 'gid://shopify/CartLine/1'}]);

    const {fit, waiting} = straysThatFit([line('a')], [stray('s', product, assembly)], 2);

    expect(fit).toEqual([]);
    expect(ids(waiting)).toEqual(['s']);
  });
});

describe('combinedLines', () => {
  it('sends one line per variant and attribute set, quantities summed', () => {
    const gift = [{key: '_bonus_for_MAT-Q', value: 'Mattress'}];

    const strays = [
      stray('one', line('a', 1), line('gift', 1, gift)),
      stray('two', line('a', 2), line('b')),
      stray('three', line('gift', 1, gift)),
    ];

    expect(combinedLines(strays)).toEqual([line('a', 3), line('gift', 2, gift), line('b')]);
  });

  it('keeps lines whose attributes differ apart', () => {
    const lines = [line('a', 1, [{key: 'k', value: '1'}]), line('a', 1, [{key: 'k', value: '2'}])];
    expect(combinedLines([stray('s', ...lines)])).toHaveLength(2);
  });

  it('leaves the strays it read as they were', () => {
    const original = stray('s', line('a', 1));
    combinedLines([original, stray('t', line('a', 4))]);
    expect(original.lines[0].quantity).toBe(1);
  });
});

describe('mergeLineOf', () => {
  it('reads back what cartLinesAdd needs from a cart line', () => {
    const attributes = [{key: '_time', value: '1'}];
    const merged = mergeLineOf({quantity: 2, attributes, merchandise: {id: 'gid://shopify/ProductVariant/1'}});

    expect(merged).toEqual({merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2, attributes});
    expect(merged.attributes).not.toBe(attributes);
  });
});
