/**
 * Stand-in for Prismic's Migration API (https://migration.prismic.io), for `@prismicio/client`'s write client used
 * unchanged (`writeClient.migrate`, `publishMigrationRelease`):
 * - POST /documents `{title, type, uid?, lang, alternate_language_id?, tags?, data}` → 201
 *   `{id, title, type, lang, uid}`, a draft in the repository's migration release;
 * - PUT /documents/{id} `{title?, uid?, tags?, data}` → 200, the draft's new content, checked against its custom type
 *   (tests/content-model/check-document.ts) with images and media links pointing at assets of the library;
 * - POST /migration-release/publish → 202 `{totalItems}`: the release's drafts become published documents of the
 *   content store the REST stand-in (./handlers.ts) serves, with a new master ref.
 * Like the real API it wants the `repository` header and a Bearer write token (401 `{message}` without one, 403
 * `{Message}` from its authorizer for a token of another repository), takes one request a second per repository
 * (429 `{message: 'Too Many Requests'}`), and answers other errors as `{message}` (400, 404), as the client reads them.
 * Custom types come from the Custom Types API stand-in's repository (what `npm run prismic:push` wrote), so a type
 * that was never pushed is refused, as Prismic does.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import type {CustomTypeModel, PrismicDocument, SharedSliceModel} from '@prismicio/client';
import {checkDocument} from '../../content-model/check-document';
import type {ContentFixture} from '../fixtures/content/index';
import {createAssetLibrary, createRateLimit, newId, type AssetLibrary} from './asset-api';
import type {CustomTypesRepository} from './custom-types-api';
import {BRAND} from '../../../app/config/brand';
import {MASTER_LANG, loadContent, type ContentStore} from './documents';

export const MIGRATION_API = 'https://migration.prismic.io';

export interface Draft {
  id: string;
  title: string;
  type: string;
  uid: string | null;
  lang: string;
  tags: string[];
  /** The master-language document this one translates, if any. */
  alternateLanguageId?: string;
  data: Record<string, unknown>;
}

export interface MigrationRelease {
  drafts: Map<string, Draft>;
}

export function createMigrationRelease(): MigrationRelease {
  return {drafts: new Map()};
}

interface Options {
  repository: string;
  token: string;
  /** The published content, served by the REST stand-in; publishing writes into it. */
  content: ContentStore;
  /** The repository's models (the Custom Types API stand-in's store). */
  models: CustomTypesRepository;
  assets?: AssetLibrary;
  release?: MigrationRelease;
  endpoint?: string;
  languages?: string[];
  rateLimitMs?: number;
}

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Prismic's date format: ISO 8601 with a `+0000` offset and no milliseconds. */
function prismicDate(time = Date.now()): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

function hasUid(model: CustomTypeModel): boolean {
  return Object.values(model.json).some((tab) => Object.values(tab).some((field) => field.type === 'UID'));
}

export function createMigrationApiHandlers({
  repository,
  token,
  content,
  models,
  assets = createAssetLibrary(),
  release = createMigrationRelease(),
  endpoint = MIGRATION_API,
  languages = [MASTER_LANG],
  rateLimitMs = 1000,
}: Options): RequestHandler[] {
  const limit = createRateLimit(rateLimitMs);
  const message = (status: number, text: string) => HttpResponse.json({message: text}, {status});

  const refused = (request: Request) => {
    const authorization = request.headers.get('authorization') ?? '';
    if (!authorization.startsWith('Bearer ')) return message(401, 'Unauthorized');
    if (authorization !== `Bearer ${token}` || request.headers.get('repository') !== repository) {
      // The API's authorizer answers with an uppercase key (the client reads both).
      return HttpResponse.json(
        {Message: 'User is not authorized to access this resource with an explicit deny'},
        {status: 403},
      );
    }
    return limit.refuse({message: 'Too Many Requests'});
  };

  const customType = (type: string) => models.customTypes.get(type) as CustomTypeModel | undefined;
  const published = () => new Map(content.documents.map((doc) => [doc.id, doc]));

  /** A single type has one document per language; a repeatable one, one per uid and language (any without uid). */
  const sameDocumentExists = (model: CustomTypeModel, uid: string | null, lang: string, except?: string) => {
    if (model.repeatable && uid === null) return false;
    const others = [...release.drafts.values(), ...content.documents].filter((doc) => doc.id !== except);
    return others.some((doc) => doc.type === model.id && doc.lang === lang && (!model.repeatable || doc.uid === uid));
  };

  /** Fills image fields and media links from the asset library; refuses an asset it does not have. */
  const withAssets = (value: Json, path: string): Json => {
    if (Array.isArray(value)) return value.map((item, i) => withAssets(item, `${path}[${i}]`));
    if (!isRecord(value)) return value;
    if (value.link_type === 'Media' && typeof value.id === 'string') {
      const asset = assets.assets.get(value.id);
      if (!asset) throw new Refused(400, `${path}: unknown asset ${value.id}`);
      return {
        ...value,
        name: asset.filename,
        kind: asset.kind,
        url: asset.url,
        size: String(asset.size),
        ...(asset.width ? {width: String(asset.width), height: String(asset.height)} : {}),
      };
    }
    const entries = Object.entries(value).map(([key, item]) => [key, withAssets(item, `${path}.${key}`)]);
    const filled: Record<string, Json> = Object.fromEntries(entries);
    if (typeof value.id === 'string' && isRecord(value.dimensions)) {
      const asset = assets.assets.get(value.id);
      if (!asset) throw new Refused(400, `${path}: unknown asset ${value.id}`);
      const query = typeof value.url === 'string' ? value.url.split('?')[1] : undefined;
      filled.url = query ? `${asset.url}?${query}` : asset.url;
    }
    return filled;
  };

  const checkData = (draft: Draft) => {
    const documentTypes = new Map<string, string>();
    for (const doc of [...content.documents, ...release.drafts.values()]) documentTypes.set(doc.id, doc.type);
    const problems = checkDocument(draft, {
      customTypes: models.customTypes as Map<string, CustomTypeModel>,
      slices: models.slices as Map<string, SharedSliceModel>,
      documentTypes,
    });
    if (problems.length) throw new Refused(400, problems.join('; '));
  };

  const answer = (draft: Draft) => ({
    id: draft.id,
    title: draft.title,
    type: draft.type,
    lang: draft.lang,
    ...(draft.uid ? {uid: draft.uid} : {}),
  });

  const attempt = (handle: () => Response | Promise<Response>) => async () => {
    try {
      return await handle();
    } catch (error) {
      if (error instanceof Refused) return message(error.status, error.message);
      throw error;
    }
  };

  return [
    http.post(`${endpoint}/documents`, async ({request}) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      const body = await request.json().catch(() => undefined);
      return attempt(() => {
        if (!isRecord(body)) throw new Refused(400, 'A JSON body is required');
        const {title, type, uid, lang, alternate_language_id: alternate, tags = [], data = {}} = body;
        if (typeof title !== 'string' || !title.trim()) throw new Refused(400, 'title is required');
        if (typeof type !== 'string' || !customType(type)) {
          throw new Refused(400, `Unknown custom type: ${String(type)}`);
        }
        if (typeof lang !== 'string' || !languages.includes(lang)) {
          throw new Refused(400, `Unknown language: ${String(lang)}`);
        }
        const model = customType(type)!;
        const wantsUid = hasUid(model);
        if (wantsUid !== (typeof uid === 'string' && uid !== '')) {
          throw new Refused(400, wantsUid ? `uid is required for ${type}` : `${type} has no uid`);
        }
        if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string')) {
          throw new Refused(400, 'tags must be strings');
        }
        if (!isRecord(data)) throw new Refused(400, 'data must be an object');
        const theUid = wantsUid ? (uid as string) : null;
        // A repeatable type's uid, or a single type, is unique per language.
        if (sameDocumentExists(model, theUid, lang)) {
          throw new Refused(400, `A ${type} document${theUid ? ` with uid ${theUid}` : ''} already exists in ${lang}`);
        }
        const knownDocument = (id: unknown) =>
          typeof id === 'string' && (release.drafts.has(id) || published().has(id));
        if (alternate !== undefined && !knownDocument(alternate)) {
          throw new Refused(400, `Unknown alternate_language_id: ${String(alternate)}`);
        }
        const draft: Draft = {
          id: newId('Zdoc'),
          title: title.trim(),
          type,
          uid: theUid,
          lang,
          tags: tags as string[],
          alternateLanguageId: alternate as string | undefined,
          data: withAssets(data, 'data') as Record<string, unknown>,
        };
        release.drafts.set(draft.id, draft);
        return HttpResponse.json(answer(draft), {status: 201});
      })();
    }),

    http.put(`${endpoint}/documents/:id`, async ({request, params}) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      const body = await request.json().catch(() => undefined);
      return attempt(() => {
        const id = String(params.id);
        const existing = release.drafts.get(id) ?? toDraft(published().get(id));
        if (!existing) throw new Refused(404, `Document not found: ${id}`);
        if (!isRecord(body) || !isRecord(body.data)) throw new Refused(400, 'data is required');
        const {title, uid, tags} = body;
        const draft: Draft = {
          ...existing,
          title: typeof title === 'string' && title.trim() ? title.trim() : existing.title,
          uid: typeof uid === 'string' && uid ? uid : existing.uid,
          tags: Array.isArray(tags) ? (tags as string[]) : existing.tags,
          data: withAssets(body.data, 'data') as Record<string, unknown>,
        };
        if (draft.uid !== existing.uid && sameDocumentExists(customType(draft.type)!, draft.uid, draft.lang, id)) {
          throw new Refused(400, `A ${draft.type} document with uid ${draft.uid} already exists in ${draft.lang}`);
        }
        checkData(draft);
        release.drafts.set(id, draft);
        return HttpResponse.json(answer(draft));
      })();
    }),

    http.post(`${endpoint}/migration-release/publish`, ({request}) => {
      const refusal = refused(request);
      if (refusal) return refusal;
      const totalItems = release.drafts.size;
      publish(content, [...release.drafts.values()], [...models.customTypes.values()] as CustomTypeModel[]);
      release.drafts.clear();
      return HttpResponse.json({totalItems}, {status: 202});
    }),
  ];
}

/** A published document as a draft of the release (the Migration API can update published documents). */
function toDraft(doc: PrismicDocument | undefined): Draft | undefined {
  if (!doc) return undefined;
  const {id, type, uid, lang, tags, data} = doc;
  return {id, title: uid ?? type, type, uid, lang, tags, data};
}

/** The served document back in the fixtures' shape, so the store can be rebuilt with new documents beside it. */
function asFixture(doc: PrismicDocument): ContentFixture {
  return {
    id: doc.id,
    uid: doc.uid,
    type: doc.type,
    lang: doc.lang,
    tags: doc.tags,
    first_publication_date: doc.first_publication_date,
    last_publication_date: doc.last_publication_date,
    alternate_languages: doc.alternate_languages,
    data: doc.data,
  };
}

/** Publishes drafts into the content store in place (the REST handlers hold this very object). */
export function publish(content: ContentStore, drafts: Draft[], customTypes: CustomTypeModel[]): void {
  const now = prismicDate();
  const fixtures = new Map(content.documents.map((doc) => [doc.id, asFixture(doc)]));
  for (const draft of drafts) {
    const before = fixtures.get(draft.id);
    fixtures.set(draft.id, {
      id: draft.id,
      uid: draft.uid,
      type: draft.type,
      lang: draft.lang,
      tags: draft.tags,
      first_publication_date: before?.first_publication_date ?? now,
      last_publication_date: now,
      alternate_languages: before?.alternate_languages ?? [],
      data: draft.data,
    });
  }
  // Translations name each other in alternate_languages.
  for (const draft of drafts) {
    const master = draft.alternateLanguageId ? fixtures.get(draft.alternateLanguageId) : undefined;
    const translation = fixtures.get(draft.id)!;
    if (!master) continue;
    const ref = ({id, type, lang, uid}: ContentFixture) => ({id, type, lang, ...(uid ? {uid} : {})});
    const others = (doc: ContentFixture, id: string) => doc.alternate_languages.filter((alt) => alt.id !== id);
    translation.alternate_languages = [...others(translation, master.id), ref(master)];
    master.alternate_languages = [...others(master, translation.id), ref(translation)];
  }
  // Already branded (the seed sends the brand's name), so loadContent's replacement finds nothing to replace.
  const next = loadContent(Object.fromEntries(fixtures), BRAND.name);
  const types = customTypes.length
    ? Object.fromEntries(customTypes.map((model) => [model.id, model.label ?? model.id]))
    : next.types;
  Object.assign(content, {...next, types, images: new Map([...content.images, ...next.images])});
}
