/**
 * Below-the-fold extras (recommendations) are started with the page and
 * streamed when they are slow. When they are quick they are simply part of
 * the HTML, so shoppers without JavaScript (for whom streamed parts never
 * appear) see them too.
 */
export const QUICK_EXTRA_MS = 150;

export async function quickOrStreamed<T>(
  work: Promise<T>,
  ms = QUICK_EXTRA_MS,
): Promise<{value: T} | {streamed: Promise<T>}> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  const settled = await Promise.race([work.then((value) => ({value})), late]);
  clearTimeout(timer);
  return settled === 'late' ? {streamed: work} : settled;
}

/** What a loader hands the page: the value itself, or the promise to stream. */
export function valueOrStream<T>(result: {value: T} | {streamed: Promise<T>}): T | Promise<T> {
  return 'value' in result ? result.value : result.streamed;
}
