/**
 * `npm run shopify:schemas -- [version]`: refreshes shopify/schemas/ from the npm package in which Shopify
 * publishes its GraphQL schemas (@shopify/dev-mcp, ISC): `npm pack` fetches it, the files named in manifest.json
 * (for the API version there) are copied, and the manifest records the package version. Then run `npm test`:
 * the operation and Function tests say what a newer schema no longer accepts.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';

const SCHEMAS = fileURLToPath(new URL('../shopify/schemas/', import.meta.url));
const manifestPath = join(SCHEMAS, 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
  package: string;
  version: string;
  apiVersion: string;
  schemas: Record<string, string>;
};

const version = process.argv[2] ?? 'latest';
const work = mkdtempSync(join(tmpdir(), 'shopify-schemas-'));
try {
  const packed = execFileSync('npm', ['pack', `${manifest.package}@${version}`, '--pack-destination', work, '--json'], {
    encoding: 'utf8',
  });
  const [{filename, version: got}] = JSON.parse(packed) as {filename: string; version: string}[];
  execFileSync('tar', ['xzf', join(work, filename), '-C', work]);
  for (const file of Object.values(manifest.schemas)) {
    copyFileSync(join(work, 'package', 'dist', 'data', file), join(SCHEMAS, file));
    console.log(`shopify/schemas/${file}`);
  }
  copyFileSync(join(work, 'package', 'LICENSE'), join(SCHEMAS, 'LICENSE'));
  writeFileSync(manifestPath, `${JSON.stringify({...manifest, version: got}, null, 2)}\n`);
  console.log(`${manifest.package}@${got}, API ${manifest.apiVersion}`);
} finally {
  rmSync(work, {recursive: true, force: true});
}
