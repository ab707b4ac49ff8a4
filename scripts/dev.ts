/**
 * `npm run dev`: the local stand-ins and the storefront together. The
 * storefront runs under Vite with its SSR in workerd (MiniOxygen).
 */
import {spawn} from 'node:child_process';
import {startMockShop} from '../tests/mocks/server';

const port = Number(process.env.PORT ?? 3000);
const mockShop = await startMockShop();
console.log(`Local stand-ins on ${mockShop.origin}`);

const vite = spawn('npx', ['vite', 'dev', '--port', String(port), '--strictPort'], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {...process.env, SHOPIFY_CLI_NO_ANALYTICS: '1'},
});
vite.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
console.log(`\n  Storefront: http://127.0.0.1:${port}/\n`);

const stop = async () => {
  vite.kill('SIGTERM');
  await mockShop.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', async (code) => {
  await mockShop.close();
  process.exit(code ?? 0);
});
