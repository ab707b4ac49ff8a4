/**
 * The preview the bench and the load test run: scripts/preview.ts (production worker in MiniOxygen
 * plus the mock shop) in its own process group, so stopping it also stops
 * workerd under it, whatever happens to the bench.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {rm} from 'node:fs/promises';
import {performance} from 'node:perf_hooks';

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;
const LOG_LINES = 40;
const PROBLEM_KINDS_KEPT = 30;
const PROBLEM_KINDS_SHOWN = 8;
const PROBLEM_LINE_CHARS = 300;
// Stack frames too: a trace without its message line still says something broke.
const PROBLEM = /error|exception|warn|deprecat|future change|^\s+at /i;

/** Error and warning lines by kind: the same message with other numbers (rejection #3) is one kind. */
class ProblemTally {
  private count = 0;
  private readonly kinds = new Map<string, {count: number; line: string}>();

  add(line: string) {
    if (!PROBLEM.test(line)) return;
    this.count++;
    const key = line.replace(/\d+/g, '#');
    const kind = this.kinds.get(key);
    if (kind) kind.count++;
    else if (this.kinds.size < PROBLEM_KINDS_KEPT) this.kinds.set(key, {count: 1, line: line.slice(0, PROBLEM_LINE_CHARS)});
  }

  summary() {
    const kinds = [...this.kinds.values()].sort((a, b) => b.count - a.count).slice(0, PROBLEM_KINDS_SHOWN);
    return {count: this.count, kinds};
  }
}

export interface PreviewOptions {
  port: number;
  mockShopPort: number;
  /** Extra variables for the preview (e.g. SEARCH_STAND_IN_PRODUCTS). */
  env?: Record<string, string>;
  /** Asked until the storefront answers; best a route that calls no stand-in, so nothing is warmed early. */
  readyPath?: string;
  /** The mock shop's data folder (carts), wiped before the start unless `keepData`. */
  dataDir?: string;
  /** Keep the data folder: carts made on an earlier preview are still there (a cold worker, the same bag). */
  keepData?: boolean;
  /** Named in the error when a port is taken. */
  portVariables?: string;
}

export interface Preview {
  origin: string;
  mockShopOrigin: string;
  /** From spawn until both ports answer (the worker on `readyPath`). */
  startupMs: number;
  /** The preview's last lines (stdout and stderr), read so its pipes never fill. */
  log: string[];
  /** Lines that look like errors or warnings, grouped (numbers aside), most frequent first. */
  problems(): {count: number; kinds: {count: number; line: string}[]};
  stop(): Promise<void>;
}

/** Every preview still running, so a signal or a crash can take them all down. */
const running = new Set<Preview>();

export async function stopAllPreviews() {
  await Promise.all([...running].map((preview) => preview.stop()));
}

export async function startPreview({
  port,
  mockShopPort,
  env = {},
  readyPath = '/',
  dataDir = '.mock-shop/bench',
  keepData = false,
  portVariables = 'BENCH_PORT / BENCH_MOCK_SHOP_PORT',
}: PreviewOptions): Promise<Preview> {
  const origin = `http://${HOST}:${port}`;
  const mockShopOrigin = `http://${HOST}:${mockShopPort}`;
  // Something else on a port would be measured instead of this build.
  for (const url of [origin, mockShopOrigin]) {
    if (await answers(url)) throw new Error(`${url} is already in use; set ${portVariables}`);
  }
  if (!keepData) await rm(dataDir, {recursive: true, force: true});
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/preview.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_SHOP_PORT: String(mockShopPort),
      MOCK_SHOP_ORIGIN: mockShopOrigin,
      MOCK_SHOP_DATA_DIR: dataDir,
      // Empty wins over .env: every upstream stays on the loopback stand-ins.
      PUBLIC_STORE_DOMAIN: '',
      PRISMIC_ENDPOINT: '',
      ECOM_BASE_URL: '',
      VELOCITY_BASE_URL: '',
      POSTMARK_BASE_URL: '',
      SEARCHSPRING_SITE_ID: '',
      YOTPO_BASE_URL: '',
      YOTPO_APP_KEY: '',
      ABTASTY_CLIENT_ID: '',
      TWC_BASE_URL: '',
      BED_BUILDER_IMAGE_BASE_URL: '',
      IMAGE_CDN_HOSTS: '',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const problems = new ProblemTally();
  const keep = (chunk: Buffer) => {
    const lines = chunk.toString().split('\n').filter(Boolean);
    log.push(...lines);
    log.splice(0, Math.max(0, log.length - LOG_LINES));
    lines.forEach((line) => problems.add(line));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    await stopChild(child);
    await waitUntilClosed([origin, mockShopOrigin]);
  };
  const preview: Preview = {origin, mockShopOrigin, startupMs: 0, log, problems: () => problems.summary(), stop};
  running.add(preview);
  child.once('exit', () => {
    running.delete(preview);
    // Whatever is left of its group (workerd outliving a crashed preview) goes with it, while the id is still ours.
    if (child.pid) killGroup(child.pid, 'SIGKILL');
  });
  try {
    // The mock shop listens first (preview.ts starts it before the worker).
    await waitForPorts(child, [mockShopOrigin, `${origin}${readyPath}`]);
  } catch (error) {
    await preview.stop();
    throw new Error(`${(error as Error).message}\n${log.join('\n')}`);
  }
  preview.startupMs = Math.round(performance.now() - started);
  return preview;
}

/** Any HTTP answer means it listens; the measurements judge the status codes. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, {signal: AbortSignal.timeout(2_000)});
    return true;
  } catch {
    return false;
  }
}

async function waitForPorts(child: ChildProcess, urls: string[]) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const pending = [...urls];
  while (pending.length > 0) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('Preview exited before it listened');
    if (Date.now() > deadline) throw new Error(`Preview did not answer on ${pending.join(', ')}`);
    if (await answers(pending[0])) pending.shift();
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The next preview reuses the ports: wait until this one let go of them. */
async function waitUntilClosed(urls: string[]) {
  const deadline = Date.now() + STOP_GRACE_MS * 2;
  for (const url of urls) {
    while (Date.now() < deadline && (await answers(url))) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERM to the group; the exit handler above sweeps what is left. */
async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const pid = child.pid;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  killGroup(pid, 'SIGTERM');
  // preview.ts disposes MiniOxygen on SIGTERM; if that hangs, take the whole group down.
  const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
