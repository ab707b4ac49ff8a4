import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {setupServer} from 'msw/node';
import {createClient, UnauthorizedError} from '@prismicio/custom-types-client';
import {customTypeModels, sharedSliceModels} from '../../scripts/prismic-models';
import {pushModels, repositoryName} from '../../scripts/prismic-push';
import {
  createCustomTypesApiHandlers,
  createCustomTypesRepository,
  type CustomTypesRepository,
} from '../mocks/prismic/custom-types-api';

const REPOSITORY = 'dreamhaus-test';
const TOKEN = 'write-token';
let store: CustomTypesRepository = createCustomTypesRepository();
const server = setupServer();

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function repositoryStandIn() {
  store = createCustomTypesRepository();
  server.use(...createCustomTypesApiHandlers({repository: REPOSITORY, token: TOKEN, store}));
}

const client = (token = TOKEN) => createClient({repositoryName: REPOSITORY, token, fetch});
const customTypes = customTypeModels();
const slices = sharedSliceModels();
const ids = (models: {id: string}[]) => models.map((model) => model.id);

describe('pushModels against the Custom Types API stand-in', () => {
  it('creates every slice and custom type of the model in an empty repository, as they are', async () => {
    repositoryStandIn();
    const report = await pushModels(client());
    expect(report.slices.inserted).toEqual(ids(slices));
    expect(report.customTypes.inserted).toEqual(ids(customTypes));
    expect(await client().getAllCustomTypes()).toEqual(customTypes);
    expect(await client().getAllSharedSlices()).toEqual(slices);
  });

  it('changes nothing the second time, and updates only a model that changed', async () => {
    repositoryStandIn();
    await pushModels(client());
    const again = await pushModels(client());
    expect(again.customTypes).toMatchObject({inserted: [], updated: [], unchanged: ids(customTypes)});
    expect(again.slices).toMatchObject({inserted: [], updated: [], unchanged: ids(slices)});

    store.customTypes.set('page', {...customTypes.find((model) => model.id === 'page')!, label: 'Old label'} as never);
    const repaired = await pushModels(client());
    expect(repaired.customTypes.updated).toEqual(['page']);
    expect((await client().getCustomTypeByID('page')).label).toBe('Page');
  });

  it('leaves types only the repository has alone, and lists them', async () => {
    repositoryStandIn();
    const legacy = {...customTypes[0], id: 'legacy_banner', label: 'Legacy banner'};
    await client().insertCustomType(legacy);
    const report = await pushModels(client());
    expect(report.customTypes.onlyInRepository).toEqual(['legacy_banner']);
    expect(ids(await client().getAllCustomTypes())).toContain('legacy_banner');
  });

  it('writes nothing on a dry run', async () => {
    repositoryStandIn();
    const report = await pushModels(client(), {dryRun: true});
    expect(report.customTypes.inserted).toHaveLength(customTypes.length);
    expect(await client().getAllCustomTypes()).toEqual([]);
  });

  it('fails on a wrong token, and the stand-in refuses a model Prismic would refuse', async () => {
    repositoryStandIn();
    await expect(pushModels(client('wrong'))).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(client().insertCustomType({...customTypes[0], json: {Main: {x: {type: 'Nope'}}}} as never)).rejects.toThrow();
  });
});

describe('repositoryName', () => {
  it('is PRISMIC_REPOSITORY, else the one in PRISMIC_ENDPOINT, else slicemachine.config.json’s', () => {
    expect(repositoryName({PRISMIC_REPOSITORY: 'mine', PRISMIC_ENDPOINT: 'https://other.cdn.prismic.io/api/v2'})).toBe('mine');
    expect(repositoryName({PRISMIC_ENDPOINT: 'https://other.cdn.prismic.io/api/v2'})).toBe('other');
    expect(repositoryName({PRISMIC_ENDPOINT: 'http://127.0.0.1:4100/api/v2'})).toBe('dreamhaus');
    expect(repositoryName({})).toBe('dreamhaus');
  });
});
