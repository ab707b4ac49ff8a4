/**
 * The Prismic content model as Slice Machine keeps it: `customtypes/<id>/index.json` for every document type and
 * `slices/<Name>/model.json` for every shared slice. The codegen (./prismic-types.ts), the model tests
 * (tests/content-model) and the Prismic stand-in's `GET /api/v2` all read the model through here.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {CustomTypeModel, SharedSliceModel} from '@prismicio/client';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

function readModels<T>(dir: string, file: string): T[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, file)))
    .map((entry) => entry.name)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name, file), 'utf8')) as T);
}

/** Every custom type, ordered by id. */
export function customTypeModels(root: string = PROJECT_ROOT): CustomTypeModel[] {
  return readModels<CustomTypeModel>(join(root, 'customtypes'), 'index.json');
}

/** Every shared slice of the library in slicemachine.config.json (`./slices`), ordered by folder name. */
export function sharedSliceModels(root: string = PROJECT_ROOT): SharedSliceModel[] {
  return readModels<SharedSliceModel>(join(root, 'slices'), 'model.json');
}
