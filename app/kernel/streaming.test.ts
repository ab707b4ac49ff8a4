import {describe, expect, it} from 'vitest';
import {quickOrStreamed, valueOrStream} from './streaming';

describe('quickOrStreamed', () => {
  it('gives the value when the work settles in time', async () => {
    expect(await quickOrStreamed(Promise.resolve(7), 50)).toEqual({value: 7});
  });

  it('gives the pending work to stream when it is slow', async () => {
    const slow = new Promise<number>((resolve) => setTimeout(() => resolve(9), 80));
    const result = await quickOrStreamed(slow, 10);
    expect('streamed' in result).toBe(true);
    expect(await valueOrStream(result)).toBe(9);
  });
});
