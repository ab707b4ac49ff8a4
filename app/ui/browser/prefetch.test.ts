import {describe, expect, it} from 'vitest';
import {prefetchFor} from './prefetch';

describe('prefetchFor (prefetch is skipped on 2g or data-saver connections)', () => {
  it.each([
    [{effectiveType: '4g'}, 'intent'],
    [{effectiveType: '3g'}, 'intent'],
    [{effectiveType: '2g'}, 'none'],
    [{effectiveType: 'slow-2g'}, 'none'],
    [{effectiveType: '4g', saveData: true}, 'none'],
    [{saveData: false}, 'intent'],
  ] as const)('%o → %s', (connection, expected) => {
    expect(prefetchFor('intent', connection)).toBe(expected);
  });

  it('keeps the link’s own choice when the browser says nothing about the connection', () => {
    expect(prefetchFor('intent', undefined)).toBe('intent');
    expect(prefetchFor('render', null)).toBe('render');
    expect(prefetchFor('none', {effectiveType: '4g'})).toBe('none');
  });
});
