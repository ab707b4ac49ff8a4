/**
 * One JSON call to an upstream service, with a timeout on every attempt and
 * this retry rule: up to `retries` more attempts, at once, after a
 * network error or a retry-safe server error (502, 503, 504). A timeout is
 * not retried: a hanging service will not answer faster the second time,
 * and the shopper is waiting. Never throws; the caller decides what to report.
 * (Used by the delivery, loyalty and mail services.)
 */

import {readBodyText} from './read-body';

export interface UpstreamJsonRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON when present; URLSearchParams are sent as a form (OAuth2 token requests). */
  body?: unknown;
  timeoutMs: number;
  retries?: number;
  /** The caller's own cancellation, e.g. the incoming request's signal. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

export type UpstreamJsonResult =
  | {ok: true; status: number; body: unknown}
  /** `body` is the parsed error reply when there was one; `status` is absent when no response came. */
  | {ok: false; error: Error; status?: number; body?: unknown};

const RETRY_SAFE_STATUSES = new Set([502, 503, 504]);

/** fetch rejects with a TypeError when the network fails; timeouts and aborts are DOMExceptions. */
const isNetworkError = (error: unknown) => error instanceof TypeError;

async function readJson(
  response: Response,
  signal: AbortSignal,
): Promise<{parsed: true; value: unknown} | {parsed: false; error: Error}> {
  try {
    return {parsed: true, value: JSON.parse(await readBodyText(response, signal))};
  } catch (error) {
    return {parsed: false, error: new Error(`Reply is not JSON (${error instanceof Error ? error.message : error})`)};
  }
}

async function attempt(request: UpstreamJsonRequest): Promise<UpstreamJsonResult & {retrySafe: boolean}> {
  const {url, method = 'GET', headers = {}, body, timeoutMs, signal, fetch: send = globalThis.fetch} = request;
  const timeout = AbortSignal.timeout(timeoutMs);
  const limit = signal ? AbortSignal.any([timeout, signal]) : timeout;
  const isForm = body instanceof URLSearchParams;
  let response: Response;
  try {
    response = await send(url, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : {'Content-Type': isForm ? 'application/x-www-form-urlencoded' : 'application/json'}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm ? body.toString() : JSON.stringify(body),
      signal: limit,
    });
  } catch (error) {
    const reason = error instanceof Error ? error : new Error(String(error));
    return {ok: false, error: reason, retrySafe: isNetworkError(error)};
  }

  // 204 No Content (a DELETE's answer) has no body to parse.
  if (response.status === 204) return {ok: true, status: 204, body: null, retrySafe: false};
  const json = await readJson(response, limit);
  if (!response.ok) {
    return {
      ok: false,
      status: response.status,
      error: new Error(`HTTP ${response.status} from ${method} ${url}`),
      body: json.parsed ? json.value : undefined,
      retrySafe: RETRY_SAFE_STATUSES.has(response.status),
    };
  }
  if (!json.parsed) return {ok: false, status: response.status, error: json.error, retrySafe: false};
  return {ok: true, status: response.status, body: json.value, retrySafe: false};
}

export async function requestUpstreamJson(request: UpstreamJsonRequest): Promise<UpstreamJsonResult> {
  const attempts = 1 + Math.max(0, request.retries ?? 0);
  for (let n = 1; ; n += 1) {
    const {retrySafe, ...result} = await attempt(request);
    if (result.ok || !retrySafe || n >= attempts || request.signal?.aborted) return result;
  }
}
