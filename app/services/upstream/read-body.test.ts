import {describe, expect, it} from 'vitest';
import {readBodyText} from './read-body';

/** A reply whose body sends its first bytes and then nothing, whatever happens to the fetch. */
function stalledReply(): {response: Response; cancelled: () => boolean} {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"data":'));
    },
    cancel() {
      cancelled = true;
    },
  });
  return {response: new Response(body), cancelled: () => cancelled};
}

describe('readBodyText', () => {
  it('gives up on a stalled body when the signal aborts, and cancels it', async () => {
    const {response, cancelled} = stalledReply();
    const started = Date.now();
    await expect(readBodyText(response, AbortSignal.timeout(50))).rejects.toMatchObject({name: 'TimeoutError'});
    expect(Date.now() - started).toBeLessThan(1000);
    expect(cancelled()).toBe(true);
  });

  it('reads a whole body as usual', async () => {
    expect(await readBodyText(Response.json({a: 'ü'}), AbortSignal.timeout(1000))).toBe('{"a":"ü"}');
    expect(await readBodyText(new Response('x'), undefined)).toBe('x');
    expect(await readBodyText(new Response(null), AbortSignal.timeout(1000))).toBe('');
  });

  it('refuses at once when the signal has already aborted', async () => {
    await expect(readBodyText(new Response('x'), AbortSignal.abort())).rejects.toBeTruthy();
  });
});
