/**
 * One HTTP request with a time limit, read whole, never throwing: the doctor needs to tell "nothing answered"
 * (refused, timed out, cut off) from "it answered this status", and to say which in one line.
 */

export type Reply =
  | {kind: 'reply'; status: number; body: unknown; text: string}
  | {kind: 'no-reply'; reason: 'timeout' | 'refused'; detail: string};

export interface Http {
  fetch: typeof fetch;
  timeoutMs: number;
}

/** `body`: the reply parsed as JSON, or undefined when it is not JSON. */
export async function request(http: Http, url: string, init: RequestInit = {}): Promise<Reply> {
  const signal = AbortSignal.timeout(http.timeoutMs);
  try {
    const response = await http.fetch(url, {...init, signal, redirect: 'manual'});
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return {kind: 'reply', status: response.status, body, text};
  } catch (error) {
    if (signal.aborted) return {kind: 'no-reply', reason: 'timeout', detail: `no answer within ${seconds(http.timeoutMs)}`};
    const cause = (error as {cause?: {code?: string; message?: string}}).cause;
    return {kind: 'no-reply', reason: 'refused', detail: cause?.code ?? cause?.message ?? String(error)};
  }
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

export const jsonPost = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: {'Content-Type': 'application/json', Accept: 'application/json', ...headers},
  body: JSON.stringify(body),
});

/** Where a request went, for a message: origin and path, never the query (it may hold a token). */
export function place(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The fix when a service gave no usable answer, or null when it answered (any status below 500 but 429).
 * `setting`: the variable that says where the service is; a stand-in is started by the doctor or `npm run mock-shop`.
 */
export function unreachableFix(
  reply: Reply,
  {url, setting, standIn}: {url: string; setting: string; standIn: boolean},
): string | null {
  const where = place(url);
  const hint = standIn ? 'is the mock shop (npm run mock-shop) running?' : `check ${setting} and the service's status`;
  if (reply.kind === 'no-reply') {
    return reply.reason === 'timeout'
      ? `${where} gave ${reply.detail}: ${hint}`
      : `Cannot connect to ${where} (${reply.detail}): ${hint}`;
  }
  if (reply.status === 429) return `${where} is rate limiting (429): run the doctor again in a minute`;
  if (reply.status >= 500) return `${where} answered HTTP ${reply.status} (failing upstream): ${hint}`;
  return null;
}
