/**
 * `npm run prismic:push` and `npm run prismic:seed` as a merchant runs them: each command in its own process, over
 * real HTTP, against the mock shop's rehearsal repository (an empty Prismic repository, tests/mocks/prismic/
 * new-repository.ts), with the variables the mock shop prints. The full seed (about 150 writes at Prismic's pace of
 * one a second) is tested in-process on a faked clock (prismic-seed.test.ts); here the seed runs dry.
 */
import {join} from 'node:path';
import {expect, it} from 'vitest';
import {checkPrismic} from '../../scripts/doctor/services';
import {prismicCustomTypes} from '../../scripts/doctor/models';
import {rowFailed} from '../../scripts/doctor/report';
import {customTypeModels, sharedSliceModels} from '../../scripts/prismic-models';
import {loadContent} from '../mocks/prismic/documents';
import {rehearsalEnv} from '../mocks/prismic/new-repository';
import {mockShopForThisFile} from '../support/mock-shop';
import {runScript as run} from '../support/run-script';

const ROOT = join(import.meta.dirname, '../..');
const shop = mockShopForThisFile('prismic');

const doctorRow = (env: Record<string, string>) =>
  checkPrismic({fetch, timeoutMs: 5_000}, {endpoint: env.PRISMIC_ENDPOINT!, usesStandIn: false}, prismicCustomTypes(ROOT));

it('push creates the models in an empty repository, then finds them unchanged; the doctor sees them', async () => {
  const env = rehearsalEnv(shop.origin);
  const types = customTypeModels().length;
  const slices = sharedSliceModels().length;

  // Before the push the doctor names what is missing, and how to fix it.
  const before = await doctorRow(env);
  expect(before).toMatchObject({reachable: 'ok', setup: 'fail'});
  expect(before.fix).toMatch(/^Custom types missing from the repository: app_settings, .*run npm run prismic:push$/);

  const dry = await run('scripts/prismic-push.ts', ['--dry-run'], env);
  expect(dry).toMatchObject({code: 0, stderr: ''});
  expect(dry.stdout).toContain(`Would push to dreamhaus-rehearsal:\nShared slices: ${slices} new, 0 updated, 0 unchanged`);
  expect(rowFailed(await doctorRow(env))).toBe(true);

  const push = await run('scripts/prismic-push.ts', [], env);
  expect(push).toMatchObject({code: 0, stderr: ''});
  expect(push.stdout).toContain(`Custom types: ${types} new, 0 updated, 0 unchanged`);

  const again = await run('scripts/prismic-push.ts', [], env);
  expect(again.stdout).toContain(`Shared slices: 0 new, 0 updated, ${slices} unchanged`);
  expect(again.stdout).toContain(`Custom types: 0 new, 0 updated, ${types} unchanged`);

  const after = await doctorRow(env);
  expect(rowFailed(after)).toBe(false);
  expect(after.note).toBe(`${types} custom types present (from customtypes/)`);
}, 90_000);

it('a dry seed reads the empty repository and lists every demo document and image to create', async () => {
  const env = rehearsalEnv(shop.origin);
  const seed = await run('scripts/prismic-seed.ts', ['--dry-run'], env);
  expect(seed).toMatchObject({code: 0, stderr: ''});
  expect(seed.stdout).toMatch(/^Would seed dreamhaus-rehearsal:/);
  expect(seed.stdout).toContain(`Documents to create (${loadContent().documents.length}):`);
  expect(seed.stdout).not.toContain('Already in the repository');
}, 60_000);

it('refuses without a write token, and with a wrong one', async () => {
  const {PRISMIC_WRITE_TOKEN: _token, ...withoutToken} = rehearsalEnv(shop.origin);
  const missing = await run('scripts/prismic-push.ts', [], withoutToken);
  expect(missing.code).toBe(1);
  expect(missing.stderr).toMatch(/Set PRISMIC_WRITE_TOKEN/);

  const wrong = await run('scripts/prismic-push.ts', [], {...withoutToken, PRISMIC_WRITE_TOKEN: 'not-the-token'});
  expect(wrong.code).not.toBe(0);
  expect(wrong.stderr).toMatch(/Unauthori[sz]ed|401/i);

  const seed = await run('scripts/prismic-seed.ts', [], withoutToken);
  expect(seed.code).toBe(1);
  expect(seed.stderr).toMatch(/Set PRISMIC_WRITE_TOKEN/);
}, 60_000);
