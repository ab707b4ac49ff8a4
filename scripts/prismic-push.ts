/**
 * `npm run prismic:push`: creates or updates the repository's shared slices and custom types from the content
 * model (customtypes/, slices/) through Prismic's Custom Types API, so a new repository matches what the app
 * reads. Slices go first (custom types refer to them). Nothing is deleted: types or slices only the repository
 * has are listed. `--dry-run` only reports.
 *
 * Env: PRISMIC_WRITE_TOKEN (a Custom Types API token, required); the repository is PRISMIC_REPOSITORY, else the
 * one in PRISMIC_ENDPOINT (https://{repo}.cdn.prismic.io/api/v2), else slicemachine.config.json's;
 * PRISMIC_CUSTOM_TYPES_API overrides https://customtypes.prismic.io.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {CustomTypeModel, SharedSliceModel} from '@prismicio/client';
import {createClient, type CustomTypesClient} from '@prismicio/custom-types-client';
import {fetchWithTimeout} from './fetch-with-timeout';
import {PROJECT_ROOT, customTypeModels, sharedSliceModels} from './prismic-models';

export interface PushChanges {
  inserted: string[];
  updated: string[];
  unchanged: string[];
  /** In the repository, not in the model: left alone. */
  onlyInRepository: string[];
}

export interface PushReport {
  slices: PushChanges;
  customTypes: PushChanges;
}

/** JSON with object keys sorted, so two models compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The repository's copy differs from ours in a property our model sets (the API may add its own, such as `hash`). */
function differs<T extends object>(local: T, remote: T): boolean {
  const mine = local as Record<string, unknown>;
  const theirs = remote as Record<string, unknown>;
  return Object.keys(mine).some((key) => canonical(mine[key]) !== canonical(theirs[key]));
}

async function sync<T extends {id: string}>(
  local: T[],
  remote: T[],
  {insert, update}: {insert: (model: T) => Promise<unknown>; update: (model: T) => Promise<unknown>},
  dryRun: boolean,
): Promise<PushChanges> {
  const byId = new Map(remote.map((model) => [model.id, model]));
  const changes: PushChanges = {inserted: [], updated: [], unchanged: [], onlyInRepository: []};
  for (const model of local) {
    const existing = byId.get(model.id);
    if (!existing) {
      if (!dryRun) await insert(model);
      changes.inserted.push(model.id);
    } else if (differs(model, existing)) {
      if (!dryRun) await update(model);
      changes.updated.push(model.id);
    } else {
      changes.unchanged.push(model.id);
    }
  }
  const ours = new Set(local.map((model) => model.id));
  changes.onlyInRepository = remote.map((model) => model.id).filter((id) => !ours.has(id));
  return changes;
}

export async function pushModels(
  client: CustomTypesClient,
  {
    customTypes = customTypeModels(),
    slices = sharedSliceModels(),
    dryRun = false,
  }: {customTypes?: CustomTypeModel[]; slices?: SharedSliceModel[]; dryRun?: boolean} = {},
): Promise<PushReport> {
  const sliceChanges = await sync(
    slices,
    await client.getAllSharedSlices(),
    {insert: (model) => client.insertSharedSlice(model), update: (model) => client.updateSharedSlice(model)},
    dryRun,
  );
  const typeChanges = await sync(
    customTypes,
    await client.getAllCustomTypes(),
    {insert: (model) => client.insertCustomType(model), update: (model) => client.updateCustomType(model)},
    dryRun,
  );
  return {slices: sliceChanges, customTypes: typeChanges};
}

/** The repository to push to, from the environment or slicemachine.config.json. */
export function repositoryName(env: Record<string, string | undefined> = process.env, root = PROJECT_ROOT): string {
  if (env.PRISMIC_REPOSITORY) return env.PRISMIC_REPOSITORY;
  if (env.PRISMIC_ENDPOINT) {
    const host = new URL(env.PRISMIC_ENDPOINT).hostname;
    if (host.endsWith('.prismic.io')) return host.split('.')[0];
  }
  const config = JSON.parse(readFileSync(join(root, 'slicemachine.config.json'), 'utf8')) as {repositoryName: string};
  return config.repositoryName;
}

function summary(kind: string, changes: PushChanges): string {
  const list = (label: string, ids: string[]) => (ids.length ? `\n  ${label}: ${ids.join(', ')}` : '');
  return (
    `${kind}: ${changes.inserted.length} new, ${changes.updated.length} updated, ${changes.unchanged.length} unchanged` +
    list('new', changes.inserted) +
    list('updated', changes.updated) +
    list('only in the repository (left alone)', changes.onlyInRepository)
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const token = process.env.PRISMIC_WRITE_TOKEN;
  if (!token) {
    console.error('Set PRISMIC_WRITE_TOKEN to a Custom Types API token of the repository (Settings → API & Security).');
    process.exit(1);
  }
  const dryRun = process.argv.includes('--dry-run');
  const repository = repositoryName();
  const client = createClient({
    repositoryName: repository,
    token,
    endpoint: process.env.PRISMIC_CUSTOM_TYPES_API,
    fetch: fetchWithTimeout(),
  });
  const report = await pushModels(client, {dryRun});
  console.log(`${dryRun ? 'Would push to' : 'Pushed to'} ${repository}:`);
  console.log(summary('Shared slices', report.slices));
  console.log(summary('Custom types', report.customTypes));
}
