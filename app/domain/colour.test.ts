import {describe, expect, it} from 'vitest';
import {hexColour, isInvalidColour} from './colour';

describe('hexColour', () => {
  it.each([
    ['#abc', '#abc'],
    ['#AABBCC', '#AABBCC'],
    [' #cc2348 ', '#cc2348'],
  ])('keeps %j as %j', (value, expected) => {
    expect(hexColour(value)).toBe(expected);
  });

  it.each([['#ab'], ['#abcd'], ['#12345'], ['#1234567'], ['cc2348'], ['#ggg'], ['red'], ['#red'], [''], ['  ']])(
    'rejects %j',
    (value) => {
      expect(hexColour(value)).toBeNull();
    },
  );

  it('is null for missing values', () => {
    expect(hexColour(null)).toBeNull();
    expect(hexColour(undefined)).toBeNull();
  });
});

describe('isInvalidColour', () => {
  it('flags a set but malformed colour', () => {
    expect(isInvalidColour('crimson')).toBe(true);
    expect(isInvalidColour('#12345')).toBe(true);
  });

  it('does not flag an empty or valid colour', () => {
    expect(isInvalidColour(null)).toBe(false);
    expect(isInvalidColour(' ')).toBe(false);
    expect(isInvalidColour('#FEBD40')).toBe(false);
  });
});
