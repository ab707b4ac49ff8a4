import {setupServer} from 'msw/node';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {catalogue} from '../fixtures/catalogue';
import {DRAWN_KINDS, renderImageSvg} from './drawings';
import {handlers, imageUrl} from './handlers';

const ORIGIN = 'http://shop.test';
const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterAll(() => server.close());

const mattressImage = catalogue.products.find((p) => p.handle === 'aurora-hybrid-mattress')!.images[0];

describe('image stand-in', () => {
  it('serves a known key as a cacheable SVG at the fixture size', async () => {
    const response = await fetch(imageUrl(ORIGIN, mattressImage.key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="900"/);
    expect(svg).toContain(`<title>${mattressImage.altText}</title>`);
    expect(svg).toContain(mattressImage.colour);
  });

  it('serves collection images too, on any origin', async () => {
    const response = await fetch(imageUrl('http://127.0.0.1:4100/', 'collection-mattresses'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('viewBox="0 0 1600 600"');
  });

  it('answers 404 for an unknown key or a non-SVG name', async () => {
    expect((await fetch(imageUrl(ORIGIN, 'no-such-image'))).status).toBe(404);
    expect((await fetch(`${ORIGIN}/cdn/shop/files/${mattressImage.key}.png`)).status).toBe(404);
  });

  it('honours Shopify-style width, height and crop parameters', async () => {
    const url = `${imageUrl(ORIGIN, mattressImage.key)}?width=60&height=60&crop=top`;
    const svg = await (await fetch(url)).text();
    expect(svg).toContain('width="60" height="60"');
    expect(svg).toContain('preserveAspectRatio="xMidYMin slice"');

    const widthOnly = await (await fetch(`${imageUrl(ORIGIN, mattressImage.key)}?width=160`)).text();
    expect(widthOnly).toContain('width="160" height="120"');
    expect(widthOnly).toContain('preserveAspectRatio="xMidYMid meet"');
  });
});

describe('renderImageSvg', () => {
  it('has a drawing for every kind the catalogue uses', () => {
    const kinds = new Set([
      ...catalogue.products.flatMap((p) => p.images.map((i) => i.kind)),
      ...catalogue.collections.flatMap((c) => (c.image ? [c.image.kind] : [])),
    ]);
    for (const kind of kinds) expect(DRAWN_KINDS, kind).toContain(kind);
  });

  it('escapes alt text and ignores a colour that is not a hex value', () => {
    const svg = renderImageSvg({...mattressImage, altText: 'Oak & <b>"Ash"</b>', colour: 'red"/><script>'});
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Oak &#38; &#60;b&#62;&#34;Ash&#34;&#60;/b&#62;');
  });
});
