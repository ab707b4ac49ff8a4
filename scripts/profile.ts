/**
 * `npm run profile -- /products/aurora-hybrid-mattress`: where the worker's
 * time goes on one page under load. Serves the production build (dist/, run
 * `npm run build` first) with the stand-ins and the worker's V8 inspector open,
 * samples the worker's CPU while autocannon loads the page, and prints the
 * self time by package and by function (source-mapped names where MiniOxygen
 * maps them). The full profile goes to bench-results/profile-{page}.cpuprofile,
 * which Chrome DevTools (Performance → Load profile) opens.
 *
 * PROFILE_DURATION_S (default 10), PROFILE_CONNECTIONS (default 32). `/cart` is profiled with the bench's
 * three-line bag; PROFILE_RENDER=1 sends a cookie the page cache does not know, so every request renders.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import autocannon from 'autocannon';
import WebSocket from 'ws';
import {createBag} from './bench/bag';
import {RENDER_EVERY_TIME_COOKIE} from './bench/http';
import {startPreview} from './bench/preview';
import {envInt} from './bench/stats';

const PORT = envInt('PROFILE_PORT', 3250);
const MOCK_SHOP_PORT = envInt('PROFILE_MOCK_SHOP_PORT', 4350);
const INSPECTOR_PORT = envInt('PROFILE_INSPECTOR_PORT', 9329);
const DURATION_S = envInt('PROFILE_DURATION_S', 10, 600);
const CONNECTIONS = envInt('PROFILE_CONNECTIONS', 32, 1000);

interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number};
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A tiny Chrome DevTools Protocol client: one socket, numbered calls. */
async function connect(url: string) {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let nextId = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as {id?: number; result?: unknown};
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    call<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = nextId++;
      socket.send(JSON.stringify({id, method, params}));
      return new Promise((resolve) => waiting.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

/** Milliseconds the worker was busy (not idle) over the profile. */
function busyMs(profile: CpuProfile): number {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  const micros = profile.samples.reduce((sum, id, index) => (idle.has(id) ? sum : sum + (profile.timeDeltas[index] ?? 0)), 0);
  return micros / 1000;
}

/** Self time by key, largest first, as percentages of all samples that were not idle. */
function summarise(profile: CpuProfile, keyOf: (node: ProfileNode) => string, top: number): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id)!;
    if (node.callFrame.functionName === '(idle)') return;
    const delta = profile.timeDeltas[index] ?? 0;
    busy += delta;
    const key = keyOf(node);
    totals.set(key, (totals.get(key) ?? 0) + delta);
  });
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, time]) => [key, Math.round((time / busy) * 1000) / 10]);
}

function packageOf(url: string): string {
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match) return match[1];
  if (url.includes('/app/')) return `app/${url.split('/app/')[1]?.split('/')[0] ?? ''}`;
  return url === '' ? '(native)' : url.slice(-40);
}

const path = process.argv[2] ?? '/products/aurora-hybrid-mattress';
const preview = await startPreview({
  port: PORT,
  mockShopPort: MOCK_SHOP_PORT,
  env: {PREVIEW_INSPECTOR_PORT: String(INSPECTOR_PORT)},
  readyPath: '/robots.txt',
});
try {
  const headers: Record<string, string> = {};
  if (path.startsWith('/cart')) headers.Cookie = await createBag(preview.origin);
  else if (process.env.PROFILE_RENDER) headers.Cookie = RENDER_EVERY_TIME_COOKIE;
  // Warm the worker's caches first: the profile is of the page as shoppers usually get it.
  for (let i = 0; i < 3; i++) await fetch(`${preview.origin}${path}`, {headers}).then((response) => response.arrayBuffer());
  const targets = (await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json/list`)).json()) as {webSocketDebuggerUrl: string}[];
  const inspector = await connect(targets[0].webSocketDebuggerUrl.replace('localhost', '127.0.0.1'));
  await inspector.call('Profiler.enable');
  await inspector.call('Profiler.setSamplingInterval', {interval: 200});
  await inspector.call('Profiler.start');
  const load = await autocannon({url: `${preview.origin}${path}`, connections: CONNECTIONS, duration: DURATION_S, headers});
  const {profile} = await inspector.call<{profile: CpuProfile}>('Profiler.stop');
  inspector.close();

  await mkdir('bench-results', {recursive: true});
  const file = `bench-results/profile-${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.cpuprofile`;
  await writeFile(file, JSON.stringify(profile));
  console.log(`${path}: ${load.requests.average} req/s, p50 ${load.latency.p50} ms, ${load.non2xx} non-2xx; profile in ${file}`);
  // CPU time, not wall time: steadier than req/s when the machine is busy with other work.
  console.log(`Worker CPU per request: ${(busyMs(profile) / Math.max(1, load.requests.total)).toFixed(2)} ms (${load.requests.total} requests)`);
  console.log('\nWorker CPU (not idle) by package:');
  console.table(summarise(profile, (node) => packageOf(node.callFrame.url), 15));
  console.log('By function:');
  console.table(
    summarise(profile, (node) => `${node.callFrame.functionName || '(anonymous)'} ${packageOf(node.callFrame.url)}:${node.callFrame.lineNumber}`, 30),
  );
} finally {
  await preview.stop();
}
