/**
 * Reads a reply's body as text, giving up when `signal` aborts. A fetch's
 * signal is meant to cut off its body too, but not every fetch does so once
 * the headers are in (msw's in-process stand-ins, for one): a body that
 * stalls would then hang its reader for ever. Reading the stream ourselves,
 * racing each chunk against the signal and cancelling the stream on abort,
 * makes the time limit hold everywhere.
 */
export async function readBodyText(response: Response, signal: AbortSignal | undefined): Promise<string> {
  if (!signal || !response.body) return response.text();
  signal.throwIfAborted();
  const reader = response.body.getReader();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => {
      // Rejected first: cancelling ends the pending read as if the body were complete.
      reject(signal.reason);
      reader.cancel(signal.reason).catch(() => {});
    };
    signal.addEventListener('abort', onAbort, {once: true});
  });
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const {done, value} = await Promise.race([reader.read(), aborted]);
      if (done) {
        signal.throwIfAborted();
        return text + decoder.decode();
      }
      text += decoder.decode(value, {stream: true});
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}
