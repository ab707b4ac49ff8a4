import {describe, expect, it} from 'vitest';
import {
  EMPTY_FORM_MESSAGE,
  FIELD_TOO_LONG_MESSAGE,
  MALFORMED_FORM_MESSAGE,
  MAX_FIELD_VALUE_LENGTH,
  POST_ONLY_MESSAGE,
  TOO_LARGE_MESSAGE,
  TOO_MANY_FIELDS_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
  discardBody,
  readFormBody,
} from './form-body.server';

const URL_ = 'https://shop.example/bag';
const FORM = 'application/x-www-form-urlencoded';
const MB = 1024 * 1024;

function post(body: BodyInit | null, headers: Record<string, string> = {'Content-Type': FORM}): Request {
  return new Request(URL_, {method: 'POST', body, headers});
}

/** A streamed body with no Content-Length, as a chunked upload sends; counts how much was pulled. */
function chunkedBody(totalBytes: number, chunkBytes = 16 * 1024) {
  const chunk = new TextEncoder().encode('a'.repeat(chunkBytes));
  const seen = {pulled: 0, cancelled: false};
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= totalBytes) return controller.close();
      seen.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return {stream, seen};
}

function streamed(stream: ReadableStream<Uint8Array>, headers: Record<string, string>): Request {
  // Node needs `duplex: 'half'` for a stream body; workerd ignores it.
  return new Request(URL_, {method: 'POST', body: stream, headers, duplex: 'half'} as RequestInit);
}

async function timed<T>(work: () => Promise<T>): Promise<{result: T; ms: number}> {
  const start = performance.now();
  const result = await work();
  return {result, ms: performance.now() - start};
}

describe('readFormBody: what is accepted', () => {
  it('reads a urlencoded form', async () => {
    const result = await readFormBody(post('cartFormInput=%7B%7D&quantity=2&note=a+b'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form.get('cartFormInput')).toBe('{}');
    expect(result.form.get('quantity')).toBe('2');
    expect(result.form.get('note')).toBe('a b');
  });

  it('accepts a charset parameter and any case in the type', async () => {
    const result = await readFormBody(post('a=1', {'Content-Type': 'Application/X-WWW-Form-Urlencoded; charset=UTF-8'}));
    expect(result.ok).toBe(true);
  });

  it('reads a multipart form', async () => {
    const body = new FormData();
    body.append('action', 'LinesAdd');
    body.append('quantity', '3');
    const result = await readFormBody(new Request(URL_, {method: 'POST', body}));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.form.get('action')).toBe('LinesAdd');
    expect(result.form.get('quantity')).toBe('3');
  });

  it('accepts exactly maxFields fields', async () => {
    const body = Array.from({length: 200}, (_, i) => `f${i}=1`).join('&');
    const result = await readFormBody(post(body));
    expect(result.ok).toBe(true);
  });
});

describe('readFormBody: method and type', () => {
  it.each(['GET', 'HEAD'])('refuses %s with 405', async (method) => {
    expect(await readFormBody(new Request(URL_, {method}))).toEqual({ok: false, status: 405, message: POST_ONLY_MESSAGE});
  });

  it.each(['DELETE', 'PUT', 'PATCH'])('refuses %s with 405, the small body dropped unparsed (keep-alive stays usable)', async (method) => {
    const request = new Request(URL_, {method, body: 'a=1', headers: {'Content-Type': FORM}});
    expect(await readFormBody(request)).toEqual({ok: false, status: 405, message: POST_ONLY_MESSAGE});
    expect(request.bodyUsed).toBe(true);
  });

  it('a refused body that says it is large is cut off, not read', async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulls += 1;
        controller.enqueue(new Uint8Array(16 * 1024));
      },
    });
    const request = new Request(URL_, {
      method: 'PUT',
      body,
      headers: {'Content-Type': FORM, 'Content-Length': String(30_000_000)},
      duplex: 'half',
    } as RequestInit);
    await discardBody(request);
    expect(pulls).toBeLessThanOrEqual(1);
  });

  it.each([
    ['JSON', 'application/json', '{"a":1}'],
    ['plain text', 'text/plain', 'a=1'],
    ['multipart without a boundary', 'multipart/form-data', 'a=1'],
    ['a look-alike type', 'application/x-www-form-urlencoded-evil', 'a=1'],
  ])('refuses %s with 415', async (_label, type, body) => {
    expect(await readFormBody(post(body, {'Content-Type': type}))).toEqual({
      ok: false,
      status: 415,
      message: UNSUPPORTED_TYPE_MESSAGE,
    });
  });

  it('refuses a post with no content type with 415', async () => {
    const request = new Request(URL_, {method: 'POST', body: new Uint8Array([97, 61, 49])});
    expect(request.headers.get('Content-Type')).toBeNull();
    expect(await readFormBody(request)).toMatchObject({ok: false, status: 415});
  });
});

describe('readFormBody: empty and broken bodies', () => {
  it('refuses a post with no body with 400', async () => {
    expect(await readFormBody(post(null))).toEqual({ok: false, status: 400, message: EMPTY_FORM_MESSAGE});
  });

  it('refuses an empty body with 400', async () => {
    expect(await readFormBody(post(''))).toEqual({ok: false, status: 400, message: EMPTY_FORM_MESSAGE});
  });

  it('refuses a multipart body that does not parse with 400', async () => {
    const request = post('not multipart at all', {'Content-Type': 'multipart/form-data; boundary=xyz'});
    expect(await readFormBody(request)).toEqual({ok: false, status: 400, message: MALFORMED_FORM_MESSAGE});
  });

  it('answers 400, not a 500, when the body stream fails', async () => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    expect(await readFormBody(streamed(stream, {'Content-Type': FORM}))).toMatchObject({ok: false, status: 400});
  });

  it('answers 400 when the body was already read', async () => {
    const request = post('a=1');
    await request.text();
    expect(await readFormBody(request)).toMatchObject({ok: false, status: 400});
  });
});

describe('readFormBody: size is capped before parsing', () => {
  it('refuses a 1 MB body by its Content-Length, reading none of it', async () => {
    const {stream, seen} = chunkedBody(MB);
    const request = streamed(stream, {'Content-Type': FORM, 'Content-Length': String(MB)});
    expect(await readFormBody(request)).toEqual({ok: false, status: 413, message: TOO_LARGE_MESSAGE});
    expect(seen.pulled).toBeLessThanOrEqual(16 * 1024); // at most what the stream buffers on creation
  });

  it('stops reading a 1 MB chunked body (no Content-Length) once past the limit', async () => {
    const {stream, seen} = chunkedBody(MB);
    const request = streamed(stream, {'Content-Type': FORM});
    expect(request.headers.get('Content-Length')).toBeNull();
    expect(await readFormBody(request)).toEqual({ok: false, status: 413, message: TOO_LARGE_MESSAGE});
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(MB / 4);
  });

  it('refuses a 5 MB body quickly', async () => {
    const {result, ms} = await timed(() => readFormBody(post(`a=${'x'.repeat(5 * MB)}`)));
    expect(result).toEqual({ok: false, status: 413, message: TOO_LARGE_MESSAGE});
    expect(ms).toBeLessThan(500);
  });

  it('refuses a 5 MB chunked multipart body', async () => {
    const {stream, seen} = chunkedBody(5 * MB, 64 * 1024);
    const request = streamed(stream, {'Content-Type': 'multipart/form-data; boundary=b'});
    expect(await readFormBody(request)).toMatchObject({ok: false, status: 413});
    expect(seen.pulled).toBeLessThan(MB);
  });
});

describe('readFormBody: field count is capped before parsing', () => {
  const manyFields = 'a=1&'.repeat(200_000);

  it('refuses 200,000 fields well under a second (size cap first)', async () => {
    const {result, ms} = await timed(() => readFormBody(post(manyFields)));
    expect(result).toMatchObject({ok: false, status: 413});
    expect(ms).toBeLessThan(250);
  });

  it('refuses 200,000 fields well under a second when the byte limit would allow them', async () => {
    const {result, ms} = await timed(() => readFormBody(post(manyFields), {maxBytes: 4 * MB, maxFields: 200}));
    expect(result).toEqual({ok: false, status: 413, message: TOO_MANY_FIELDS_MESSAGE});
    expect(ms).toBeLessThan(250);
  });

  it('refuses 201 urlencoded fields', async () => {
    const body = Array.from({length: 201}, (_, i) => `f${i}=1`).join('&');
    expect(await readFormBody(post(body))).toEqual({ok: false, status: 413, message: TOO_MANY_FIELDS_MESSAGE});
  });

  it('refuses a multipart form with too many parts', async () => {
    const body = new FormData();
    for (let i = 0; i < 41; i += 1) body.append(`f${i}`, '1');
    const result = await readFormBody(new Request(URL_, {method: 'POST', body}), {maxBytes: 64 * 1024, maxFields: 40});
    expect(result).toEqual({ok: false, status: 413, message: TOO_MANY_FIELDS_MESSAGE});
  });

  it('accepts a multipart form of exactly maxFields parts', async () => {
    const body = new FormData();
    for (let i = 0; i < 40; i += 1) body.append(`f${i}`, '1');
    const result = await readFormBody(new Request(URL_, {method: 'POST', body}), {maxBytes: 64 * 1024, maxFields: 40});
    expect(result.ok).toBe(true);
  });
});

describe('readFormBody: field values are capped', () => {
  const attribute = (length: number) =>
    `cartFormInput=${encodeURIComponent(JSON.stringify({lines: [{attributes: [{key: 'k', value: 'v'.repeat(length)}]}]}))}`;

  it('refuses a 100 kB line attribute value', async () => {
    expect(await readFormBody(post(attribute(100 * 1024)))).toMatchObject({ok: false, status: 413});
  });

  it('refuses a 100 kB value as too long even when the byte limit allows it', async () => {
    const result = await readFormBody(post(attribute(100 * 1024)), {maxBytes: MB, maxFields: 200});
    expect(result).toEqual({ok: false, status: 413, message: FIELD_TOO_LONG_MESSAGE});
  });

  it('refuses a value one character over the limit, and takes one at it', async () => {
    const at = await readFormBody(post(`note=${'x'.repeat(MAX_FIELD_VALUE_LENGTH)}`));
    const over = await readFormBody(post(`note=${'x'.repeat(MAX_FIELD_VALUE_LENGTH + 1)}`));
    expect(at.ok).toBe(true);
    expect(over).toEqual({ok: false, status: 413, message: FIELD_TOO_LONG_MESSAGE});
  });

  it('refuses a long multipart value', async () => {
    const body = new FormData();
    body.append('note', 'x'.repeat(MAX_FIELD_VALUE_LENGTH + 1));
    const result = await readFormBody(new Request(URL_, {method: 'POST', body}));
    expect(result).toEqual({ok: false, status: 413, message: FIELD_TOO_LONG_MESSAGE});
  });
});
