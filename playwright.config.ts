import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium';
import {CANARY_ORIGIN, canaryServerEnv} from './tests/e2e/canary-server';

/**
 * Journeys in Debian's Chromium against the production build served by
 * MiniOxygen (scripts/preview.ts) with the local stand-ins. Run `npm run build` first.
 * The `canary` project sweeps every route of a second server, whose secrets are canaries (tests/e2e/canary-server.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MOCK_SHOP_PORT = Number(process.env.E2E_MOCK_SHOP_PORT ?? 4199);
const baseURL = `http://127.0.0.1:${PORT}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
};

const CANARY_SPEC = /secret-canary\.spec\.ts/;
/** Walks every product of the catalogue, so the worker then holds every product: it runs after the degraded journeys, which need products nothing has opened. */
const CATALOGUE_WALK = /every-product\.spec\.ts/;
const JOURNEY_PROJECTS = ['js', 'no-js', 'degraded', 'catalogue-js', 'catalogue-no-js'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {name: 'js', use: {...chromium}, testIgnore: [/degraded\.spec\.ts/, CANARY_SPEC, CATALOGUE_WALK]},
    {
      name: 'no-js',
      use: {...chromium, javaScriptEnabled: false},
      grepInvert: /@js-only/,
      testIgnore: [/degraded\.spec\.ts/, CANARY_SPEC, CATALOGUE_WALK],
    },
    // Fault switches are shared by the whole mock shop: these run alone, after everything else.
    {name: 'degraded', use: {...chromium}, testMatch: /degraded\.spec\.ts/, dependencies: ['js', 'no-js']},
    {name: 'catalogue-js', use: {...chromium}, testMatch: CATALOGUE_WALK, dependencies: ['degraded']},
    {name: 'catalogue-no-js', use: {...chromium, javaScriptEnabled: false}, testMatch: CATALOGUE_WALK, dependencies: ['degraded']},
    // API requests only (no browser), against its own server: no state shared with the projects above.
    {name: 'canary', use: {baseURL: CANARY_ORIGIN}, testMatch: CANARY_SPEC},
  ],
  // Each server starts only when a project that uses it is run (`--project=canary` starts the canary's alone).
  webServer: [
    ...(runs(JOURNEY_PROJECTS)
      ? [
          {
            command: 'node --import tsx scripts/preview.ts',
            url: `${baseURL}/`,
            timeout: 60_000,
            reuseExistingServer: false,
            env: {
              PORT: String(PORT),
              MOCK_SHOP_PORT: String(MOCK_SHOP_PORT),
              MOCK_SHOP_ORIGIN: `http://127.0.0.1:${MOCK_SHOP_PORT}`,
              MOCK_SHOP_DATA_DIR: '.mock-shop/e2e',
              // The journeys pin instants on the fixtures' own campaign dates (tests/mocks/demo-dates.ts).
              MOCK_SHOP_DEMO_DATES: 'fixed',
            },
          },
        ]
      : []),
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
