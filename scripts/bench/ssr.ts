/**
 * Throughput and latency of one URL under load, with autocannon: a page
 * through the worker (server rendering), the trivial route, or a stand-in's
 * endpoint asked directly.
 */
import autocannon from 'autocannon';
import {performance} from 'node:perf_hooks';
import {isOk, timedGet, USER_AGENT} from './http';
import {percentile, round} from './stats';

export const CONNECTIONS = 32;
const WARM_UP_REQUESTS = 5;

export interface SsrRow {
  name: string;
  path: string;
  catalogue: string;
  reqPerSec: number;
  requests: number;
  /** Latency percentiles over every answer of the run (nearest rank, ms). */
  p50Ms: number;
  p95Ms: number;
  p97_5Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Errors by message (ECONNRESET, a timeout...), so a broken run says how it broke. */
  errorKinds: Record<string, number>;
  /** When into the run (s) the first and last error came: a burst, spread out, or at the end. */
  errorWindowS: [number, number] | null;
  /** Statuses the warm-up requests got that were not 2xx (a broken page is no throughput figure). */
  warmUpFailures: number[];
}

export interface SsrTarget {
  name: string;
  path: string;
  /** Sent with every request (the bag's cart cookie). */
  headers?: Record<string, string>;
  /** A POST instead of a GET (the stand-in's GraphQL endpoint). */
  post?: {body: string; contentType: string};
}

/** A few requests first, so the worker's code and caches are warm before the clock runs. */
async function warmUp(url: string, target: SsrTarget): Promise<number[]> {
  const failures: number[] = [];
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    const status = target.post
      ? await fetch(url, {method: 'POST', headers: requestHeaders(target), body: target.post.body})
          .then(async (response) => (await response.arrayBuffer(), response.status))
          .catch(() => 0)
      : (await timedGet(url, requestHeaders(target))).status;
    if (!isOk(status)) failures.push(status);
  }
  return failures;
}

function requestHeaders(target: SsrTarget): Record<string, string> {
  return {
    'user-agent': USER_AGENT,
    accept: target.post ? 'application/json' : 'text/html',
    ...(target.post ? {'content-type': target.post.contentType} : {}),
    ...target.headers,
  };
}

/** `origin` + `target.path` for `durationS` seconds at CONNECTIONS concurrent connections. */
export async function measureSsr(origin: string, target: SsrTarget, durationS: number, catalogue: string): Promise<SsrRow> {
  const url = `${origin}${target.path}`;
  const warmUpFailures = await warmUp(url, target);
  // Every answer's time, so p95 (which autocannon's histogram summary lacks) is exact like the others.
  const latencies: number[] = [];
  const errorKinds: Record<string, number> = {};
  const errorTimes: number[] = [];
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: durationS,
        method: target.post ? 'POST' : 'GET',
        body: target.post?.body,
        headers: requestHeaders(target),
      },
      (error: unknown, finished: autocannon.Result) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    instance.on('reqError', (error: Error) => {
      const kind = (error as {code?: string}).code ?? error.message;
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
      errorTimes.push((performance.now() - started) / 1000);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name: target.name,
    path: target.path,
    catalogue,
    reqPerSec: round(result.requests.average),
    requests: result.requests.total,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p97_5Ms: round(percentile(latencies, 97.5)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies.at(-1) ?? 0),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    errorKinds,
    errorWindowS: errorTimes.length > 0 ? [round(errorTimes[0]), round(errorTimes.at(-1)!)] : null,
    warmUpFailures,
  };
}
