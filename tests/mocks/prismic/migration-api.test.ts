import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {setupServer} from 'msw/node';
import {customTypeModels, sharedSliceModels} from '../../../scripts/prismic-models';
import {ASSET_API, IMAGE_CDN, createAssetApiHandlers, createAssetLibrary, imageSize} from './asset-api';
import {createCustomTypesRepository} from './custom-types-api';
import {loadContent} from './documents';
import {MIGRATION_API, createMigrationApiHandlers, createMigrationRelease} from './migration-api';

const REPOSITORY = 'dreamhaus-wire';
const TOKEN = 'write-token';
const server = setupServer();
const headers = (extra: Record<string, string> = {}) => ({
  repository: REPOSITORY,
  authorization: `Bearer ${TOKEN}`,
  'content-type': 'application/json',
  ...extra,
});

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterAll(() => server.close());
// Each request one (fake) second after the previous one, unless a test says otherwise.
let clock = Date.now();
beforeEach(() => vi.useFakeTimers({toFake: ['Date'], now: clock}));
afterEach(() => {
  clock = Date.now() + 10_000;
  vi.useRealTimers();
  server.resetHandlers();
});
const later = () => vi.setSystemTime(Date.now() + 1_000);

function standIn() {
  const models = createCustomTypesRepository();
  for (const model of customTypeModels()) models.customTypes.set(model.id, model);
  for (const model of sharedSliceModels()) models.slices.set(model.id, model);
  const content = loadContent({});
  const assets = createAssetLibrary();
  const release = createMigrationRelease();
  server.use(
    ...createMigrationApiHandlers({repository: REPOSITORY, token: TOKEN, content, models, assets, release}),
    ...createAssetApiHandlers({repository: REPOSITORY, token: TOKEN, library: assets}),
  );
  return {content, assets, release};
}

const post = (body: unknown, extra?: Record<string, string>) =>
  fetch(`${MIGRATION_API}/documents`, {method: 'POST', headers: headers(extra), body: JSON.stringify(body)});
/** An answer's JSON body (the tests read only what they check). */
const read = async (response: Response) => (await response.json()) as Record<string, string>;
const redirect = {title: 'Old warranty', type: 'seo_redirect', lang: 'en-au', data: {}};

describe('Migration API stand-in', () => {
  it('creates a draft (201 with its id), fills it (PUT, 200); publishing makes it a served document', async () => {
    const {content, release} = standIn();
    const created = await post(redirect);
    expect(created.status).toBe(201);
    const {id, type, lang, title} = await read(created);
    expect({type, lang, title}).toEqual({type: 'seo_redirect', lang: 'en-au', title: 'Old warranty'});
    expect(id).toHaveLength(16);

    later();
    const data = {from: '/pages/old-warranty', to: '/pages/warranty', status_code: '301'};
    const put = await fetch(`${MIGRATION_API}/documents/${id}`, {
      method: 'PUT',
      headers: headers(),
      body: JSON.stringify({data}),
    });
    expect(put.status).toBe(200);
    expect(content.documents).toEqual([]);
    expect(release.drafts.get(id)?.data).toEqual(data);

    later();
    const publishUrl = `${MIGRATION_API}/migration-release/publish`;
    const publish = await fetch(publishUrl, {method: 'POST', headers: headers(), body: '{}'});
    expect(publish.status).toBe(202);
    expect(await read(publish)).toEqual({totalItems: 1});
    expect(content.documents).toMatchObject([{id, type: 'seo_redirect', data}]);
  });

  it('answers errors in the shapes the client reads: 401 {message}, 403 {Message}, 400 and 404 {message}', async () => {
    standIn();
    const unauthenticated = await post(redirect, {authorization: ''});
    expect(unauthenticated.status).toBe(401);
    expect(await read(unauthenticated)).toEqual({message: 'Unauthorized'});
    const otherRepository = await post(redirect, {repository: 'someone-else'});
    expect(otherRepository.status).toBe(403);
    expect(await read(otherRepository)).toHaveProperty('Message');

    const missingUid = await post({title: 'A store', type: 'store_page', lang: 'en-au', data: {}});
    expect(missingUid.status).toBe(400);
    expect((await read(missingUid)).message).toMatch(/uid is required/);
    later();
    const unknownType = await post({...redirect, type: 'nope'});
    expect(unknownType.status).toBe(400);
    later();
    const missingUrl = `${MIGRATION_API}/documents/ZdocMissing00000`;
    const missing = await fetch(missingUrl, {method: 'PUT', headers: headers(), body: '{"data":{}}'});
    expect(missing.status).toBe(404);
    expect(await read(missing)).toHaveProperty('message');
  });

  it('refuses content its custom type refuses, and images of assets it does not have', async () => {
    standIn();
    const {id} = await read(await post(redirect));
    later();
    const wrong = await fetch(`${MIGRATION_API}/documents/${id}`, {
      method: 'PUT',
      headers: headers(),
      body: JSON.stringify({data: {from: 42}}),
    });
    expect(wrong.status).toBe(400);
    expect((await read(wrong)).message).toMatch(/seo_redirect/);

    later();
    const headerDraft = {title: 'Header', type: 'header', uid: 'site-header', lang: 'en-au', data: {}};
    const header = await read(await post(headerDraft));
    expect(header.uid).toBe('site-header');
    later();
    const image = {id: 'ZassetUnknown000', url: 'x', dimensions: {width: 1, height: 1}, alt: null, copyright: null};
    const put = await fetch(`${MIGRATION_API}/documents/${header.id}`, {
      method: 'PUT',
      headers: headers(),
      body: JSON.stringify({data: {site_logo: image}}),
    });
    expect(put.status).toBe(400);
    expect((await read(put)).message).toMatch(/unknown asset/);
  });

  it('takes one request a second per repository: 429 {message} sooner', async () => {
    standIn();
    expect((await post(redirect)).status).toBe(201);
    const tooSoon = await post(redirect);
    expect(tooSoon.status).toBe(429);
    expect(await read(tooSoon)).toEqual({message: 'Too Many Requests'});
    later();
    expect((await post(redirect)).status).toBe(201);
  });
});

describe('Asset API stand-in', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="1" height="1"/></svg>';
  const upload = (extra?: Record<string, string>) => {
    const form = new FormData();
    form.append('file', new File([svg], 'bed.svg', {type: 'image/svg+xml'}));
    form.append('alt', 'A bed');
    return fetch(`${ASSET_API}/assets`, {
      method: 'POST',
      headers: {repository: REPOSITORY, authorization: `Bearer ${TOKEN}`, ...extra},
      body: form,
    });
  };

  it('takes a multipart upload, measures the image, and the image CDN serves it back', async () => {
    const {assets} = standIn();
    const response = await upload();
    expect(response.status).toBe(200);
    const asset = await read(response);
    expect(asset).toMatchObject({filename: 'bed.svg', extension: 'svg', kind: 'image', alt: 'A bed'});
    expect(asset).toMatchObject({width: 640, height: 480});
    expect(asset.url.startsWith(`${IMAGE_CDN}/${REPOSITORY}/${asset.id}_`)).toBe(true);
    expect(assets.assets.size).toBe(1);
    const served = await fetch(asset.url);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).toBe(svg);
  });

  it('answers {error}: 401 without the token, 429 sooner than a second after the last upload', async () => {
    standIn();
    const refused = await upload({authorization: 'Bearer wrong'});
    expect(refused.status).toBe(401);
    expect(await read(refused)).toHaveProperty('error');
    expect((await upload()).status).toBe(200);
    const tooSoon = await upload();
    expect(tooSoon.status).toBe(429);
    expect(await read(tooSoon)).toEqual({error: 'Too Many Requests'});
  });

  it('reads sizes from SVG attributes or viewBox and PNG headers', () => {
    const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
    expect(imageSize(bytes('<svg viewBox="0 0 300 200"></svg>'), 'svg')).toEqual({width: 300, height: 200});
    const png = new Uint8Array(24);
    new DataView(png.buffer).setUint32(16, 800);
    new DataView(png.buffer).setUint32(20, 600);
    expect(imageSize(png.buffer, 'png')).toEqual({width: 800, height: 600});
    expect(imageSize(bytes('%PDF'), 'pdf')).toBeUndefined();
  });
});
