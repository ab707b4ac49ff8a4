/**
 * A switch that makes a stand-in misbehave on purpose, so the storefront's
 * degraded paths can be tested: 'fail' answers every route with HTTP 500,
 * 'hang' never answers until the caller gives up (or the switch changes).
 * Vitest flips it with `set`; Playwright, through the mock shop, with
 * `POST /__control/{service} {"fault": "fail" | "hang" | null}`.
 * Shared by the delivery, loyalty and mail stand-ins.
 */
import {http, HttpResponse, type RequestHandler} from 'msw';

export type Fault = 'fail' | 'hang';

export interface FaultSwitch {
  readonly service: string;
  current(): Fault | null;
  /** Changing the fault lets every hanging request go, with HTTP 503. */
  set(fault: Fault | null): void;
  /** What a route answers while a fault is on; undefined when the stand-in should answer normally. */
  intercept(request: Request): Promise<Response> | undefined;
  /** `GET`/`POST {any origin}/__control/{service}`. */
  controlHandlers: RequestHandler[];
}

/** `fault` from a control request body: a Fault, null (off), or undefined when it is neither. */
export function parseFault(value: unknown): Fault | null | undefined {
  if (value === null || value === 'fail' || value === 'hang') return value;
  return undefined;
}

export function createFaultSwitch(service: string): FaultSwitch {
  let fault: Fault | null = null;
  const hanging = new Set<() => void>();

  function hang(signal: AbortSignal): Promise<Response> {
    return new Promise((resolve) => {
      const release = () => {
        signal.removeEventListener('abort', release);
        hanging.delete(release);
        // A real answer, not HttpResponse.error(): the mock shop's HTTP server cannot write a status-0 response.
        resolve(HttpResponse.json({message: `The ${service} stand-in stopped hanging`}, {status: 503}));
      };
      hanging.add(release);
      if (signal.aborted) release();
      else signal.addEventListener('abort', release, {once: true});
    });
  }

  function set(next: Fault | null) {
    fault = next;
    for (const release of [...hanging]) release();
  }

  const controlPath = `*/__control/${service}`;
  const state = () => HttpResponse.json({service, fault});

  return {
    service,
    current: () => fault,
    set,
    intercept(request) {
      if (fault === 'hang') return hang(request.signal);
      if (fault === 'fail') {
        return Promise.resolve(
          HttpResponse.json({message: `Failure injected into the ${service} stand-in`}, {status: 500}),
        );
      }
      return undefined;
    },
    controlHandlers: [
      http.get(controlPath, state),
      http.post(controlPath, async ({request}) => {
        const body: unknown = await request.json().catch(() => undefined);
        const next = parseFault((body as {fault?: unknown} | undefined)?.fault);
        if (next === undefined) {
          return HttpResponse.json({message: 'Send {"fault": "fail" | "hang" | null}'}, {status: 400});
        }
        set(next);
        return state();
      }),
    ],
  };
}
