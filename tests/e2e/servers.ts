/**
 * The journeys' servers (playwright.config.ts): each is the production build in MiniOxygen (scripts/preview.ts) with
 * its own mock shop, so what one project does to its stand-ins (the fault switches, the worker's cache) no other sees.
 * The canary's server is in canary-server.ts.
 */

/** A journeys server: the store's port, its mock shop's port and the mock shop's data folder. */
export type JourneyServer = {origin: string; mockShopOrigin: string; env: Record<string, string>};

function journeyServer(port: number, mockShopPort: number, dataDir: string): JourneyServer {
  return {
    origin: `http://127.0.0.1:${port}`,
    mockShopOrigin: `http://127.0.0.1:${mockShopPort}`,
    env: {
      PORT: String(port),
      MOCK_SHOP_PORT: String(mockShopPort),
      MOCK_SHOP_ORIGIN: `http://127.0.0.1:${mockShopPort}`,
      MOCK_SHOP_DATA_DIR: dataDir,
      // The journeys pin instants on the fixtures' own campaign dates (tests/mocks/demo-dates.ts).
      MOCK_SHOP_DEMO_DATES: 'fixed',
    },
  };
}

/** Every journey with JavaScript on and off, and the every-product walk. */
export const JOURNEYS = journeyServer(
  Number(process.env.E2E_PORT ?? 3100),
  Number(process.env.E2E_MOCK_SHOP_PORT ?? 4199),
  '.mock-shop/e2e',
);

/**
 * The faults' journeys (degraded.spec.ts): they flip the mock shop's fault switches and need products the worker has
 * not cached, so they have a server of their own and run beside the others instead of after them.
 */
export const DEGRADED = journeyServer(
  Number(process.env.E2E_DEGRADED_PORT ?? 3102),
  Number(process.env.E2E_DEGRADED_MOCK_SHOP_PORT ?? 4197),
  '.mock-shop/e2e-degraded',
);

/** The Playwright projects on the journeys' two servers; the canary has its own run (`npm test` runs it after these). */
export const E2E_JOURNEY_PROJECTS = ['catalogue-js', 'catalogue-no-js', 'degraded', 'js', 'no-js'];
