import {describe, expect, it} from 'vitest';
import {BAG_REQUEST_MESSAGE, QUANTITY_MESSAGE, TOO_MANY_LINES_MESSAGE} from './bag-input';
import {parseQuantity, validateBagFormInput} from './bag-form-schema';

const VARIANT = 'gid://shopify/ProductVariant/101';
const LINE = 'gid://shopify/CartLine/ab12-cd34?cart=Z2NwLXVzLWNlbnRyYWw';
const LINE_2 = 'gid://shopify/CartLine/ef56?cart=Z2NwLXVzLWNlbnRyYWw';

describe('parseQuantity', () => {
  it.each([
    [1, 1],
    [999, 999],
    ['3', 3],
    [' 12 ', 12],
    ['007', 7],
    [2.0, 2],
  ])('accepts %j as %s', (raw, quantity) => {
    expect(parseQuantity(raw)).toEqual({ok: true, quantity});
  });

  it.each([
    [0],
    [-1],
    [1000],
    [1e9],
    [1.5],
    ['1.5'],
    ['2.0'],
    ['-2'],
    ['+2'],
    ['1e2'],
    ['abc'],
    [''],
    ['  '],
    [NaN],
    [Infinity],
    [null],
    [undefined],
    [true],
    [[3]],
    [{quantity: 3}],
  ])('rejects %j with the shopper message', (raw) => {
    const result = parseQuantity(raw);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe('Enter a quantity between 1 and 999.');
      expect(result.reason).toMatch(/quantity/);
    }
  });

  it.each([
    [0, true],
    ['0', true],
    [-1, false],
    [1000, false],
  ])('with a minimum of 0, %j → ok %s', (raw, ok) => {
    const result = parseQuantity(raw, 0);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.message).toBe('Enter a quantity between 0 and 999.');
  });
});

function linesAdd(lines: unknown, extra: Record<string, unknown> = {}) {
  return {action: 'LinesAdd', inputs: {lines, ...extra}};
}

describe('validateBagFormInput: accepted', () => {
  it.each([
    [
      'LinesAdd with one line',
      linesAdd([{merchandiseId: VARIANT, quantity: 2}]),
      {ok: true, action: 'LinesAdd', lines: [{merchandiseId: VARIANT, quantity: 2}], redirectTo: null},
    ],
    [
      'LinesAdd defaulting quantity to 1, keeping attributes, dropping selectedVariant',
      linesAdd([
        {
          merchandiseId: VARIANT,
          attributes: [{key: '_time', value: '1700000000'}],
          selectedVariant: {id: VARIANT, price: {amount: '1', currencyCode: 'AUD'}},
        },
      ]),
      {
        ok: true,
        action: 'LinesAdd',
        lines: [{merchandiseId: VARIANT, quantity: 1, attributes: [{key: '_time', value: '1700000000'}]}],
        redirectTo: null,
      },
    ],
    [
      'LinesAdd with empty attributes and a string quantity from a form field',
      linesAdd([{merchandiseId: VARIANT, quantity: '4', attributes: []}], {analytics: '{}'}),
      {ok: true, action: 'LinesAdd', lines: [{merchandiseId: VARIANT, quantity: 4, attributes: []}], redirectTo: null},
    ],
    [
      'LinesAdd with a quantity typed in the Quantity field, which wins over the form’s',
      linesAdd([{merchandiseId: VARIANT, quantity: 1}], {quantity: '120'}),
      {ok: true, action: 'LinesAdd', lines: [{merchandiseId: VARIANT, quantity: 120}], redirectTo: null},
    ],
    [
      'LinesAdd with a local redirect',
      linesAdd([{merchandiseId: VARIANT, quantity: 1}], {redirectTo: '/cart?from=pdp'}),
      {ok: true, action: 'LinesAdd', lines: [{merchandiseId: VARIANT, quantity: 1}], redirectTo: '/cart?from=pdp'},
    ],
    [
      'LinesAdd with exactly 250 lines',
      linesAdd(Array.from({length: 250}, () => ({merchandiseId: VARIANT, quantity: 1}))),
      expect.objectContaining({ok: true, action: 'LinesAdd'}),
    ],
    [
      'LinesUpdate to 0 (remove) and 999',
      {action: 'LinesUpdate', inputs: {lines: [{id: LINE, quantity: 0}, {id: LINE_2, quantity: 999}]}},
      {
        ok: true,
        action: 'LinesUpdate',
        lines: [
          {id: LINE, quantity: 0},
          {id: LINE_2, quantity: 999},
        ],
        redirectTo: null,
      },
    ],
    [
      'LinesUpdate dropping a forged merchandiseId',
      {action: 'LinesUpdate', inputs: {lines: [{id: LINE, quantity: 3, merchandiseId: VARIANT}]}},
      {ok: true, action: 'LinesUpdate', lines: [{id: LINE, quantity: 3}], redirectTo: null},
    ],
    [
      'LinesRemove',
      {action: 'LinesRemove', inputs: {lineIds: [LINE, LINE_2]}},
      {ok: true, action: 'LinesRemove', lineIds: [LINE, LINE_2], redirectTo: null},
    ],
    [
      'the raw cartFormInput JSON string',
      JSON.stringify({action: 'LinesRemove', inputs: {lineIds: [LINE]}}),
      {ok: true, action: 'LinesRemove', lineIds: [LINE], redirectTo: null},
    ],
  ])('%s', (_label, raw, expected) => {
    expect(validateBagFormInput(raw)).toEqual(expected);
  });
});

describe('validateBagFormInput: rejected', () => {
  const generic = BAG_REQUEST_MESSAGE;
  it.each([
    ['not JSON', '{action: LinesAdd', generic],
    ['JSON that is not an object', '[1,2]', generic],
    ['null', null, generic],
    ['a number', 42, generic],
    ['missing action', {inputs: {lineIds: [LINE]}}, generic],
    ['an unknown action', {action: 'DiscountCodesUpdate', inputs: {discountCodes: ['X']}}, generic],
    ['a lower-case action', {action: 'linesadd', inputs: {lines: []}}, generic],
    ['inputs that is not an object', {action: 'LinesRemove', inputs: [LINE]}, generic],
    ['missing inputs', {action: 'LinesRemove'}, generic],
    ['lines that is not an array', linesAdd({merchandiseId: VARIANT, quantity: 1}), generic],
    ['empty lines', linesAdd([]), generic],
    ['251 lines', linesAdd(Array.from({length: 251}, () => ({merchandiseId: VARIANT, quantity: 1}))), TOO_MANY_LINES_MESSAGE],
    ['a line that is a string', linesAdd([VARIANT]), generic],
    ['a product gid as merchandise', linesAdd([{merchandiseId: 'gid://shopify/Product/1', quantity: 1}]), generic],
    ['a bare numeric merchandise id', linesAdd([{merchandiseId: '101', quantity: 1}]), generic],
    ['a missing merchandise id', linesAdd([{quantity: 1}]), generic],
    ['quantity 0 on add', linesAdd([{merchandiseId: VARIANT, quantity: 0}]), QUANTITY_MESSAGE],
    ['quantity 1000 on add', linesAdd([{merchandiseId: VARIANT, quantity: 1000}]), QUANTITY_MESSAGE],
    ['a decimal quantity', linesAdd([{merchandiseId: VARIANT, quantity: 1.5}]), QUANTITY_MESSAGE],
    ['a text quantity', linesAdd([{merchandiseId: VARIANT, quantity: 'lots'}]), QUANTITY_MESSAGE],
    ['a typed quantity of 1000', linesAdd([{merchandiseId: VARIANT, quantity: 1}], {quantity: '1000'}), QUANTITY_MESSAGE],
    ['a typed quantity of 0', linesAdd([{merchandiseId: VARIANT, quantity: 1}], {quantity: '0'}), QUANTITY_MESSAGE],
    ['an empty Quantity field', linesAdd([{merchandiseId: VARIANT, quantity: 1}], {quantity: ''}), QUANTITY_MESSAGE],
    [
      'a typed quantity on an add of two lines',
      linesAdd([{merchandiseId: VARIANT, quantity: 1}, {merchandiseId: VARIANT, quantity: 1}], {quantity: '2'}),
      generic,
    ],
    ['attributes that is an object', linesAdd([{merchandiseId: VARIANT, quantity: 1, attributes: {a: 'b'}}]), generic],
    ['an attribute with a numeric value', linesAdd([{merchandiseId: VARIANT, quantity: 1, attributes: [{key: 'a', value: 1}]}]), generic],
    ['an attribute without a value', linesAdd([{merchandiseId: VARIANT, quantity: 1, attributes: [{key: 'a'}]}]), generic],
    ['an attribute with an empty key', linesAdd([{merchandiseId: VARIANT, quantity: 1, attributes: [{key: ' ', value: 'b'}]}]), generic],
    ['an attribute with an extra field', linesAdd([{merchandiseId: VARIANT, quantity: 1, attributes: [{key: 'a', value: 'b', x: 1}]}]), generic],
    ['an attribute that is a string', linesAdd([{merchandiseId: VARIANT, quantity: 1, attributes: ['a=b']}]), generic],
    ['31 attributes', linesAdd([{merchandiseId: VARIANT, quantity: 1, attributes: Array.from({length: 31}, (_, i) => ({key: `k${i}`, value: 'v'}))}]), generic],
    ['a second line that is bad', linesAdd([{merchandiseId: VARIANT, quantity: 1}, {merchandiseId: 'x', quantity: 1}]), generic],
    ['an update with a variant gid as line id', {action: 'LinesUpdate', inputs: {lines: [{id: VARIANT, quantity: 1}]}}, generic],
    ['an update with a Cart gid as line id', {action: 'LinesUpdate', inputs: {lines: [{id: 'gid://shopify/Cart/x?key=y', quantity: 1}]}}, generic],
    ['an update without quantity', {action: 'LinesUpdate', inputs: {lines: [{id: LINE}]}}, 'Enter a quantity between 0 and 999.'],
    ['an update to -1', {action: 'LinesUpdate', inputs: {lines: [{id: LINE, quantity: -1}]}}, 'Enter a quantity between 0 and 999.'],
    ['an update to 1000', {action: 'LinesUpdate', inputs: {lines: [{id: LINE, quantity: 1000}]}}, 'Enter a quantity between 0 and 999.'],
    ['a remove with no ids', {action: 'LinesRemove', inputs: {lineIds: []}}, generic],
    ['a remove with lines instead of lineIds', {action: 'LinesRemove', inputs: {lines: [LINE]}}, generic],
    ['a remove with a non-gid id', {action: 'LinesRemove', inputs: {lineIds: [LINE, 'abc']}}, generic],
    ['a remove with a numeric id', {action: 'LinesRemove', inputs: {lineIds: [12]}}, generic],
    ['an absolute redirect', linesAdd([{merchandiseId: VARIANT, quantity: 1}], {redirectTo: 'https://evil.example/'}), generic],
    ['a protocol-relative redirect', linesAdd([{merchandiseId: VARIANT, quantity: 1}], {redirectTo: '//evil.example/'}), generic],
    ['a backslash redirect', linesAdd([{merchandiseId: VARIANT, quantity: 1}], {redirectTo: '/\\evil.example'}), generic],
    ['a non-string redirect', linesAdd([{merchandiseId: VARIANT, quantity: 1}], {redirectTo: ['/cart']}), generic],
  ])('%s', (_label, raw, message) => {
    const result = validateBagFormInput(raw);
    expect(result).toEqual({ok: false, message, reason: expect.any(String)});
  });
});
