import {defineConfig, devices} from '@playwright/test';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium';

/**
 * Journeys in Debian's Chromium against the production build served by
 * MiniOxygen (scripts/preview.ts) with the local stand-ins. Run `npm run build` first.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MOCK_SHOP_PORT = Number(process.env.E2E_MOCK_SHOP_PORT ?? 4199);
const baseURL = `http://127.0.0.1:${PORT}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
};

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
    {name: 'js', use: {...chromium}, testIgnore: /degraded\.spec\.ts/},
    {name: 'no-js', use: {...chromium, javaScriptEnabled: false}, grepInvert: /@js-only/, testIgnore: /degraded\.spec\.ts/},
    // Fault switches are shared by the whole mock shop: these run alone, after everything else.
    {name: 'degraded', use: {...chromium}, testMatch: /degraded\.spec\.ts/, dependencies: ['js', 'no-js']},
  ],
  webServer: {
    command: 'node --import tsx scripts/preview.ts',
    url: `${baseURL}/`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      MOCK_SHOP_PORT: String(MOCK_SHOP_PORT),
      MOCK_SHOP_ORIGIN: `http://127.0.0.1:${MOCK_SHOP_PORT}`,
      MOCK_SHOP_DATA_DIR: '.mock-shop/e2e',
    },
  },
});
