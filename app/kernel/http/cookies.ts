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

/** What a module that keeps ids in first-party cookies is given for a request. */
export interface FirstPartyCookieJar {
  cookieHeader: string | null;
  /** Secure cookies (production). */
  secure: boolean;
  /** Queues a Set-Cookie header on the response. */
  setCookie: (cookie: string) => void;
  /** Makes a new id (a random UUID unless a test says otherwise). */
  newId?: () => string;
}

/**
 * A cookie's value when it is what we write (`valid`); null when it is missing, undecodable or anything else, so
 * a forged or stale value is replaced, never sent on.
 */
export function readValidCookie(cookieHeader: string | null, name: string, valid: RegExp): string | null {
  const raw = readCookie(cookieHeader, name);
  if (raw === undefined) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return valid.test(value) ? value : null;
}

/** A cookie's raw value from a Cookie header (undefined when it is not there). */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
