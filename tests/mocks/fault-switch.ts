/**
 * A switch that makes a stand-in misbehave on purpose, the ways a flaky
 * network does, so the storefront's degraded paths can be tested:
 * - 'fail': HTTP 500 with a JSON error;
 * - 'rate-limited': HTTP 429, `Retry-After: 1`, JSON error;
 * - 'malformed': HTTP 200 JSON whose body is cut off (not valid JSON);
 * - 'refused': no HTTP response at all (fetch rejects with a TypeError);
 * - 'hang': no answer until the caller aborts or the switch changes;
 * - 'stalled': HTTP 200 headers and the first bytes of the body, then nothing
 *   until the caller aborts or the switch changes.
 * Vitest flips it with `set`; Playwright, through the mock shop, with
 * `POST /__control/{service} {"fault": ... | null}`. Shared by every stand-in
 * (tests/mocks/faults.ts lists them).
 */
import {http, HttpResponse, type RequestHandler} from 'msw';

export const FAULTS = ['fail', 'rate-limited', 'malformed', 'refused', 'hang', 'stalled'] as const;
export type Fault = (typeof FAULTS)[number];

/** What a stalled body sends before it stops; a malformed body is a longer cut-off object. */
const STALLED_BODY_START = '{"data":';
const MALFORMED_BODY = '{"data": {"produ';

export interface FaultSwitch {
  readonly service: string;
  current(): Fault | null;
  /** Changing the fault lets every hanging (HTTP 503) and stalled (body ends) request go. */
  set(fault: Fault | null): void;
  /** What a route answers while a fault is on; undefined when the stand-in should answer normally. */
  intercept(request: Request): Promise<Response> | undefined;
  /** `GET`/`POST {any origin}/__control/{service}`. */
  controlHandlers: RequestHandler[];
}

/** `fault` from a control request body: a Fault, null (off), or undefined when it is neither. */
export function parseFault(value: unknown): Fault | null | undefined {
  if (value === null) return null;
  return FAULTS.find((fault) => fault === value);
}

export function createFaultSwitch(service: string): FaultSwitch {
  let fault: Fault | null = null;
  const waiting = new Set<() => void>();

  /** Calls `stop` once, when the caller aborts or the switch changes; returns a way to stop waiting without it. */
  function untilReleased(signal: AbortSignal, stop: () => void): () => void {
    const release = () => {
      forget();
      stop();
    };
    const forget = () => {
      signal.removeEventListener('abort', release);
      waiting.delete(release);
    };
    waiting.add(release);
    if (signal.aborted) release();
    else signal.addEventListener('abort', release, {once: true});
    return forget;
  }

  function hang(signal: AbortSignal): Promise<Response> {
    return new Promise((resolve) => {
      untilReleased(signal, () =>
        // A real answer: a caller that gave up no longer reads it, and one still waiting learns the hang is over.
        resolve(HttpResponse.json({message: `The ${service} stand-in stopped hanging`}, {status: 503})),
      );
    });
  }

  function stall(signal: AbortSignal): Response {
    let forget = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(STALLED_BODY_START));
        // An aborted caller sees its read fail; when the switch changes the body just ends, cut off.
        forget = untilReleased(signal, () => (signal.aborted ? controller.error(signal.reason) : controller.close()));
      },
      cancel: () => forget(),
    });
    return new HttpResponse(body, {headers: {'Content-Type': 'application/json'}});
  }

  function respond(current: Fault, request: Request): Response | Promise<Response> {
    switch (current) {
      case 'fail':
        return HttpResponse.json({message: `Failure injected into the ${service} stand-in`}, {status: 500});
      case 'rate-limited':
        return HttpResponse.json(
          {message: `The ${service} stand-in is rate limiting (injected)`},
          {status: 429, headers: {'Retry-After': '1'}},
        );
      case 'malformed':
        return new HttpResponse(MALFORMED_BODY, {headers: {'Content-Type': 'application/json'}});
      case 'refused':
        // msw rejects the caller's fetch; the mock shop destroys the socket instead of answering.
        return HttpResponse.error();
      case 'hang':
        return hang(request.signal);
      case 'stalled':
        return stall(request.signal);
    }
  }

  function set(next: Fault | null) {
    fault = next;
    for (const release of [...waiting]) release();
  }

  const controlPath = `*/__control/${service}`;
  const state = () => HttpResponse.json({service, fault});

  return {
    service,
    current: () => fault,
    set,
    intercept: (request) => (fault === null ? undefined : Promise.resolve(respond(fault, request))),
    controlHandlers: [
      http.get(controlPath, state),
      http.post(controlPath, async ({request}) => {
        const body: unknown = await request.json().catch(() => undefined);
        const next = parseFault((body as {fault?: unknown} | undefined)?.fault);
        if (next === undefined) {
          const choices = [...FAULTS.map((name) => JSON.stringify(name)), 'null'].join(' | ');
          return HttpResponse.json({message: `Send {"fault": ${choices}}`}, {status: 400});
        }
        set(next);
        return state();
      }),
    ],
  };
}
