/**
 * `npm test`: every check, in order, stopping at the first that fails, then how long each took and how busy the
 * machine was (the 1-minute load average at its end), so every CI log shows where the time goes.
 */
import {spawnSync} from 'node:child_process';
import {loadavg} from 'node:os';

const E2E_PROJECTS = ['js', 'no-js', 'degraded', 'catalogue-js', 'catalogue-no-js'];

const PHASES: [name: string, command: string, args: string[]][] = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit (vitest)', 'npm', ['run', '--silent', 'test:unit']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['e2e journeys (playwright)', 'npx', ['playwright', 'test', ...E2E_PROJECTS.map((project) => `--project=${project}`)]],
  ['e2e canary sweep', 'npx', ['playwright', 'test', '--project=canary']],
];

const rows: {name: string; seconds: number; load: number; status: string}[] = [];
let failed = false;
for (const [name, command, args] of PHASES) {
  const started = performance.now();
  const result = spawnSync(command, args, {stdio: 'inherit'});
  const seconds = (performance.now() - started) / 1000;
  const ok = result.status === 0;
  rows.push({name, seconds, load: loadavg()[0], status: ok ? 'ok' : `failed (${result.status ?? result.signal})`});
  if (!ok) {
    failed = true;
    break;
  }
}

const total = rows.reduce((sum, row) => sum + row.seconds, 0);
console.log('\nnpm test, phase by phase:');
for (const row of rows) {
  console.log(`  ${row.name.padEnd(28)} ${row.seconds.toFixed(0).padStart(6)} s   load ${row.load.toFixed(2)}   ${row.status}`);
}
console.log(`  ${'total'.padEnd(28)} ${total.toFixed(0).padStart(6)} s`);
process.exit(failed ? 1 : 0);
