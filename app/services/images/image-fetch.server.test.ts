import {describe, expect, it} from 'vitest';
import {delay, http, HttpResponse} from 'msw';
import {mockServer, withStandIns} from '../../../tests/mocks/node';
import {fetchAllowedImage, MAX_REDIRECTS} from './image-fetch.server';

withStandIns();

const CDN = 'https://cdn.shopify.com';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const options = {allowedHosts: ['cdn.shopify.com'], allowHttp: false};

function png(headers: Record<string, string> = {}) {
  return new HttpResponse(PNG, {headers: {'Content-Type': 'image/png', ...headers}});
}

describe('fetchAllowedImage', () => {
  it('answers the bytes and type of an image on an allowed host', async () => {
    mockServer.use(http.get(`${CDN}/files/base.png`, () => png()));
    expect(await fetchAllowedImage(`${CDN}/files/base.png`, options)).toEqual({
      ok: true,
      bytes: PNG,
      contentType: 'image/png',
    });
  });

  it('fetches the image stand-in over http when the policy allows it (development)', async () => {
    const result = await fetchAllowedImage('http://127.0.0.1:4100/cdn/shop/files/aurora-hybrid-mattress-1.svg', {
      allowedHosts: ['127.0.0.1:4100'],
      allowHttp: true,
    });
    expect(result.ok && result.contentType).toBe('image/svg+xml');
    expect(result.ok && new TextDecoder().decode(result.bytes)).toMatch(/^<svg /);
  });

  it('refuses a URL off the allow-list without fetching it', async () => {
    let asked = false;
    mockServer.use(
      http.get('https://169.254.169.254/*', () => {
        asked = true;
        return png();
      }),
    );
    expect(await fetchAllowedImage('https://169.254.169.254/latest/meta-data/', options)).toEqual({
      ok: false,
      status: 400,
      message: 'IP addresses are not allowed as image hosts.',
    });
    expect(asked).toBe(false);
  });

  it('follows a redirect within the allowed hosts', async () => {
    mockServer.use(
      http.get(`${CDN}/files/old.png`, () => new HttpResponse(null, {status: 301, headers: {Location: '/files/new.png'}})),
      http.get(`${CDN}/files/new.png`, () => png()),
    );
    const result = await fetchAllowedImage(`${CDN}/files/old.png`, options);
    expect(result.ok && result.bytes).toEqual(PNG);
  });

  it.each([
    ['another host', 'https://evil.example/a.png', 'Images from evil.example are not allowed.'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data/', 'Only https URLs are allowed.'],
    ['loopback', 'https://127.0.0.1/a.png', 'IP addresses are not allowed as image hosts.'],
    ['a userinfo trick', 'https://cdn.shopify.com@evil.example/a.png', 'URLs with a user name or password are not allowed.'],
  ])('refuses a redirect to %s, and never asks it', async (_case, location, reason) => {
    let followed = false;
    mockServer.use(
      http.get(`${CDN}/files/moved.png`, () => new HttpResponse(null, {status: 302, headers: {Location: location}})),
      http.get(/evil\.example|169\.254|127\.0\.0\.1/, () => {
        followed = true;
        return png();
      }),
    );
    expect(await fetchAllowedImage(`${CDN}/files/moved.png`, options)).toEqual({
      ok: false,
      status: 400,
      message: `The image URL redirects somewhere not allowed: ${reason}`,
    });
    expect(followed).toBe(false);
  });

  it(`refuses more than ${MAX_REDIRECTS} redirects`, async () => {
    let hops = 0;
    mockServer.use(
      http.get(`${CDN}/files/loop.png`, () => {
        hops++;
        return new HttpResponse(null, {status: 302, headers: {Location: '/files/loop.png'}});
      }),
    );
    expect(await fetchAllowedImage(`${CDN}/files/loop.png`, options)).toEqual({
      ok: false,
      status: 400,
      message: `The image URL redirects more than ${MAX_REDIRECTS} times.`,
    });
    expect(hops).toBe(MAX_REDIRECTS + 1);
  });

  it('refuses a reply that is not an image', async () => {
    mockServer.use(http.get(`${CDN}/files/page.png`, () => HttpResponse.html('<html>not an image</html>')));
    expect(await fetchAllowedImage(`${CDN}/files/page.png`, options)).toEqual({
      ok: false,
      status: 400,
      message: 'The URL is not an image (text/html).',
    });
  });

  it('refuses an image whose Content-Length is over the cap', async () => {
    mockServer.use(http.get(`${CDN}/files/big.png`, () => png({'Content-Length': String(10 * 1024 * 1024)})));
    expect(await fetchAllowedImage(`${CDN}/files/big.png`, {...options, maxBytes: 1024})).toEqual({
      ok: false,
      status: 400,
      message: 'The image is larger than 1 kB.',
    });
  });

  it('stops reading mid-stream once the body passes the cap (no Content-Length)', async () => {
    let chunksSent = 0;
    mockServer.use(
      http.get(`${CDN}/files/endless.png`, () => {
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            chunksSent++;
            controller.enqueue(new Uint8Array(512).fill(chunksSent === 1 ? 0x89 : 0));
          },
        });
        return new HttpResponse(stream, {headers: {'Content-Type': 'image/png'}});
      }),
    );
    expect(await fetchAllowedImage(`${CDN}/files/endless.png`, {...options, maxBytes: 2048})).toEqual({
      ok: false,
      status: 400,
      message: 'The image is larger than 2 kB.',
    });
    // An endless body: it ended only because the reader stopped at the cap.
    expect(chunksSent).toBeLessThan(20);
    await delay(100);
    expect(chunksSent).toBeLessThan(20);
  });

  it('gives up after its timeout when the host hangs', async () => {
    mockServer.use(
      http.get(`${CDN}/files/slow.png`, async () => {
        await delay('infinite');
        return png();
      }),
    );
    const started = Date.now();
    expect(await fetchAllowedImage(`${CDN}/files/slow.png`, {...options, timeoutMs: 150})).toEqual({
      ok: false,
      status: 502,
      message: 'The image host did not answer within 150 ms.',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up after its timeout when the body stalls', async () => {
    mockServer.use(
      http.get(`${CDN}/files/stalled.png`, () => {
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(PNG);
            // …and nothing more, ever.
          },
        });
        return new HttpResponse(stream, {headers: {'Content-Type': 'image/png'}});
      }),
    );
    expect(await fetchAllowedImage(`${CDN}/files/stalled.png`, {...options, timeoutMs: 150})).toMatchObject({
      ok: false,
      status: 502,
    });
  });

  it('is a 502 when the allowed host fails', async () => {
    mockServer.use(http.get(`${CDN}/files/broken.png`, () => new HttpResponse('oops', {status: 500})));
    expect(await fetchAllowedImage(`${CDN}/files/broken.png`, options)).toEqual({
      ok: false,
      status: 502,
      message: 'The image host answered 500.',
    });
    mockServer.use(http.get(`${CDN}/files/gone.png`, () => HttpResponse.error()));
    expect(await fetchAllowedImage(`${CDN}/files/gone.png`, options)).toEqual({
      ok: false,
      status: 502,
      message: 'The image could not be fetched.',
    });
  });

  it('answers the type the bytes are, not the one the header claims', async () => {
    mockServer.use(http.get(`${CDN}/files/named.jpg`, () => png({'Content-Type': 'image/jpeg'})));
    const result = await fetchAllowedImage(`${CDN}/files/named.jpg`, options);
    expect(result.ok && result.contentType).toBe('image/png');
  });
});
