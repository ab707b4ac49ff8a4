import {describe, expect, it} from 'vitest';
import {isChunkLoadError, shouldReloadForChunkError} from './chunk-reload';

describe('chunk reload guard', () => {
  it('reloads when there was no earlier reload', () => {
    expect(shouldReloadForChunkError(null, 1_000, 60_000)).toBe(true);
  });
  it('does not reload twice within 60 seconds', () => {
    expect(shouldReloadForChunkError(1_000, 60_999, 60_000)).toBe(false);
  });
  it('reloads again once 60 seconds have passed', () => {
    expect(shouldReloadForChunkError(1_000, 61_000, 60_000)).toBe(true);
  });
  it('treats a corrupt stored time as no earlier reload', () => {
    expect(shouldReloadForChunkError(Number.NaN, 5, 60_000)).toBe(true);
  });
  it.each([
    ['Failed to fetch dynamically imported module: https://x/assets/route-abc.js', true],
    ['Importing a module script failed.', true],
    ['TypeError: x is undefined', false],
    [undefined, false],
  ])('recognises %s', (message, expected) => {
    expect(isChunkLoadError(message)).toBe(expected);
  });
});
