/**
 * A first-party cookie the worker sets for its own use: HttpOnly (no browser
 * code reads it), SameSite=Lax, Secure in production; without a max age it is
 * a session cookie. The value is URL-encoded.
 */
export function serializeFirstPartyCookie(
  name: string,
  value: string,
  {maxAge, secure}: {maxAge: number | null; secure: boolean},
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    ...(maxAge === null ? [] : [`Max-Age=${maxAge}`]),
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The names in a Cookie header (values are not needed to decide). */
export function cookieNames(cookieHeader: string | null): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(';')
    .map((pair) => pair.split('=', 1)[0].trim())
    .filter((name) => name.length > 0);
}
