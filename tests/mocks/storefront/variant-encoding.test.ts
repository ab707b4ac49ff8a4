import {decodeEncodedVariant} from '@shopify/hydrogen-react';
import {describe, expect, it} from 'vitest';
import {encodeVariantIndexes} from './variant-encoding';

describe('encodeVariantIndexes', () => {
  it.each([
    {name: 'one option with a gap', variants: [[0], [1], [2], [4]], options: 1},
    {name: 'two full options', variants: [[0, 0], [0, 1], [1, 0], [1, 1]], options: 2},
    {name: 'three sparse options', variants: [[0, 0, 0], [0, 0, 2], [0, 1, 1], [2, 0, 0], [2, 0, 1]], options: 3},
  ])('round-trips through hydrogen-react’s decoder: $name', ({variants, options}) => {
    const encoded = encodeVariantIndexes(variants, options);
    expect(encoded.startsWith('v1_')).toBe(true);
    expect(decodeEncodedVariant(encoded)).toEqual(variants);
  });

  it('writes runs as ranges like Shopify', () => {
    expect(encodeVariantIndexes([[0], [1], [2], [4]], 1)).toBe('v1_0-2 4');
    expect(encodeVariantIndexes([[0, 0], [0, 1], [1, 0]], 2)).toBe('v1_0:0-1,1:0,');
  });

  it('is empty without variants or options', () => {
    expect(encodeVariantIndexes([], 2)).toBe('');
  });
});
