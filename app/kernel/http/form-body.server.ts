/**
 * Reads a posted form without trusting it: method, content type, size and
 * field count are checked before anything is parsed, so a huge body or a form
 * of 200,000 fields is refused at once instead of being read whole (and
 * Hydrogen's CartForm.getFormInput, quadratic in the field count, never sees it).
 */
import {joinChunks} from '~/kernel/bytes';

export const POST_ONLY_MESSAGE = 'This address only accepts form posts.';
export const UNSUPPORTED_TYPE_MESSAGE = 'Please send this as a web form.';
export const EMPTY_FORM_MESSAGE = 'The form arrived empty. Please try again.';
export const TOO_LARGE_MESSAGE = 'That form is too large to accept.';
export const TOO_MANY_FIELDS_MESSAGE = 'That form has too many fields to accept.';
export const FIELD_TOO_LONG_MESSAGE = 'One of the fields is too long to accept.';
export const MALFORMED_FORM_MESSAGE = 'The form could not be read. Please try again.';

/** A field value no real form of ours comes near (a file part counts by its size). */
export const MAX_FIELD_VALUE_LENGTH = 2048;

export interface FormLimits {
  maxBytes: number;
  maxFields: number;
  /** Defaults to MAX_FIELD_VALUE_LENGTH. */
  maxFieldValueLength?: number;
}

export const DEFAULT_FORM_LIMITS: FormLimits = {maxBytes: 64 * 1024, maxFields: 200};

export type FormBodyStatus = 400 | 405 | 413 | 415;
export type FormBodyResult = {ok: true; form: FormData} | {ok: false; status: FormBodyStatus; message: string};

const refuse = (status: FormBodyStatus, message: string): FormBodyResult => ({ok: false, status, message});

type FormKind = {kind: 'urlencoded'} | {kind: 'multipart'; boundary: string};

function formKind(contentType: string | null): FormKind | null {
  const [type = '', ...params] = (contentType ?? '').split(';').map((part) => part.trim());
  const mediaType = type.toLowerCase();
  if (mediaType === 'application/x-www-form-urlencoded') return {kind: 'urlencoded'};
  if (mediaType !== 'multipart/form-data') return null;
  const match = params.map((param) => /^boundary=(?:"([^"]+)"|(.+))$/i.exec(param)).find(Boolean);
  const boundary = match?.[1] ?? match?.[2];
  return boundary ? {kind: 'multipart', boundary} : null;
}

/** The body's bytes; reading stops (and the stream is cancelled) once more than maxBytes arrive. */
async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | 'too-large' | 'unreadable'> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const reader = body.getReader();
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      if (!(value instanceof Uint8Array)) {
        await reader.cancel().catch(() => {});
        return 'unreadable';
      }
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return 'too-large';
      }
      chunks.push(value);
    }
  } catch {
    // A dropped connection or a body already read: the client's side, not a 500.
    return 'unreadable';
  }
  return joinChunks(chunks, total);
}

/** Occurrences of needle in bytes, counting no further than stopAfter + 1. Bytes, not text: no decoding needed. */
function countOccurrences(bytes: Uint8Array, needle: Uint8Array, stopAfter: number): number {
  let count = 0;
  for (let at = bytes.indexOf(needle[0]); at !== -1 && count <= stopAfter; at = bytes.indexOf(needle[0], at + 1)) {
    let matches = at + needle.length <= bytes.length;
    for (let i = 1; matches && i < needle.length; i += 1) matches = bytes[at + i] === needle[i];
    if (matches) {
      count += 1;
      at += needle.length - 1;
    }
  }
  return count;
}

const encoder = new TextEncoder();
const AMPERSAND = encoder.encode('&');

/** The number of fields, counted without parsing: `&`-separated pairs, or multipart delimiters. */
function fieldCount(bytes: Uint8Array, kind: FormKind, maxFields: number): number {
  if (kind.kind === 'urlencoded') return countOccurrences(bytes, AMPERSAND, maxFields) + 1;
  // Each part opens with `--boundary`; the closing delimiter adds one more.
  return countOccurrences(bytes, encoder.encode(`--${kind.boundary}`), maxFields + 1) - 1;
}

async function parse(bytes: Uint8Array<ArrayBuffer>, kind: FormKind, contentType: string): Promise<FormData | null> {
  try {
    if (kind.kind === 'urlencoded') {
      const form = new FormData();
      for (const [name, value] of new URLSearchParams(new TextDecoder().decode(bytes))) form.append(name, value);
      return form;
    }
    return await new Response(bytes, {headers: {'Content-Type': contentType}}).formData();
  } catch {
    return null;
  }
}

/** How much of a refused body is read and dropped so the connection can be reused; past this it is cut off. */
export const DISCARD_LIMIT_BYTES = 64 * 1024;

/**
 * Reads and drops a body the answer does not need. A server that answers
 * without reading a small body leaves it in the connection, and the client's
 * next request on that keep-alive connection fails; a large one is cut off.
 */
export async function discardBody(request: Request, limit = DISCARD_LIMIT_BYTES): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  const declared = Number(request.headers.get('Content-Length'));
  const reader = request.body.getReader();
  try {
    if (Number.isFinite(declared) && declared > limit) return void (await reader.cancel());
    for (let total = 0; total <= limit; ) {
      const {done, value} = await reader.read();
      if (done) return;
      total += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing to drop.
  }
}

/**
 * The posted form, or the 4xx to answer with: 405 not a POST, 415 not a web
 * form, 400 empty or unreadable, 413 too many bytes, fields or characters.
 */
async function discarded(request: Request, answer: FormBodyResult): Promise<FormBodyResult> {
  await discardBody(request);
  return answer;
}

export async function readFormBody(request: Request, limits: FormLimits = DEFAULT_FORM_LIMITS): Promise<FormBodyResult> {
  const {maxBytes, maxFields, maxFieldValueLength = MAX_FIELD_VALUE_LENGTH} = limits;
  if (request.method.toUpperCase() !== 'POST') return discarded(request, refuse(405, POST_ONLY_MESSAGE));
  const contentType = request.headers.get('Content-Type');
  const kind = formKind(contentType);
  if (!kind || !contentType) return discarded(request, refuse(415, UNSUPPORTED_TYPE_MESSAGE));
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) return discarded(request, refuse(413, TOO_LARGE_MESSAGE));
  if (!request.body) return refuse(400, EMPTY_FORM_MESSAGE);

  const bytes = await readCapped(request.body, maxBytes);
  if (bytes === 'too-large') return refuse(413, TOO_LARGE_MESSAGE);
  if (bytes === 'unreadable') return refuse(400, MALFORMED_FORM_MESSAGE);
  if (bytes.byteLength === 0) return refuse(400, EMPTY_FORM_MESSAGE);
  if (fieldCount(bytes, kind, maxFields) > maxFields) return refuse(413, TOO_MANY_FIELDS_MESSAGE);

  const form = await parse(bytes, kind, contentType);
  if (!form) return refuse(400, MALFORMED_FORM_MESSAGE);
  for (const value of form.values()) {
    const length = typeof value === 'string' ? value.length : value.size;
    if (length > maxFieldValueLength) return refuse(413, FIELD_TOO_LONG_MESSAGE);
  }
  return {ok: true, form};
}

export const NOT_JSON_MESSAGE = 'Please send this as JSON.';

export type JsonBodyResult = {ok: true; value: unknown} | {ok: false; status: FormBodyStatus; message: string};

/**
 * Reads a small JSON body (`application/json` or `text/plain`, as
 * `navigator.sendBeacon` sends strings), refusing anything over maxBytes
 * before it is parsed.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBodyResult> {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json' && type !== 'text/plain') return {ok: false, status: 415, message: NOT_JSON_MESSAGE};
  if (!request.body) return {ok: false, status: 400, message: EMPTY_FORM_MESSAGE};
  const bytes = await readCapped(request.body, maxBytes);
  if (bytes === 'too-large') return {ok: false, status: 413, message: TOO_LARGE_MESSAGE};
  if (bytes === 'unreadable') return {ok: false, status: 400, message: MALFORMED_FORM_MESSAGE};
  try {
    return {ok: true, value: JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(bytes))};
  } catch {
    return {ok: false, status: 400, message: NOT_JSON_MESSAGE};
  }
}
