/**
 * The setup scripts' fetch (prismic:push, prismic:seed, shopify:setup): each request gets a time limit, so a
 * service that stops answering fails the command with a timeout instead of leaving it hanging.
 */
export const SETUP_REQUEST_TIMEOUT_MS = 30_000;

export function fetchWithTimeout(timeoutMs = SETUP_REQUEST_TIMEOUT_MS): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    return fetch(input, {...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout});
  };
}
