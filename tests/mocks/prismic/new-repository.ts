/**
 * An empty Prismic repository: the Custom Types, Asset, Migration and REST API stand-ins over one store, as a new
 * repository is before `npm run prismic:push` and `npm run prismic:seed`. The REST API lists the custom types pushed
 * so far and serves what the Migration API published.
 *
 * Two places use it: vitest (tests/content-model), at Prismic's own hosts; and the mock shop, as the rehearsal
 * repository under `/prismic-rehearsal`, so both commands can be run by hand offline (`rehearsalEnv` prints the
 * variables). Kept in memory: a restart of the mock shop empties it.
 */
import type {RequestHandler} from 'msw';
import {createFaultSwitch} from '../fault-switch';
import {createAssetApiHandlers, createAssetLibrary, type AssetLibrary} from './asset-api';
import {createCustomTypesApiHandlers, createCustomTypesRepository, type CustomTypesRepository} from './custom-types-api';
import {loadContent, type ContentStore} from './documents';
import {createPrismicHandlers} from './handlers';
import {createMigrationApiHandlers, createMigrationRelease, type MigrationRelease} from './migration-api';

export interface NewRepository {
  handlers: RequestHandler[];
  content: ContentStore;
  models: CustomTypesRepository;
  assets: AssetLibrary;
  release: MigrationRelease;
}

interface Options {
  repository: string;
  token: string;
  /** Omitted: at Prismic's hosts. A path: every API under it, on whatever origin the request came to. */
  basePath?: string;
  rateLimitMs?: number;
}

/** The APIs' endpoints under a base path (what the scripts' PRISMIC_*_API variables point at). */
export function standInEndpoints(basePath: string) {
  return {
    content: `${basePath}/api/v2`,
    customTypes: `${basePath}/custom-types-api`,
    migration: `${basePath}/migration-api`,
    asset: `${basePath}/asset-api`,
    imageCdn: `${basePath}/images`,
  };
}

export function createNewRepository({repository, token, basePath, rateLimitMs = 1000}: Options): NewRepository {
  const content = loadContent({});
  const models = createCustomTypesRepository();
  const assets = createAssetLibrary();
  const release = createMigrationRelease();
  const at = basePath === undefined ? undefined : standInEndpoints(`*${basePath}`);
  // Like Prismic's /api/v2: the custom types the repository has, with their labels.
  const types = () =>
    Object.fromEntries(
      [...models.customTypes.values()].map((model) => {
        const {id, label} = model as {id: string; label?: string | null};
        return [id, label ?? id];
      }),
    );
  const handlers = [
    ...createCustomTypesApiHandlers({repository, token, store: models, endpoint: at?.customTypes}),
    ...createAssetApiHandlers({
      repository,
      token,
      library: assets,
      rateLimitMs,
      endpoint: at?.asset,
      cdn: basePath === undefined ? undefined : standInEndpoints(basePath).imageCdn,
    }),
    ...createMigrationApiHandlers({repository, token, content, models, assets, release, rateLimitMs, endpoint: at?.migration}),
    ...createPrismicHandlers(content, {
      basePath: basePath ?? '',
      types,
      // Its own switch: /__control/prismic-rehearsal, so the demo's /__control/prismic leaves it alone.
      ...(basePath === undefined ? {} : {fault: createFaultSwitch('prismic-rehearsal')}),
    }),
  ];
  return {handlers, content, models, assets, release};
}

/** The mock shop's rehearsal repository. */
export const REHEARSAL_REPOSITORY = {
  name: 'dreamhaus-rehearsal',
  writeToken: 'local-stand-in-prismic-write-token',
  basePath: '/prismic-rehearsal',
} as const;

/** The variables that point prismic:push, prismic:seed, the doctor and the app at the rehearsal repository. */
export function rehearsalEnv(origin: string): Record<string, string> {
  const at = standInEndpoints(`${origin}${REHEARSAL_REPOSITORY.basePath}`);
  return {
    PRISMIC_REPOSITORY: REHEARSAL_REPOSITORY.name,
    PRISMIC_WRITE_TOKEN: REHEARSAL_REPOSITORY.writeToken,
    PRISMIC_CUSTOM_TYPES_API: at.customTypes,
    PRISMIC_MIGRATION_API: at.migration,
    PRISMIC_ASSET_API: at.asset,
    PRISMIC_ENDPOINT: at.content,
  };
}
