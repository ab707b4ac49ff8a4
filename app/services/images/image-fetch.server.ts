/**
 * Fetches an image the server may fetch on a shopper's behalf (the bed
 * builder's images, for `/api/base64-conversion` and the builder's PDF).
 *
 * - Every URL, the first and each redirect's Location, must pass the exact
 *   host allow-list (app/domain/image-url-policy.ts). Redirects are never
 *   followed by fetch itself (`redirect: 'manual'`), and at most
 *   MAX_REDIRECTS of them.
 * - One time limit covers the whole exchange, redirects and body included.
 * - The size cap is enforced while the body streams in: a missing or lying
 *   Content-Length cannot make the worker buffer more than the cap.
 * - Only `image/*` replies are accepted. SVG is accepted too: the demo CDN
 *   serves SVG, and an SVG handed back as a `data:` URL for an `<img>` (or
 *   drawn into a canvas/PDF) is inert — browsers run no script inside images
 *   and block top-level navigation to `data:` URLs. Raster bytes are sniffed,
 *   so the answer's type is what the bytes are, not what the header claimed.
 *
 * Refusals (the caller's URL or what it led to) are status 400; an allowed
 * upstream that fails, stalls or answers an error is 502.
 */
import {
  isImageContentType,
  judgeImageUrl,
  mediaType,
  sniffImageType,
  type ImageUrlPolicy,
} from '~/domain/image-url-policy';
import {joinChunks} from '~/kernel/bytes';

export const DEFAULT_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const DEFAULT_IMAGE_TIMEOUT_MS = 4_000;
export const MAX_REDIRECTS = 3;

export interface FetchAllowedImageOptions {
  allowedHosts: readonly string[];
  allowHttp: boolean;
  maxBytes?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

export type FetchAllowedImageResult =
  | {ok: true; bytes: Uint8Array; contentType: string}
  | {ok: false; status: number; message: string};

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export async function fetchAllowedImage(
  url: string,
  options: FetchAllowedImageOptions,
): Promise<FetchAllowedImageResult> {
  const policy: ImageUrlPolicy = {allowedHosts: options.allowedHosts, allowHttp: options.allowHttp};
  const maxBytes = options.maxBytes ?? DEFAULT_IMAGE_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_IMAGE_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  const first = judgeImageUrl(url, policy);
  if (!first.ok) return {ok: false, status: 400, message: first.reason};

  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  try {
    let current = first.url;
    for (let hops = 0; ; hops++) {
      const response = await withAbort(
        doFetch(current.href, {
          method: 'GET',
          redirect: 'manual',
          signal,
          headers: {Accept: 'image/avif,image/webp,image/png,image/jpeg,image/svg+xml,image/*;q=0.8'},
        }),
        signal,
      );

      if (REDIRECT_STATUSES.has(response.status)) {
        discard(response);
        const location = response.headers.get('Location');
        if (!location) throw new Refusal(502, 'The image host answered a redirect without a Location.');
        if (hops >= MAX_REDIRECTS) throw new Refusal(400, `The image URL redirects more than ${MAX_REDIRECTS} times.`);
        const next = judgeImageUrl(new URL(location, current).href, policy);
        if (!next.ok) throw new Refusal(400, `The image URL redirects somewhere not allowed: ${next.reason}`);
        current = next.url;
        continue;
      }

      if (!response.ok) {
        discard(response);
        throw new Refusal(502, `The image host answered ${response.status}.`);
      }

      const declared = response.headers.get('Content-Type');
      if (!isImageContentType(declared)) {
        discard(response);
        throw new Refusal(400, `The URL is not an image (${declared ? mediaType(declared) : 'no content type'}).`);
      }
      const length = Number(response.headers.get('Content-Length'));
      if (Number.isFinite(length) && length > maxBytes) {
        discard(response);
        throw new Refusal(400, tooLarge(maxBytes));
      }

      const bytes = await readCapped(response, maxBytes, signal);
      if (bytes.length === 0) throw new Refusal(502, 'The image host answered an empty image.');
      return {ok: true, bytes, contentType: sniffImageType(bytes) ?? mediaType(declared as string)};
    }
  } catch (error) {
    if (error instanceof Refusal) return {ok: false, status: error.status, message: error.message};
    if (timeout.aborted) return {ok: false, status: 502, message: `The image host did not answer within ${timeoutMs} ms.`};
    if (signal.aborted) return {ok: false, status: 502, message: 'The image request was cancelled.'};
    return {ok: false, status: 502, message: 'The image could not be fetched.'};
  }
}

/** Lets go of a body not needed (not awaited: some fetches settle a cancel only when the body ends). */
function discard(response: Response): void {
  response.body?.cancel().catch(() => {});
}

function tooLarge(maxBytes: number): string {
  return `The image is larger than ${Math.floor(maxBytes / 1024)} kB.`;
}

/** Settles with `work`, or rejects once `signal` aborts (not every fetch honours its signal once headers are in). */
function withAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, {once: true});
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Reads the body chunk by chunk, stopping (and cancelling the stream) as soon as it passes `maxBytes`. */
async function readCapped(response: Response, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const {done, value} = await withAbort(reader.read(), signal);
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new Refusal(400, tooLarge(maxBytes));
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw error;
  }
  return joinChunks(chunks, total);
}
