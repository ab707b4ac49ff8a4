/**
 * Stand-in for Prismic's Custom Types API (https://customtypes.prismic.io), for `@prismicio/custom-types-client`
 * used unchanged (scripts/prismic-push.ts): GET /customtypes and /slices (all, or one by id), POST …/insert and
 * …/update, DELETE by id. Like the real API it wants the `repository` header and a Bearer token (401 otherwise),
 * refuses a model @prismicio/types-internal's codecs refuse (400), an insert of an existing id (409) and an
 * update of a missing one (422). Models are kept in memory, per repository.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';
import {DynamicCustomTypeModelSchema, SharedSliceModelSchema} from '@prismicio/types-internal/zod4';

export const CUSTOM_TYPES_API = 'https://customtypes.prismic.io';

interface Model {
  id: string;
}

export interface CustomTypesRepository {
  customTypes: Map<string, Model>;
  slices: Map<string, Model>;
}

export function createCustomTypesRepository(): CustomTypesRepository {
  return {customTypes: new Map(), slices: new Map()};
}

interface Options {
  repository: string;
  token: string;
  store?: CustomTypesRepository;
  endpoint?: string;
}

export function createCustomTypesApiHandlers({
  repository,
  token,
  store = createCustomTypesRepository(),
  endpoint = CUSTOM_TYPES_API,
}: Options): RequestHandler[] {
  const refused = (request: Request) => {
    if (request.headers.get('authorization') !== `Bearer ${token}`) return new HttpResponse('Unauthorized', {status: 401});
    if (request.headers.get('repository') !== repository) return new HttpResponse('Unauthorized', {status: 401});
    return undefined;
  };
  const kinds = [
    {path: 'customtypes', models: store.customTypes, schema: DynamicCustomTypeModelSchema},
    {path: 'slices', models: store.slices, schema: SharedSliceModelSchema},
  ] as const;

  return kinds.flatMap(({path, models, schema}) => {
    const write = (mode: 'insert' | 'update') =>
      http.post(`${endpoint}/${path}/${mode}`, async ({request}) => {
        const refusal = refused(request);
        if (refusal) return refusal;
        const body = await request.json().catch(() => undefined);
        const parsed = schema.safeParse(body);
        if (!parsed.success) return new HttpResponse(JSON.stringify(parsed.error.issues), {status: 400});
        const model = body as Model;
        if (mode === 'insert' && models.has(model.id)) return new HttpResponse(null, {status: 409});
        if (mode === 'update' && !models.has(model.id)) return new HttpResponse(null, {status: 422});
        models.set(model.id, structuredClone(model));
        return new HttpResponse(null, {status: mode === 'insert' ? 201 : 204});
      });
    return [
      http.get(`${endpoint}/${path}`, ({request}) => refused(request) ?? HttpResponse.json([...models.values()])),
      write('insert'),
      write('update'),
      http.get(`${endpoint}/${path}/:id`, ({request, params}) => {
        const refusal = refused(request);
        if (refusal) return refusal;
        const model = models.get(String(params.id));
        return model ? HttpResponse.json(model) : new HttpResponse(null, {status: 404});
      }),
      http.delete(`${endpoint}/${path}/:id`, ({request, params}) => {
        const refusal = refused(request);
        if (refusal) return refusal;
        return models.delete(String(params.id)) ? new HttpResponse(null, {status: 204}) : new HttpResponse(null, {status: 404});
      }),
    ];
  });
}
