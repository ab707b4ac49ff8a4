/**
 * `npm test`: every check, stopping at the first step that fails, then how long each phase took and how busy the
 * machine was (the 1-minute load average at its end), so every CI log shows where the time goes.
 *
 * Phases in one step run side by side: typecheck and lint are each one process on one core, so on a 2-core machine
 * they take the time of the longer. A step's phases print their output when they end, one after another, never mixed.
 */
import {spawn} from 'node:child_process';
import {loadavg} from 'node:os';
import {E2E_JOURNEY_PROJECTS} from '../tests/e2e/servers';

type Phase = {name: string; command: string; args: string[]};

const STEPS: Phase[][] = [
  [
    {name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck']},
    {name: 'lint', command: 'npm', args: ['run', '--silent', 'lint']},
  ],
  [{name: 'unit (vitest)', command: 'npm', args: ['run', '--silent', 'test:unit']}],
  [{name: 'build', command: 'npm', args: ['run', '--silent', 'build']}],
  [
    {
      name: 'e2e journeys (playwright)',
      command: 'npx',
      args: ['playwright', 'test', ...E2E_JOURNEY_PROJECTS.map((project) => `--project=${project}`)],
    },
  ],
  [{name: 'e2e canary sweep', command: 'npx', args: ['playwright', 'test', '--project=canary']}],
];

type Row = {name: string; seconds: number; load: number; status: string};

/** Runs a phase; alone it streams its output, beside others it keeps it until it ends. */
function run(phase: Phase, alone: boolean): Promise<Row & {output: string; ok: boolean}> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command, phase.args, {stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe']});
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      resolve({
        name: phase.name,
        seconds: (performance.now() - started) / 1000,
        load: loadavg()[0],
        status: ok ? 'ok' : `failed (${code ?? signal})`,
        output: Buffer.concat(chunks).toString(),
        ok,
      });
    });
  });
}

const rows: Row[] = [];
const stepStarted = performance.now();
let failed = false;
for (const step of STEPS) {
  const alone = step.length === 1;
  if (!alone) console.log(`\n${step.map((phase) => phase.name).join(' and ')}, side by side:`);
  const results = await Promise.all(step.map((phase) => run(phase, alone)));
  for (const result of results) {
    if (!alone) {
      console.log(`\n── ${result.name}: ${result.status} (${result.seconds.toFixed(0)} s)`);
      if (result.output) process.stdout.write(result.output);
    }
    rows.push(result);
  }
  if (results.some((result) => !result.ok)) {
    failed = true;
    break;
  }
}

const total = (performance.now() - stepStarted) / 1000;
console.log('\nnpm test, phase by phase:');
for (const row of rows) {
  console.log(`  ${row.name.padEnd(28)} ${row.seconds.toFixed(0).padStart(6)} s   load ${row.load.toFixed(2)}   ${row.status}`);
}
console.log(`  ${'total (wall clock)'.padEnd(28)} ${total.toFixed(0).padStart(6)} s`);
process.exit(failed ? 1 : 0);
