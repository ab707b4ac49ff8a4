import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {toDataUrl} from '~/domain/image-url-policy';
import {fetchAllowedImage} from '~/services/images/image-fetch.server';

/** An image behind an allowed URL does not change often; the answer may be kept a day. */
const CACHE_IMAGE = {'Cache-Control': 'public, max-age=86400, stale-while-revalidate=86400'};
/** A refusal or failure is never kept: the next request asks again (config may change, the host may recover). */
const NO_STORE = {'Cache-Control': 'no-store'};

export interface Base64ConversionReply {
  /** The image as a `data:` URL (`data:image/png;base64,...`). */
  data: string;
}

export interface Base64ConversionRefusal {
  error: string;
}

/**
 * GET /api/base64-conversion?url={encoded image url} — the bed builder's images as `data:` URLs, so it
 * can draw and export them without cross-origin trouble. Only images on the
 * configured image CDN hosts are fetched (IMAGE_CDN_HOSTS; https only in
 * production); every refusal is a 400 with `{error}`, an allowed host that
 * fails is a 502.
 */
export async function loader({request, context}: LoaderFunctionArgs) {
  const url = new URL(request.url).searchParams.getAll('url');
  if (url.length !== 1 || url[0].trim() === '') {
    return refusal(400, 'Give exactly one image URL as ?url=.');
  }
  const result = await fetchAllowedImage(url[0], {
    allowedHosts: context.settings.imageFetch.allowedHosts,
    allowHttp: context.settings.imageFetch.allowHttp,
    signal: context.deadline,
  });
  if (!result.ok) return refusal(result.status, result.message);
  const reply: Base64ConversionReply = {data: toDataUrl(result.bytes, result.contentType)};
  return Response.json(reply, {headers: CACHE_IMAGE});
}

/** Anything but GET (and HEAD, which Remix answers from the loader). */
export async function action() {
  return Response.json({error: 'Use GET.'} satisfies Base64ConversionRefusal, {
    status: 405,
    headers: {Allow: 'GET', ...NO_STORE},
  });
}

function refusal(status: number, message: string) {
  return Response.json({error: message} satisfies Base64ConversionRefusal, {status, headers: NO_STORE});
}
