/**
 * The one reporter for failures caught in the browser (all go to one
 * error-reporting service): uncaught errors, unhandled
 * promise rejections and the error boundary (which also catches failed
 * fetcher loads and submits). Each report is sent to the worker's
 * /api/client-errors, which hands it to the server's reporter. Never throws;
 * a page sends at most MAX_REPORTS_PER_PAGE, each message once.
 */
export const CLIENT_ERRORS_PATH = '/api/client-errors';
export const MAX_REPORTS_PER_PAGE = 10;
const MAX_MESSAGE_LENGTH = 500;
const MAX_STACK_LENGTH = 2000;

export const CLIENT_ERROR_SOURCES = ['window-error', 'unhandled-rejection', 'error-boundary'] as const;
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

export interface ClientErrorReport {
  source: ClientErrorSource;
  message: string;
  /** The page's path and query (no origin, no hash). */
  path: string;
  stack?: string;
  /** An HTTP status when the failure was a response (error boundary). */
  status?: number;
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, max);
}

/** A report as the endpoint accepts it, or null when it is not one. */
export function parseClientErrorReport(value: unknown): ClientErrorReport | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const source = CLIENT_ERROR_SOURCES.find((known) => known === record.source);
  const message = text(record.message, MAX_MESSAGE_LENGTH);
  const path = text(record.path, MAX_MESSAGE_LENGTH);
  if (!source || !message || !path || !path.startsWith('/')) return null;
  const stack = text(record.stack, MAX_STACK_LENGTH);
  const status =
    typeof record.status === 'number' && Number.isInteger(record.status) && record.status >= 100 && record.status < 600
      ? record.status
      : undefined;
  return {source, message, path, ...(stack ? {stack} : {}), ...(status ? {status} : {})};
}

/** Message and stack of whatever was thrown. */
export function describeError(error: unknown): {message: string; stack?: string} {
  if (error instanceof Error) return {message: `${error.name}: ${error.message}`, stack: error.stack};
  if (typeof error === 'string') return {message: error};
  try {
    return {message: JSON.stringify(error) ?? String(error)};
  } catch {
    return {message: String(error)};
  }
}

const sent = new Set<string>();

/** Reports one caught failure. Safe to call anywhere in the browser; a no-op on the server. */
export function reportClientError(
  source: ClientErrorSource,
  error: unknown,
  extra: {status?: number} = {},
): void {
  if (typeof window === 'undefined') return;
  try {
    const {message, stack} = describeError(error);
    const key = `${source}|${message}`;
    if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
    sent.add(key);
    const report: ClientErrorReport = {
      source,
      message: message.slice(0, MAX_MESSAGE_LENGTH),
      path: `${window.location.pathname}${window.location.search}`,
      ...(stack ? {stack: stack.slice(0, MAX_STACK_LENGTH)} : {}),
      ...extra,
    };
    console.error(`[${source}]`, error);
    const body = JSON.stringify(report);
    const beacon = new Blob([body], {type: 'application/json'});
    if (navigator.sendBeacon?.(CLIENT_ERRORS_PATH, beacon)) return;
    void fetch(CLIENT_ERRORS_PATH, {
      method: 'POST',
      body,
      headers: {'Content-Type': 'application/json'},
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Reporting must never break the page.
  }
}
