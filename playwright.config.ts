import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium';
import {CANARY_ORIGIN, canaryServerEnv} from './tests/e2e/canary-server';
import {DEGRADED, JOURNEYS, type JourneyServer} from './tests/e2e/servers';

/**
 * Journeys in Debian's Chromium against the production build served by MiniOxygen (scripts/preview.ts) with the
 * local stand-ins. Run `npm run build` first. Each server (tests/e2e/servers.ts) starts only when a project that uses
 * it is run: the journeys', the faults' (`degraded`, own fault switches) and the canary's (every route swept with
 * canaries for secrets: tests/e2e/canary-server.ts).
 */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
};

const CANARY_SPEC = /secret-canary\.spec\.ts/;
const DEGRADED_SPEC = /degraded\.spec\.ts/;
const CATALOGUE_WALK = /every-product\.spec\.ts/;
const NOT_JOURNEYS = [DEGRADED_SPEC, CANARY_SPEC, CATALOGUE_WALK];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // A failure is retried once, with a trace (recording one for every test costs about a quarter of the run).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL: JOURNEYS.origin,
    trace: 'on-first-retry',
  },
  // No project waits for another: the slow walk first, so it is not the last thing left running on one worker.
  projects: [
    {name: 'catalogue-js', use: {...chromium}, testMatch: CATALOGUE_WALK},
    {name: 'catalogue-no-js', use: {...chromium, javaScriptEnabled: false}, testMatch: CATALOGUE_WALK},
    {name: 'degraded', use: {...chromium, baseURL: DEGRADED.origin}, testMatch: DEGRADED_SPEC},
    {name: 'js', use: {...chromium}, testIgnore: NOT_JOURNEYS},
    {name: 'no-js', use: {...chromium, javaScriptEnabled: false}, grepInvert: /@js-only/, testIgnore: NOT_JOURNEYS},
    // API requests only (no browser), against its own server.
    // Its own output folder: its run (after the journeys') would otherwise empty theirs, failures' artefacts included.
    {name: 'canary', use: {baseURL: CANARY_ORIGIN}, testMatch: CANARY_SPEC, outputDir: 'test-results/canary'},
  ],
  webServer: [
    ...(runs(['js', 'no-js', 'catalogue-js', 'catalogue-no-js']) ? [previewServer(JOURNEYS)] : []),
    ...(runs(['degraded']) ? [previewServer(DEGRADED)] : []),
    ...(runs(['canary'])
      ? [
          {
            command: 'node --import tsx scripts/preview.ts',
            url: `${CANARY_ORIGIN}/robots.txt`,
            timeout: 60_000,
            reuseExistingServer: false,
            env: canaryServerEnv(),
          },
        ]
      : []),
  ],
});

function previewServer(server: JourneyServer) {
  return {
    command: 'node --import tsx scripts/preview.ts',
    url: `${server.origin}/`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: server.env,
  };
}

/**
 * Whether this run includes any of `projects`: true unless `--project` (with `*` wildcards and in any case, as
 * Playwright takes it) names only others. In a worker process there is no `--project`: true, and no server is started there.
 */
function runs(projects: string[]): boolean {
  const named: string[] = [];
  const args = process.argv;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const inline = /^--project=(.*)$/.exec(arg);
    if (inline) named.push(inline[1]);
    else if (arg === '--project') {
      while (i + 1 < args.length && !args[i + 1].startsWith('-')) named.push(args[++i]);
    }
  }
  if (named.length === 0) return true;
  const patterns = named.map((name) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`, 'i'));
  return projects.some((project) => patterns.some((pattern) => pattern.test(project)));
}
