/**
 * Which image URLs the server may fetch on a shopper's behalf
 * (`/api/base64-conversion?url=`, the bed builder's images). Pure: parses the
 * URL and judges it against an exact host allow-list, with a reason a person
 * can read for every refusal.
 *
 * The allow-list is exact: `cdn.shopify.com` allows that host on the
 * scheme's default port only; `127.0.0.1:4100` allows that host and port.
 * No wildcards, no suffix matching. So loopback, private ranges, link-local
 * metadata and IPv6 addresses are refused simply because they are not listed;
 * the checks below name the reason more precisely and close the tricks that
 * make a URL mean something other than it looks (userinfo, odd IP spellings).
 */

export interface ImageUrlPolicy {
  /** Hosts as `URL.host` spells them: lower case, `host` or `host:port` (no default ports). */
  allowedHosts: readonly string[];
  /** Plain http is for the local stand-in only; production allows https alone. */
  allowHttp: boolean;
}

export type ImageUrlVerdict = {ok: true; url: URL} | {ok: false; reason: string};

export const MAX_IMAGE_URL_LENGTH = 2048;

const SCHEME_AND_AUTHORITY = /^([a-z][a-z0-9+.-]*):(?:[/\\]{2}([^/\\?#]*))?/i;
const IPV4_DOTTED = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** Anything the URL parser would silently drop or rewrite: spaces, tabs, newlines, other controls. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f]/;

function refuse(reason: string): ImageUrlVerdict {
  return {ok: false, reason};
}

/** `host[:port]` from a written authority (no userinfo), split with IPv6 brackets in mind. */
function splitHostPort(authority: string): {host: string; port: string} {
  const bracketed = /^(\[[^\]]*\])(?::(.*))?$/.exec(authority);
  if (bracketed) return {host: bracketed[1], port: bracketed[2] ?? ''};
  const colon = authority.lastIndexOf(':');
  return colon === -1 ? {host: authority, port: ''} : {host: authority.slice(0, colon), port: authority.slice(colon + 1)};
}

function isIpLiteral(hostname: string): boolean {
  return hostname.startsWith('[') || IPV4_DOTTED.test(hostname);
}

/** The allow-list as the judge compares it: trimmed, lower case, default ports dropped. */
export function normaliseAllowedHosts(hosts: readonly string[]): string[] {
  return hosts
    .map((host) => host.trim().toLowerCase().replace(/:443$/, ''))
    .filter((host) => host !== '');
}

/**
 * Judges `raw` against the policy. The URL is fetched only when this says ok,
 * and the same judgement is applied to every redirect's Location.
 */
export function judgeImageUrl(raw: string, policy: ImageUrlPolicy): ImageUrlVerdict {
  if (raw.trim() === '') return refuse('The url parameter is required.');
  if (raw.length > MAX_IMAGE_URL_LENGTH) return refuse(`The URL is longer than ${MAX_IMAGE_URL_LENGTH} characters.`);
  if (WHITESPACE_OR_CONTROL.test(raw)) return refuse('The URL contains spaces or control characters.');

  const written = SCHEME_AND_AUTHORITY.exec(raw);
  if (!written) return refuse('The URL must be absolute, starting with https://.');
  const scheme = written[1].toLowerCase();
  if (scheme !== 'https' && scheme !== 'http') return refuse(`Only https URLs are allowed, not ${scheme}:.`);
  if (scheme === 'http' && !policy.allowHttp) return refuse('Only https URLs are allowed.');

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('The URL could not be read.');
  }

  const authority = written[2];
  if (authority === undefined || authority === '') return refuse('The URL has no host.');
  if (authority.includes('@') || url.username !== '' || url.password !== '') {
    return refuse('URLs with a user name or password are not allowed.');
  }

  // The host must be written as the URL parser reads it: no 0x7f.1, 2130706433,
  // 017700000001, trailing dots, percent-encoding or other spellings of a host.
  const writtenHost = splitHostPort(authority);
  const canonical = url.hostname.toLowerCase();
  if (writtenHost.host.toLowerCase() !== canonical) {
    return isIpLiteral(canonical)
      ? refuse('IP addresses are not allowed as image hosts.')
      : refuse(`The host must be written plainly (read as ${canonical}).`);
  }

  const allowed = normaliseAllowedHosts(policy.allowedHosts);
  if (allowed.includes(url.host.toLowerCase())) return {ok: true, url};

  if (isIpLiteral(canonical)) return refuse('IP addresses are not allowed as image hosts.');
  if (url.port !== '' && allowed.some((host) => splitHostPort(host).host === canonical)) {
    return refuse(`Port ${url.port} is not allowed for ${canonical}.`);
  }
  return refuse(`Images from ${canonical} are not allowed.`);
}

/** The content types the endpoint answers with; `image/svg+xml` included (see image-fetch.server.ts). */
export function isImageContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  return /^image\/[a-z0-9.+-]+$/.test(mediaType(contentType));
}

/** `image/png; charset=…` → `image/png`. */
export function mediaType(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

const SIGNATURES: ReadonlyArray<{type: string; matches: (b: Uint8Array) => boolean}> = [
  {type: 'image/png', matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])},
  {type: 'image/jpeg', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff])},
  {type: 'image/gif', matches: (b) => startsWith(b, [0x47, 0x49, 0x46, 0x38])},
  {
    type: 'image/webp',
    matches: (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && ascii(b, 8, 4) === 'WEBP',
  },
  {type: 'image/avif', matches: (b) => ascii(b, 4, 4) === 'ftyp' && /^avi[fs]$/.test(ascii(b, 8, 4))},
];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((value, i) => bytes[i] === value);
}

function ascii(bytes: Uint8Array, from: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(from, from + length));
}

/**
 * The type the bytes really are, for the raster formats browsers and PDF
 * libraries care about; undefined for anything else (SVG is text).
 */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type;
}

/** Bytes as a `data:` URL. */
export function toDataUrl(bytes: Uint8Array, contentType: string): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return `data:${contentType};base64,${btoa(binary)}`;
}
