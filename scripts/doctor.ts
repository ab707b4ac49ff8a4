/**
 * `npm run doctor`: is each service the storefront talks to configured (or on its stand-in), reachable, accepting
 * its credentials and set up as the app needs? One table, a fix per ✗, exit code 1 on any ✗.
 * Reads the worker's variables as preview does (.env files, the process environment winning). While services are
 * on their stand-ins and no mock shop answers, it starts one in this process, so a fresh checkout is all green offline.
 */
import {DEFAULT_MOCK_SHOP_ORIGIN} from '../app/kernel/env';
import {doctorConfig, loadDoctorEnv} from './doctor/env';
import {request} from './doctor/http';
import {renderTable, rowFailed, summary} from './doctor/report';
import {needsStandIns, runDoctor} from './doctor/run';

const root = process.cwd();
const env = loadDoctorEnv(root);
const doctor = doctorConfig(env);

/** Where every stand-in setting points (app/kernel/env.ts). */
const mockOrigin = new URL(env.MOCK_SHOP_ORIGIN ?? DEFAULT_MOCK_SHOP_ORIGIN).origin;

async function mockShopAnswers(origin: string): Promise<boolean> {
  const reply = await request({fetch, timeoutMs: 1000}, `${origin}/__control/requests`);
  return reply.kind === 'reply';
}

let mockShop: {origin: string; close: () => Promise<void>} | null = null;
if (needsStandIns(doctor) && !(await mockShopAnswers(mockOrigin))) {
  const {startMockShop} = await import('../tests/mocks/server');
  // A port taken by something else: the stand-in rows then say nothing answers there.
  mockShop = await startMockShop(Number(new URL(mockOrigin).port || 80)).catch((error: unknown) => {
    console.error(`Could not start the stand-ins on ${mockOrigin}: ${error instanceof Error ? error.message : error}`);
    return null;
  });
}

const rows = await runDoctor({env, root, doctor});
await mockShop?.close();
console.log(renderTable(rows));
console.log(`\n${summary(rows)}${mockShop ? ` (stand-ins started for this run on ${mockShop.origin})` : ''}`);
process.exit(rows.some(rowFailed) ? 1 : 0);
