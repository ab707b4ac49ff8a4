/**
 * `npm run prismic:seed`: puts the demo content (tests/mocks/fixtures/content, as the stand-in serves it) into a
 * Prismic repository through the Migration API, with `@prismicio/client`'s write client: every image the documents
 * use is uploaded to the media library (Asset API) and the image fields point at the new assets; links between
 * documents point at the new documents. Documents the repository already has (same type, uid and language) are
 * skipped, and links to them point at the existing ones. The migration release is then published, unless
 * `--no-publish`. `--dry-run` only prints what would be created. Run `npm run prismic:push` first: the Migration API
 * refuses documents of types the repository does not have.
 *
 * Env: PRISMIC_WRITE_TOKEN (a write token, Settings → API & Security; not needed for --dry-run); the repository as
 * prismic:push resolves it; PRISMIC_ACCESS_TOKEN if the repository's Content API is private;
 * PRISMIC_MIGRATION_API and PRISMIC_ASSET_API override Prismic's endpoints.
 *
 * The Migration API takes one request a second, and the client waits between requests: seeding the demo takes
 * a few minutes.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, normalize} from 'node:path';
import {fileURLToPath} from 'node:url';
import {
  asText,
  createMigration,
  createWriteClient,
  type Client,
  type Migration,
  type MigrateReporterEvents,
  type PrismicDocument,
  type RichTextField,
  type WriteClient,
} from '@prismicio/client';
import {ORIGIN_TOKEN} from '../tests/mocks/fixtures/content/index';
import {imageByKey} from '../tests/mocks/fixtures/catalogue';
import {contentImageSvg} from '../tests/mocks/prismic/content-image';
import {CONTENT_IMAGE_PATH, loadContent} from '../tests/mocks/prismic/documents';
import {renderImageSvg} from '../tests/mocks/images/drawings';
import {fetchWithTimeout} from './fetch-with-timeout';
import {PROJECT_ROOT, customTypeModels} from './prismic-models';
import {repositoryName} from './prismic-push';

/** Where the demo's images seem to live while seeding: answered by demoImageFetch, never on the network. */
export const DEMO_ORIGIN = 'https://demo-content.invalid';
const SHOP_FILES_PATH = '/cdn/shop/files/';

export interface PlannedDocument {
  type: string;
  uid: string | null;
  lang: string;
  title: string;
}

export interface SeedPlan {
  create: PlannedDocument[];
  /** Already in the repository (same type, uid and language): left alone. */
  skip: PlannedDocument[];
  images: {filename: string; alt: string | null}[];
}

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isImage = (value: Json): value is Record<string, Json> & {url: string} =>
  isRecord(value) && typeof value.url === 'string' && isRecord(value.dimensions);

/** Images the site serves itself (`/brand/logo.svg`, from public/) get an absolute URL, so they are uploaded too. */
function absoluteImages(value: Json): Json {
  if (Array.isArray(value)) return value.map(absoluteImages);
  if (!isRecord(value)) return value;
  const entries = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteImages(item)]));
  return isImage(value) && value.url.startsWith('/') ? {...entries, url: `${DEMO_ORIGIN}${value.url}`} : entries;
}

/** The demo documents as the stand-in serves them (brand name in, links filled), images on DEMO_ORIGIN. */
export function demoDocuments(): PrismicDocument[] {
  const documents = JSON.parse(JSON.stringify(loadContent().documents).replaceAll(ORIGIN_TOKEN, DEMO_ORIGIN));
  return absoluteImages(documents) as PrismicDocument[];
}

/**
 * A fetch that answers the demo's image URLs with the pictures the offline store draws (the same SVGs the
 * stand-ins serve), and passes every other request on.
 */
export function demoImageFetch(next: typeof fetch = fetch): typeof fetch {
  const images = loadContent().images;
  const svg = (body: string) => new Response(body, {headers: {'Content-Type': 'image/svg+xml'}});
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== DEMO_ORIGIN) return next(input, init);
    const file = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    if (url.pathname.startsWith(CONTENT_IMAGE_PATH) && images.has(file)) {
      return svg(contentImageSvg(file.replace(/\.svg$/, ''), images.get(file)!));
    }
    const image = url.pathname.startsWith(SHOP_FILES_PATH) ? imageByKey(file.replace(/\.svg$/, '')) : undefined;
    if (image) return svg(renderImageSvg(image));
    // The site's own files (public/), such as the logo.
    const path = normalize(join(PROJECT_ROOT, 'public', decodeURIComponent(url.pathname)));
    if (path.startsWith(join(PROJECT_ROOT, 'public')) && path.endsWith('.svg') && existsSync(path)) {
      return svg(readFileSync(path, 'utf8'));
    }
    return new Response('Not found', {status: 404});
  };
}

/** Content without what differs between repositories (ids, dates, asset URLs), keys sorted. */
function stable(value: Json): Json {
  if (Array.isArray(value)) return value.map(stable);
  if (!isRecord(value)) return value;
  const skip = new Set(['id', 'url', 'first_publication_date', 'last_publication_date']);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !skip.has(key) && item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, stable(item)]),
  );
}

let repeatableTypes: Set<string> | undefined;

/**
 * What makes a document the same one in another repository: type, uid and language; for a repeatable type
 * without uid (SEO redirects), its content too.
 */
export function identityOf(doc: {type: string; uid: string | null; lang: string; data?: Json}): string {
  repeatableTypes ??= new Set(customTypeModels().filter((model) => model.repeatable).map((model) => model.id));
  const key = `${doc.type}|${doc.uid ?? ''}|${doc.lang}`;
  return doc.uid || !repeatableTypes.has(doc.type) ? key : `${key}|${JSON.stringify(stable(doc.data))}`;
}

/** The title editors see in the Prismic UI: the document's own title or name, else its type and uid. */
export function titleOf(doc: PrismicDocument): string {
  for (const field of ['title', 'meta_title', 'name', 'heading']) {
    const value = doc.data[field];
    const text = typeof value === 'string' ? value : Array.isArray(value) ? asText(value as RichTextField) : '';
    if (text.trim()) return text.trim().slice(0, 120);
  }
  return doc.uid ? `${doc.type} ${doc.uid}` : doc.type;
}

/** Links to documents the repository already has, rewritten to their ids there (the client sends them as they are). */
function linkExisting(value: Json, existingIds: Map<string, string>): Json {
  if (Array.isArray(value)) return value.map((item) => linkExisting(item, existingIds));
  if (!isRecord(value)) return value;
  if (value.link_type === 'Document' && typeof value.id === 'string' && existingIds.has(value.id)) {
    // Only the link's own options (display text, variant) go along; the rest describes the old target.
    const target = new Set(['id', 'type', 'tags', 'lang', 'slug', 'uid', 'url', 'data', 'isBroken']);
    const options = Object.entries(value).filter(([key]) => !target.has(key) && !key.endsWith('_publication_date'));
    return {...Object.fromEntries(options), link_type: 'Document', id: existingIds.get(value.id)};
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, linkExisting(item, existingIds)]));
}

/** The migration of `documents` into a repository that already holds `existing`, and what it would do. */
export function planSeed(
  documents: PrismicDocument[],
  existing: PrismicDocument[] = [],
): {migration: Migration; plan: SeedPlan} {
  const migration = createMigration();
  const existingByKey = new Map(existing.map((doc) => [identityOf(doc), doc]));
  const existingIds = new Map<string, string>();
  const plan: SeedPlan = {create: [], skip: [], images: []};
  for (const doc of documents) {
    const there = existingByKey.get(identityOf(doc));
    const planned = {type: doc.type, uid: doc.uid, lang: doc.lang, title: titleOf(doc)};
    if (there) {
      existingIds.set(doc.id, there.id);
      plan.skip.push(planned);
    } else {
      plan.create.push(planned);
    }
  }
  for (const doc of documents) {
    if (existingIds.has(doc.id)) continue;
    const data = linkExisting(doc.data, existingIds) as PrismicDocument['data'];
    migration.createDocumentFromPrismic({...doc, data}, titleOf(doc));
  }
  plan.images = [...migration._assets.values()].map((asset) => ({
    filename: asset.config.filename,
    alt: asset.config.alt ?? null,
  }));
  return {migration, plan};
}

export interface SeedResult extends SeedPlan {
  /** Documents the publish made live (undefined on a dry run or without publishing). */
  published?: number;
}

export async function seedDemo(
  client: WriteClient,
  {
    documents = demoDocuments(),
    dryRun = false,
    publish = true,
    reporter,
  }: {
    documents?: PrismicDocument[];
    dryRun?: boolean;
    publish?: boolean;
    reporter?: (event: MigrateReporterEvents) => void;
  } = {},
): Promise<SeedResult> {
  const existing = await existingDocuments(client);
  const {migration, plan} = planSeed(documents, existing);
  if (dryRun || plan.create.length === 0) return plan;
  await client.migrate(migration, {reporter});
  if (!publish) return plan;
  const {totalItems} = await client.publishMigrationRelease();
  return {...plan, published: totalItems};
}

/** Every published document of the repository, in every language. */
async function existingDocuments(client: Client): Promise<PrismicDocument[]> {
  return client.dangerouslyGetAll({lang: '*'});
}

function describeDocument({type, uid, lang, title}: PlannedDocument): string {
  return `${type}${uid ? ` ${uid}` : ''} (${lang}): ${title}`;
}

/** What the command prints: each document (type, uid, language, title) and image it creates or would create. */
export function formatReport(
  result: SeedResult,
  {repository, dryRun}: {repository: string; dryRun: boolean},
): string {
  const lines = [
    `${dryRun ? 'Would seed' : 'Seeded'} ${repository}:`,
    `Documents ${dryRun ? 'to create' : 'created'} (${result.create.length}):`,
  ];
  lines.push(...result.create.map((doc) => `  ${describeDocument(doc)}`));
  if (result.skip.length) {
    lines.push(`Already in the repository, left alone (${result.skip.length}):`);
    lines.push(...result.skip.map((doc) => `  ${describeDocument(doc)}`));
  }
  lines.push(`Images ${dryRun ? 'to upload' : 'uploaded'} (${result.images.length}):`);
  lines.push(...result.images.map((image) => `  ${image.filename}${image.alt ? ` (${image.alt})` : ''}`));
  if (result.published !== undefined) lines.push(`Published ${result.published} documents.`);
  else if (!dryRun && result.create.length) lines.push('Not published: publish the migration release in Prismic.');
  return lines.join('\n');
}

function progress(event: MigrateReporterEvents): void {
  if (event.type === 'assets:creating') {
    console.log(`  asset ${event.data.current}/${event.data.total}: ${event.data.asset.config.filename}`);
  } else if (event.type === 'documents:creating' || event.type === 'documents:updating') {
    const {document, current, total} = event.data;
    const verb = event.type === 'documents:creating' ? 'create' : 'fill';
    console.log(`  ${verb} ${current}/${total}: ${document.document.type} ${document.document.uid ?? ''}`.trimEnd());
  }
}

/**
 * The Content API endpoint to read existing documents from: PRISMIC_ENDPOINT when it is this repository's, or not
 * on prismic.io at all (a stand-in or proxy named on purpose, such as the mock shop's rehearsal repository). Another
 * Prismic repository's endpoint (a .env left from before) is ignored: reading it would skip documents this one lacks.
 */
export function documentEndpoint(repository: string, endpoint: string | undefined): string | undefined {
  if (!endpoint) return undefined;
  const host = new URL(endpoint).hostname;
  const prismicHosted = host === 'prismic.io' || host.endsWith('.prismic.io');
  return !prismicHosted || host === `${repository}.cdn.prismic.io` || host === `${repository}.prismic.io`
    ? endpoint
    : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dryRun = process.argv.includes('--dry-run');
  const token = process.env.PRISMIC_WRITE_TOKEN;
  if (!token && !dryRun) {
    console.error('Set PRISMIC_WRITE_TOKEN to a write token of the repository (Settings → API & Security).');
    process.exit(1);
  }
  const repository = repositoryName();
  const client = createWriteClient(repository, {
    writeToken: token ?? '',
    accessToken: process.env.PRISMIC_ACCESS_TOKEN,
    documentAPIEndpoint: documentEndpoint(repository, process.env.PRISMIC_ENDPOINT),
    migrationAPIEndpoint: process.env.PRISMIC_MIGRATION_API,
    assetAPIEndpoint: process.env.PRISMIC_ASSET_API,
    fetch: demoImageFetch(fetchWithTimeout()),
  });
  const result = await seedDemo(client, {
    dryRun,
    publish: !process.argv.includes('--no-publish'),
    reporter: dryRun ? undefined : progress,
  });
  console.log(formatReport(result, {repository, dryRun}));
}
