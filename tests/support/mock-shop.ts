/**
 * The whole mock shop on a free port for one test file, over real HTTP, with its carts and wishlists in a scratch
 * folder (not the developer's .mock-shop/): `const shop = mockShopForThisFile('name')`, then `shop.origin` inside tests.
 */
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll} from 'vitest';

export function mockShopForThisFile(name: string): {readonly origin: string} {
  let started: {origin: string; close: () => Promise<void>} | undefined;
  let dataDir = '';
  const previousDataDir = process.env.MOCK_SHOP_DATA_DIR;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `mock-shop-${name}-`));
    // Read by tests/mocks/server.ts when it loads, hence the late import.
    process.env.MOCK_SHOP_DATA_DIR = dataDir;
    const {startMockShop} = await import('../mocks/server');
    started = await startMockShop(0);
    // Loading the whole mock shop takes a while on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await started?.close();
    if (previousDataDir === undefined) delete process.env.MOCK_SHOP_DATA_DIR;
    else process.env.MOCK_SHOP_DATA_DIR = previousDataDir;
    if (dataDir) await rm(dataDir, {recursive: true, force: true});
  });

  return {
    get origin() {
      if (!started) throw new Error('The mock shop is not started yet (use it inside a test)');
      return started.origin;
    },
  };
}
