/**
 * `npm run test:quick`: the checks a change touches, for the inner loop (about three minutes); `npm test` runs
 * everything before a push. What changed: the working tree against the commit where this branch left `main`
 * (or against HEAD on main itself); `--since REV` compares with REV instead.
 *
 *   1. typecheck: the whole project, incrementally (tsc keeps what it learnt in node_modules/.cache);
 *   2. lint: the changed files;
 *   3. unit: the vitest files that import a changed file (`vitest related`), and changed test files;
 *   4. journeys: the Playwright specs changed, and those that open a route the change reaches (the route's
 *      path in the spec), with JavaScript on and off, against a fresh production build. A change that reaches every
 *      route (the root, the layout) runs the navigation and accessibility journeys.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {E2E_JOURNEY_PROJECTS} from '../tests/e2e/servers';
import {changedFiles, journeysFor} from './test-quick/affected';

/** More journeys than this and the loop stops being quick: the rest are left to `npm test`. */
const MAX_JOURNEYS = 4;

const sinceIndex = process.argv.indexOf('--since');
const since = sinceIndex > 0 ? process.argv[sinceIndex + 1] : undefined;
const changed = changedFiles(since);
if (changed.files.length === 0) {
  console.log(`Nothing changed against ${changed.base}. \`npm test\` runs everything.`);
  process.exit(0);
}
console.log(`${changed.files.length} changed file(s) against ${changed.base}.`);

const steps: {name: string; seconds: number; status: string}[] = [];
function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, {stdio: 'inherit'});
  const ok = result.status === 0;
  steps.push({name, seconds: (performance.now() - started) / 1000, status: ok ? 'ok' : 'failed'});
  return ok;
}
function finish(ok: boolean): never {
  console.log('\nnpm run test:quick:');
  for (const row of steps) console.log(`  ${row.name.padEnd(12)} ${row.seconds.toFixed(0).padStart(5)} s   ${row.status}`);
  process.exit(ok ? 0 : 1);
}

const code = changed.files.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file) && existsSync(file));

if (changed.files.some((file) => file.startsWith('extensions/') || file.startsWith('shopify/schemas/'))) {
  if (!step('functions', 'npm', ['run', '--silent', 'shopify:functions'])) finish(false);
}
const typecheck = ['tsc', '--noEmit', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/test-quick.tsbuildinfo'];
if (!step('typecheck', 'npx', typecheck)) finish(false);
if (code.length > 0 && !step('lint', 'npx', ['eslint', '--max-warnings=0', '--no-warn-ignored', ...code])) finish(false);
if (code.length > 0 && !step('unit', 'npx', ['vitest', 'related', '--run', '--passWithNoTests', ...code])) finish(false);

const journeys = journeysFor(changed.files);
if (journeys.specs.length === 0) {
  console.log('\nNo journey opens what changed.');
  finish(true);
}
console.log(`\nJourneys: ${journeys.reason}`);
const specs = journeys.specs.slice(0, MAX_JOURNEYS);
if (journeys.specs.length > specs.length) {
  console.log(`  ${journeys.specs.length - specs.length} more touch it (${journeys.specs.slice(MAX_JOURNEYS).join(', ')}): \`npm test\` runs them.`);
}
if (!step('build', 'npm', ['run', '--silent', 'build'])) finish(false);
// Only the projects whose specs were chosen, so only the servers they need start.
const projects = E2E_JOURNEY_PROJECTS.filter((project) =>
  specs.some((spec) =>
    spec.endsWith('degraded.spec.ts')
      ? project === 'degraded'
      : spec.endsWith('every-product.spec.ts')
        ? project.startsWith('catalogue-')
        : project === 'js' || project === 'no-js',
  ),
);
finish(step('journeys', 'npx', ['playwright', 'test', ...specs, ...projects.map((project) => `--project=${project}`)]));
