/** Server-rendering throughput of one URL through the worker, with autocannon. */
import autocannon from 'autocannon';
import {isOk, timedGet, USER_AGENT} from './http';
import {round} from './stats';

export const CONNECTIONS = 32;
const WARM_UP_REQUESTS = 5;

export interface SsrRow {
  name: string;
  path: string;
  catalogue: string;
  reqPerSec: number;
  requests: number;
  p50Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Statuses the warm-up requests got that were not 2xx (a broken page is no throughput figure). */
  warmUpFailures: number[];
}

export interface SsrTarget {
  name: string;
  path: string;
}

/** A few requests first, so the worker's code and caches are warm before the clock runs. */
async function warmUp(url: string): Promise<number[]> {
  const failures: number[] = [];
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    const {status} = await timedGet(url, {Accept: 'text/html'});
    if (!isOk(status)) failures.push(status);
  }
  return failures;
}

export async function measureSsr(origin: string, target: SsrTarget, durationS: number, catalogue: string): Promise<SsrRow> {
  const url = `${origin}${target.path}`;
  const warmUpFailures = await warmUp(url);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationS,
    headers: {'user-agent': USER_AGENT, accept: 'text/html'},
  });
  return {
    name: target.name,
    path: target.path,
    catalogue,
    reqPerSec: round(result.requests.average),
    requests: result.requests.total,
    p50Ms: round(result.latency.p50),
    p97_5Ms: round(result.latency.p97_5),
    p99Ms: round(result.latency.p99),
    maxMs: round(result.latency.max),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    warmUpFailures,
  };
}
