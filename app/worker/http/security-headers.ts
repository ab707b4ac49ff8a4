/**
 * Headers every response of the worker carries. HSTS only in production:
 * locally the store runs on plain http. A value a route set itself is kept.
 */
export function applySecurityHeaders(headers: Headers, {production}: {production: boolean}): void {
  const defaults: [string, string][] = [
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ...(production ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as [string, string][]) : []),
  ];
  for (const [name, value] of defaults) {
    if (!headers.has(name)) headers.set(name, value);
  }
}

/** A short plain-text answer the worker gives before Remix runs (e.g. a malformed URL); never cached. */
export function plainErrorResponse(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store'},
  });
}
