/**
 * Stand-in for Shopify's file CDN: serves the demo catalogue's product and
 * collection images as generated SVG illustrations at
 * `/cdn/shop/files/{key}.svg`, and their 3D models (./model3d.ts) at
 * `/cdn/shop/3d/models/{key}.{glb,usdz}`, on any origin.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import {imageByKey, modelByKey} from '../fixtures/catalogue';
import {renderImageSvg, type Crop, type RenderRequest} from './drawings';
import {BED_BUCKET_PATH, bedBuilderImage} from './bed-builder';
import {MODEL_MIME_TYPES, MODELS_PATH, modelFile, type ModelFormat} from './model3d';

const FILES_PATH = '/cdn/shop/files';
const MAX_DIMENSION = 5760;
const CROPS: readonly Crop[] = ['center', 'top', 'bottom', 'left', 'right'];

/** The URL the Storefront API stand-in gives for an image key. */
export function imageUrl(origin: string, key: string): string {
  return `${origin.replace(/\/+$/, '')}${FILES_PATH}/${encodeURIComponent(key)}.svg`;
}

function dimension(value: string | null): number | undefined {
  if (value === null) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_DIMENSION ? n : undefined;
}

/** Shopify's image transform parameters; anything malformed is ignored, as the CDN does. */
function readRenderRequest(params: URLSearchParams): RenderRequest {
  const crop = params.get('crop');
  return {
    width: dimension(params.get('width')),
    height: dimension(params.get('height')),
    crop: CROPS.find((c) => c === crop),
  };
}

const notFound = () => new HttpResponse('Not Found', {status: 404, headers: {'Content-Type': 'text/plain'}});

export const handlers: RequestHandler[] = [
  // Products' 3D models (Model3d sources): fetched cross-origin by model-viewer, hence CORS.
  http.get(`*${MODELS_PATH}/:file`, ({params}) => {
    const match = /^(.+)\.(glb|usdz)$/.exec(String(params.file));
    const model = match ? modelByKey(match[1]) : undefined;
    if (!match || !model) return notFound();
    const format = match[2] as ModelFormat;
    return new HttpResponse(modelFile(model, format), {
      headers: {
        'Content-Type': MODEL_MIME_TYPES[format],
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Access-Control-Allow-Origin': '*',
      },
    });
  }),
  // The bed builder's image bucket (./bed-builder.ts): transparent PNG layers of one scene.
  http.get(`*${BED_BUCKET_PATH}/options/:folder/:file`, ({params}) => {
    const png = bedBuilderImage(`options/${String(params.folder)}/${String(params.file)}`);
    if (!png) return new HttpResponse('Not Found', {status: 404, headers: {'Content-Type': 'text/plain'}});
    return new HttpResponse(png, {
      headers: {
        'Content-Type': 'image/png',
        'Cache-Control': 'public, max-age=3600',
        'Access-Control-Allow-Origin': '*',
      },
    });
  }),
  http.get(`*${FILES_PATH}/:file`, ({params, request}) => {
    // msw hands over the path segment already percent-decoded.
    const file = String(params.file);
    const image = file.endsWith('.svg') ? imageByKey(file.slice(0, -'.svg'.length)) : undefined;
    if (!image) {
      return new HttpResponse('Not Found', {status: 404, headers: {'Content-Type': 'text/plain'}});
    }
    const svg = renderImageSvg(image, readRenderRequest(new URL(request.url).searchParams));
    return new HttpResponse(svg, {
      headers: {
        'Content-Type': 'image/svg+xml',
        // Keys never change content, like Shopify's versioned file URLs.
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Access-Control-Allow-Origin': '*',
      },
    });
  }),
];
