/**
 * Stand-in for Prismic's Asset API (https://asset-api.prismic.io), for `@prismicio/client`'s write client used
 * unchanged: POST /assets (multipart: `file`, optional `notes`, `credits`, `alt`) answers 200 with the asset,
 * GET /assets lists them, PATCH /assets/{id}, GET and POST /tags. Like the real API it wants the `repository` header
 * and a Bearer write token (401 `{error}` otherwise), takes one request a second per repository (429 past that) and
 * answers errors as `{error}`, which is what the client reads. Uploaded files are kept and served back from the
 * image CDN stand-in (`https://images.prismic.io/{repository}/{id}_{filename}`), with their width and height read
 * from the file (SVG's width/height attributes, PNG's header) as Prismic measures images.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';

export const ASSET_API = 'https://asset-api.prismic.io';
export const IMAGE_CDN = 'https://images.prismic.io';

/** An asset as the Asset API answers it (the client's own type is not exported). */
export interface Asset {
  id: string;
  url: string;
  created_at: number;
  last_modified: number;
  filename: string;
  extension: string;
  size: number;
  kind: 'audio' | 'document' | 'image' | 'video';
  width?: number;
  height?: number;
  notes?: string;
  credits?: string;
  alt?: string;
  tags?: {id: string; name: string}[];
}

export interface StoredAsset extends Asset {
  bytes: ArrayBuffer;
  contentType: string;
}

export interface AssetLibrary {
  assets: Map<string, StoredAsset>;
  tags: Map<string, {id: string; name: string}>;
}

export function createAssetLibrary(): AssetLibrary {
  return {assets: new Map(), tags: new Map()};
}

/** One write a second per repository, the Migration and Asset APIs' limit; time from Date.now (fakeable). */
export function createRateLimit(intervalMs = 1000) {
  let last = -Infinity;
  return {
    /** A 429 when the request came too soon after the previous one it let through. */
    refuse(body: Record<string, string>): Response | undefined {
      const now = Date.now();
      if (now - last < intervalMs) return HttpResponse.json(body, {status: 429});
      last = now;
      return undefined;
    },
  };
}

const IMAGE_EXTENSIONS = new Set(['svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif']);

/** Pixel size of an SVG (width/height attributes, else the viewBox) or a PNG (IHDR); undefined otherwise. */
export function imageSize(bytes: ArrayBuffer, extension: string): {width: number; height: number} | undefined {
  if (extension === 'png') {
    const view = new DataView(bytes);
    return bytes.byteLength >= 24 ? {width: view.getUint32(16), height: view.getUint32(20)} : undefined;
  }
  if (extension !== 'svg') return undefined;
  const tag = /<svg\b[^>]*>/.exec(new TextDecoder().decode(bytes))?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(tag)?.[1];
  const [width, height] = [attribute('width'), attribute('height')].map(Number);
  if (width > 0 && height > 0) return {width: Math.round(width), height: Math.round(height)};
  const box = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(tag);
  return box ? {width: Math.round(Number(box[1])), height: Math.round(Number(box[2]))} : undefined;
}

let counter = 0;
/** Prismic-like ids: 16 characters, unique within the process. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}${counter.toString(36).padStart(16 - prefix.length, '0')}`.slice(0, 16);
}

interface Options {
  repository: string;
  token: string;
  library?: AssetLibrary;
  endpoint?: string;
  /** The image CDN: an origin, or a path on the origin the upload came to. */
  cdn?: string;
  rateLimitMs?: number;
}

/** The asset as the API answers it: without the stored bytes. */
function publicAsset({bytes: _bytes, contentType: _type, ...asset}: StoredAsset): Asset {
  return asset;
}

export function createAssetApiHandlers({
  repository,
  token,
  library = createAssetLibrary(),
  endpoint = ASSET_API,
  cdn = IMAGE_CDN,
  rateLimitMs = 1000,
}: Options): RequestHandler[] {
  const limit = createRateLimit(rateLimitMs);
  // A path (the mock shop's rehearsal repository) is on the origin the request came to.
  const relative = cdn.startsWith('/');
  const cdnBase = (request: Request) => (relative ? `${new URL(request.url).origin}${cdn}` : cdn);
  const error = (status: number, message: string) => HttpResponse.json({error: message}, {status});
  const refused = (request: Request, write = false) => {
    if (request.headers.get('authorization') !== `Bearer ${token}`) return error(401, 'Invalid access token');
    if (request.headers.get('repository') !== repository) return error(401, `Not allowed on repository`);
    return write ? limit.refuse({error: 'Too Many Requests'}) : undefined;
  };

  return [
    http.post(`${endpoint}/assets`, async ({request}) => {
      const refusal = refused(request, true);
      if (refusal) return refusal;
      const form = await request.formData().catch(() => undefined);
      const file = form?.get('file');
      if (!form || !(file instanceof Blob)) return error(400, 'A multipart body with a `file` is required');
      const filename = (file instanceof File && file.name) || 'file';
      const extension = filename.includes('.') ? filename.split('.').pop()!.toLowerCase() : '';
      const bytes = await file.arrayBuffer();
      if (bytes.byteLength === 0) return error(400, 'The file is empty');
      const id = newId('Zasset');
      const now = Math.floor(Date.now() / 1000);
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' && value ? value : undefined;
      };
      const asset: StoredAsset = {
        id,
        url: `${cdnBase(request)}/${repository}/${id}_${encodeURIComponent(filename)}`,
        created_at: now,
        last_modified: now,
        filename,
        extension,
        size: bytes.byteLength,
        kind: IMAGE_EXTENSIONS.has(extension) ? 'image' : 'document',
        ...imageSize(bytes, extension),
        notes: text('notes'),
        credits: text('credits'),
        alt: text('alt'),
        tags: [],
        bytes,
        contentType: file.type || (extension === 'svg' ? 'image/svg+xml' : 'application/octet-stream'),
      };
      library.assets.set(id, asset);
      return HttpResponse.json(publicAsset(asset));
    }),

    http.get(`${endpoint}/assets`, ({request}) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      const items = [...library.assets.values()].map(publicAsset);
      return HttpResponse.json({items, total: items.length, is_opensearch_result: false});
    }),

    http.patch(`${endpoint}/assets/:id`, async ({request, params}) => {
      const refusal = refused(request, true);
      if (refusal) return refusal;
      const asset = library.assets.get(String(params.id));
      if (!asset) return error(404, 'Asset not found');
      const body = (await request.json().catch(() => undefined)) as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object') return error(400, 'A JSON body is required');
      for (const key of ['notes', 'credits', 'alt', 'filename'] as const) {
        if (typeof body[key] === 'string') asset[key] = body[key];
      }
      if (Array.isArray(body.tags)) {
        asset.tags = body.tags.flatMap((tagId) => library.tags.get(String(tagId)) ?? []);
      }
      asset.last_modified = Math.floor(Date.now() / 1000);
      return HttpResponse.json(publicAsset(asset));
    }),

    http.get(`${endpoint}/tags`, ({request}) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      return HttpResponse.json({items: [...library.tags.values()]});
    }),

    http.post(`${endpoint}/tags`, async ({request}) => {
      const refusal = refused(request, true);
      if (refusal) return refusal;
      const {name} = ((await request.json().catch(() => ({}))) ?? {}) as {name?: unknown};
      if (typeof name !== 'string' || name.length < 3 || name.length > 20) {
        return error(400, 'A tag name is 3 to 20 characters');
      }
      const tag = {id: newId('Ztag'), name};
      library.tags.set(tag.id, tag);
      return HttpResponse.json(tag, {status: 201});
    }),

    // The image CDN: what was uploaded, as uploaded (Imgix parameters ignored).
    http.get(`${relative ? '*' : ''}${cdn}/${repository}/:file`, ({params}) => {
      const id = String(params.file).split('_')[0];
      const asset = library.assets.get(id);
      if (!asset) return new HttpResponse('Not found', {status: 404});
      return new HttpResponse(asset.bytes, {headers: {'Content-Type': asset.contentType}});
    }),
  ];
}
