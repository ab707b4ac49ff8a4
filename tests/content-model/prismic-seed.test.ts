import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {setupServer} from 'msw/node';
import {createClient, createWriteClient, type PrismicDocument} from '@prismicio/client';
import {createClient as createCustomTypesClient} from '@prismicio/custom-types-client';
import {pushModels} from '../../scripts/prismic-push';
import {
  DEMO_ORIGIN,
  demoDocuments,
  demoImageFetch,
  formatReport,
  identityOf,
  planSeed,
  seedDemo,
} from '../../scripts/prismic-seed';
import {loadContent} from '../mocks/prismic/documents';
import {createNewRepository} from '../mocks/prismic/new-repository';

const REPOSITORY = 'dreamhaus-seed';
const TOKEN = 'write-token';
const ENDPOINT = `https://${REPOSITORY}.cdn.prismic.io/api/v2`;
const server = setupServer();

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/*
 * The write client waits 1.5 s between writes to a host (the APIs take one a second): the clock is faked and
 * run forward while a migration is under way, so the ~150 writes of the demo take seconds, not minutes. The
 * fake clock only moves forward across tests, as the client's throttle remembers its last write.
 */
let clock = Date.now();
beforeEach(() => {
  vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'Date'], now: clock});
});
afterEach(() => {
  clock = Date.now() + 10_000;
  vi.useRealTimers();
});

async function fastForward<T>(work: Promise<T>): Promise<T> {
  let settled = false;
  work.then(
    () => (settled = true),
    () => (settled = true),
  );
  while (!settled) {
    await vi.advanceTimersByTimeAsync(250);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return work;
}

/** An empty repository at Prismic's hosts: the Custom Types, Migration, Asset and REST API stand-ins over one store. */
function emptyRepository({rateLimitMs = 1000} = {}) {
  const repository = createNewRepository({repository: REPOSITORY, token: TOKEN, rateLimitMs});
  server.use(...repository.handlers);
  return repository;
}

const writeClient = (transport: typeof fetch = fetch) =>
  createWriteClient(REPOSITORY, {writeToken: TOKEN, documentAPIEndpoint: ENDPOINT, fetch: demoImageFetch(transport)});
const customTypesClient = () => createCustomTypesClient({repositoryName: REPOSITORY, token: TOKEN, fetch});
const readAll = () => createClient(ENDPOINT, {fetch}).dangerouslyGetAll({lang: '*'});

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const keyOf = (doc: {type: string; uid?: string | null; lang: string}) => `${doc.type}|${doc.uid ?? ''}|${doc.lang}`;

/** A document's content without what a new repository gives anew: ids, dates, asset ids and URLs. */
function comparable(value: Json): Json {
  if (Array.isArray(value)) return value.map(comparable);
  if (!isRecord(value)) return value;
  if (value.link_type === 'Document' && typeof value.type === 'string') {
    const {id: _id, first_publication_date: _first, last_publication_date: _last, ...link} = value;
    return {...link, target: keyOf(value as never)};
  }
  if (typeof value.url === 'string' && isRecord(value.dimensions)) {
    const {id: _id, url: _url, ...image} = value;
    return {...comparable(image) as object, image: true};
  }
  // JSON has no undefined: a key the demo leaves undefined is not sent at all.
  return Object.fromEntries(
    Object.entries(value).filter(([, item]) => item !== undefined).map(([key, item]) => [key, comparable(item)]),
  );
}

function byKey(documents: PrismicDocument[]) {
  return Object.fromEntries(
    documents.map((doc) => [identityOf(doc), {url: doc.url, tags: doc.tags, data: comparable(doc.data)}]),
  );
}

describe('npm run prismic:seed against the Migration and Asset API stand-ins', () => {
  it('push then seed into an empty repository gives the demo: same documents, fields, links, images', async () => {
    const {assets} = emptyRepository();
    await pushModels(customTypesClient());
    expect(await readAll()).toEqual([]);

    const result = await fastForward(seedDemo(writeClient()));
    const demo = loadContent().documents;
    expect(result.create).toHaveLength(demo.length);
    expect(result.published).toBe(demo.length);

    const seeded = await readAll();
    expect(byKey(seeded)).toEqual(byKey(demo));

    // Every image field points at an uploaded asset of its size, served by the image CDN stand-in.
    const imageUrls = JSON.stringify(seeded).match(/https:\/\/images\.prismic\.io\/[^"]+/g) ?? [];
    expect(imageUrls.length).toBeGreaterThan(0);
    expect(assets.assets.size).toBe(result.images.length);
    const picture = await fetch(imageUrls[0]!);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
    // Links point at the new documents' ids.
    const ids = new Set(seeded.map((doc) => doc.id));
    const linked = [...JSON.stringify(seeded).matchAll(/"link_type":"Document","id":"([^"]+)"/g)].map((m) => m[1]);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((id) => ids.has(id))).toBe(true);
  }, 60_000);

  it('the second run creates nothing: every demo document is already there', async () => {
    emptyRepository();
    await pushModels(customTypesClient());
    await fastForward(seedDemo(writeClient(), {documents: demoDocuments().slice(0, 3)}));
    const again = await fastForward(seedDemo(writeClient(), {documents: demoDocuments().slice(0, 3)}));
    expect(again.create).toEqual([]);
    expect(again.skip).toHaveLength(3);
    expect(await readAll()).toHaveLength(3);
  });

  it('a dry run lists each document and image it would create, and writes nothing', async () => {
    const {assets} = emptyRepository();
    const result = await fastForward(seedDemo(writeClient(), {dryRun: true}));
    const home = result.create.find((doc) => doc.type === 'home_page');
    expect(home).toMatchObject({lang: 'en-au'});
    expect(result.create).toContainEqual(expect.objectContaining({type: 'store_page', uid: 'alexandria'}));
    expect(result.images.map((image) => image.filename)).toContain('arched-boucle-headboard-1.svg');
    expect(assets.assets.size).toBe(0);
    expect(await readAll()).toEqual([]);

    const printed = formatReport(result, {repository: REPOSITORY, dryRun: true});
    expect(printed).toMatch(/^Would seed dreamhaus-seed:/);
    expect(printed).toContain(`Documents to create (${result.create.length}):`);
    expect(printed).toContain('  store_page alexandria (en-au): ');
    expect(printed).toContain('  arched-boucle-headboard-1.svg (Arched Bouclé Headboard in Ivory Boucle)');
    expect(printed).not.toContain('Published');
  });

  it('the Migration API refuses documents of a type the repository does not have (no push first)', async () => {
    emptyRepository();
    await expect(fastForward(seedDemo(writeClient(), {documents: demoDocuments().slice(0, 1)}))).rejects.toThrow(
      /Unknown custom type/,
    );
  });

  it('the client waits and retries when the API answers 429 (a stricter limit than its own pace)', async () => {
    const {assets} = emptyRepository({rateLimitMs: 2_000});
    await pushModels(customTypesClient());
    const withImage = demoDocuments().filter((doc) => JSON.stringify(doc.data).includes(DEMO_ORIGIN)).slice(0, 2);
    const statuses: number[] = [];
    const counting: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      statuses.push(response.status);
      return response;
    };
    const result = await fastForward(seedDemo(writeClient(counting), {documents: withImage}));
    expect(statuses).toContain(429);
    expect(result.published).toBe(2);
    expect(assets.assets.size).toBeGreaterThan(0);
  });
});

describe('planSeed', () => {
  it('points links to documents the repository already has at their ids there', () => {
    const documents = demoDocuments();
    const header = documents.find((doc) => doc.type === 'header')!;
    const menu = documents.find((doc) => doc.type === 'mega_menu' && JSON.stringify(header.data).includes(doc.id))!;
    const existing = {...menu, id: 'ExistingMenu0001'};
    const {migration, plan} = planSeed([header, menu], [existing]);
    expect(plan.skip.map((doc) => doc.uid)).toEqual([menu.uid]);
    expect(JSON.stringify(migration._documents[0].document.data)).toContain('"id":"ExistingMenu0001"');
  });
});
