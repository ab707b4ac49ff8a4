/**
 * `npm run preview` / `npm start`: the production build (dist/) in workerd
 * through MiniOxygen, with the local stand-ins. Playwright and the bench use it.
 */
import {readFile} from 'node:fs/promises';
import {dirname, resolve} from 'node:path';
import {createMiniOxygen} from '@shopify/mini-oxygen';
import {loadEnv} from 'vite';
import {pickWorkerEnv} from '../app/kernel/env';
import {startMockShop} from '../tests/mocks/server';
import {brokenEscapeGuardWorker, miniOxygenDefaultHeaders} from './broken-escape';

const port = Number(process.env.PORT ?? 3000);
const workerFile = resolve('dist/server/index.js');
const assetsDir = resolve('dist/client');

const mockShop = process.env.SKIP_MOCK_SHOP ? null : await startMockShop();

// Only the variables the worker reads (app/kernel/env.ts WORKER_ENV_NAMES), from .env, .env.local, .env.production and
// .env.production.local as Vite reads them, the process environment winning; never HOME, PATH, npm_config_* and the rest.
const env = pickWorkerEnv({...loadEnv('production', process.cwd(), ''), ...process.env});

const miniOxygen = createMiniOxygen({
  port,
  host: '127.0.0.1',
  // PREVIEW_INSPECTOR_PORT opens the worker's V8 inspector (DevTools, or `npm run profile`).
  ...(process.env.PREVIEW_INSPECTOR_PORT ? {debug: true, inspectorPort: Number(process.env.PREVIEW_INSPECTOR_PORT)} : {}),
  // Static assets get their own port; far from the storefront's so parallel previews do not collide.
  assets: {directory: assetsDir, port: Number(process.env.ASSETS_PORT ?? port + 10_000)},
  workers: [
    // First: MiniOxygen's entry (and the inspector's) is the first named worker.
    {
      name: 'hydrogen',
      modulesRoot: dirname(workerFile),
      modules: [{type: 'ESModule', path: workerFile, contents: await readFile(workerFile, 'utf8')}],
      compatibilityDate: '2025-01-01',
      compatibilityFlags: ['nodejs_compat'],
      bindings: env,
      // Oxygen passes the shopper's IP on; keep the header as the CLI's preview does.
      stripCfConnectingIp: false,
    },
    // A URL with a broken `%` escape reaches the app instead of MiniOxygen's 500 (scripts/broken-escape.ts).
    brokenEscapeGuardWorker({app: 'hydrogen', oxygenHeaders: await miniOxygenDefaultHeaders()}),
  ],
});
const {workerUrl} = await miniOxygen.ready;
console.log(`Storefront (production build) on ${workerUrl.origin}${mockShop ? `, stand-ins on ${mockShop.origin}` : ''}`);

const stop = async () => {
  await miniOxygen.dispose();
  await mockShop?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
