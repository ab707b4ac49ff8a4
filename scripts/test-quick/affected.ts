/**
 * What a change touches, for `npm run test:quick`: the files changed, and the Playwright journeys that open a route
 * the change reaches through the app's imports.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {basename, dirname, join, normalize} from 'node:path';

const E2E_DIR = 'tests/e2e';
/** Journeys for a change that reaches every route (the root, the layout, the entries) or the journeys' own setup. */
const EVERY_PAGE_JOURNEYS = ['navigation.spec.ts', 'accessibility.spec.ts'];
/** Shared setup of every journey: a change here is tried on the every-page journeys. */
const JOURNEY_SETUP = ['playwright.config.ts', `${E2E_DIR}/fixtures.ts`, `${E2E_DIR}/servers.ts`];
/** Modules every page goes through. */
const EVERY_PAGE_MODULES = ['app/root.tsx', 'app/entry.server.tsx', 'app/entry.client.tsx', 'server.ts'];
/** Helpers of tests/e2e/fixtures.ts that open a route without its path written in the spec. */
const PATH_HELPERS = new Map([['/products/', ['productPathForSku(', 'addToBag(']]]);

function git(args: string[]): string {
  return execFileSync('git', args, {encoding: 'utf8'}).trim();
}

/** The files changed in the working tree (untracked included, deleted left out) against `since`, or the branch's base. */
export function changedFiles(since?: string): {base: string; files: string[]} {
  const base = since ?? branchBase();
  const tracked = git(['diff', '--name-only', '--diff-filter=d', base]).split('\n');
  const untracked = git(['ls-files', '--others', '--exclude-standard']).split('\n');
  return {base, files: [...new Set([...tracked, ...untracked])].filter(Boolean).sort()};
}

/** Where this branch left main; on main itself, HEAD (so only what is not committed yet). */
function branchBase(): string {
  const head = git(['rev-parse', 'HEAD']);
  for (const ref of ['origin/main', 'main']) {
    try {
      const base = git(['merge-base', 'HEAD', ref]);
      return base === head ? 'HEAD' : base;
    } catch {
      // No such ref here: try the next.
    }
  }
  return 'HEAD';
}

/** The app's modules and, for each, the modules that import it. */
function importersOf(): Map<string, string[]> {
  const files = git(['ls-files', '--cached', '--others', '--exclude-standard', 'app', 'server.ts']).split('\n');
  const modules = files.filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(file));
  const importers = new Map<string, string[]>();
  const specifier = /(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;
  for (const file of modules) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(specifier)) {
      const target = resolveModule(file, spec);
      if (!target) continue;
      const list = importers.get(target) ?? [];
      list.push(file);
      importers.set(target, list);
    }
  }
  return importers;
}

function resolveModule(from: string, spec: string): string | undefined {
  const path = spec.split('?')[0];
  let base: string;
  if (path.startsWith('~/')) base = join('app', path.slice(2));
  else if (path.startsWith('.')) base = normalize(join(dirname(from), path));
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && candidate.includes('.'),
  );
}

/** Every module that imports one of `files`, directly or not, and those files. */
function reachedFrom(files: string[]): Set<string> {
  const importers = importersOf();
  const reached = new Set(files);
  const queue = [...files];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.pop()!) ?? []) {
      if (reached.has(importer)) continue;
      reached.add(importer);
      queue.push(importer);
    }
  }
  return reached;
}

/**
 * The path a flat route's file answers on, up to its first dynamic segment (`products.$handle.tsx` → `/products/`),
 * or undefined for the catch-all.
 */
export function routePathPrefix(file: string): string | undefined {
  const name = basename(file).replace(/\.(tsx|ts)$/, '');
  if (name === '$') return undefined;
  const segments = name.match(/\[[^\]]*\]|[^.]+/g) ?? [];
  const path: string[] = [];
  for (const segment of segments) {
    if (segment === '_index') break;
    if (segment.startsWith('$') || segment.startsWith('(')) return `/${path.join('/')}${path.length ? '/' : ''}`;
    if (segment.startsWith('_')) continue;
    path.push(segment.replace(/_$/, '').replace(/^\[(.*)\]$/, '$1'));
  }
  if (path.length === 0) return '/';
  return `/${path.join('/')}`;
}

/** How often a spec opens `prefix`: its path written in a string, or a helper that opens it. */
function mentions(text: string, prefix: string): number {
  if (prefix === '/') return text.match(/\(\s*['"`]\/['"`]/g)?.length ?? 0;
  const written = text.match(new RegExp(`['"\`]${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'g'))?.length ?? 0;
  const helpers = (PATH_HELPERS.get(prefix) ?? []).reduce((sum, helper) => sum + (text.split(helper).length - 1), 0);
  return written + helpers;
}

/** The journeys (spec paths) a change touches, the ones changed first, then those that open its routes most. */
export function journeysFor(files: string[]): {specs: string[]; reason: string} {
  const allSpecs = readdirSync(E2E_DIR)
    .filter((file) => file.endsWith('.spec.ts') && file !== 'secret-canary.spec.ts')
    .sort();
  const changedSpecs = files.filter((file) => file.startsWith(`${E2E_DIR}/`) && allSpecs.includes(basename(file))).map((file) => basename(file));
  const reasons: string[] = [];
  if (changedSpecs.length) reasons.push(`changed: ${changedSpecs.join(', ')}`);

  const appFiles = files.filter((file) => (file.startsWith('app/') || file === 'server.ts') && /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file));
  const reached = reachedFrom(appFiles);
  const routes = [...reached].filter((file) => file.startsWith('app/routes/'));
  const everyPage =
    EVERY_PAGE_MODULES.some((module) => reached.has(module)) || files.some((file) => JOURNEY_SETUP.includes(file));

  const scores = new Map<string, number>();
  const prefixes = routes.map(routePathPrefix).filter((prefix): prefix is string => prefix !== undefined);
  for (const spec of allSpecs) {
    const text = readFileSync(join(E2E_DIR, spec), 'utf8');
    const score = prefixes.reduce((sum, prefix) => sum + mentions(text, prefix), 0);
    if (score > 0) scores.set(spec, score);
  }
  if (routes.length) reasons.push(`route(s) reached: ${routes.map((route) => basename(route)).join(', ')}`);
  if (everyPage) reasons.push('every page is reached (root, entries or the journeys’ setup)');

  const byScore = [...scores].sort((a, b) => b[1] - a[1]).map(([spec]) => spec);
  const ordered = [...changedSpecs, ...(everyPage ? EVERY_PAGE_JOURNEYS : []), ...byScore];
  return {
    specs: [...new Set(ordered)].map((spec) => `${E2E_DIR}/${spec}`),
    reason: reasons.join('; ') || 'none',
  };
}
