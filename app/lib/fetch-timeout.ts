/**
 * Hydrogen's Storefront client calls the global fetch with (url, init) and
 * takes no signal, so the worker gives every outgoing request whose init has
 * no signal a time limit. Services that set their own (content, delivery,
 * loyalty, mail) keep theirs.
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;

export function withDefaultTimeout(baseFetch: typeof fetch, timeoutMs = DEFAULT_UPSTREAM_TIMEOUT_MS): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    init?.signal
      ? baseFetch(input, init)
      : baseFetch(input, {...init, signal: AbortSignal.timeout(timeoutMs)})) as typeof fetch;
}
