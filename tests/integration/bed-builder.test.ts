/**
 * /bedbuilder and /bedbuilder/pdf through the stand-ins: content (Prismic),
 * prices (Storefront API), the image bucket, and the bag's action for the
 * configured bed.
 */
import {http, HttpResponse} from 'msw';
import {PDFDocument, PDFName, PDFDict, decodePDFRawStream, type PDFRawStream} from 'pdf-lib';
import {describe, expect, it} from 'vitest';
import {CartForm} from '@shopify/hydrogen';
import {loader as bedBuilderLoader} from '~/routes/bedbuilder';
import {loader as pdfLoader} from '~/routes/bedbuilder.pdf';
import {
  PRICES_UNAVAILABLE_MESSAGE,
  PRODUCT_NOT_IN_BUILDER_MESSAGE,
  UNAVAILABLE_MESSAGE,
} from '~/features/bedbuilder/view.server';
import {PICTURE_MISSING_TEXT} from '~/features/bedbuilder/pdf.server';
import type {ErrorPayload} from '~/features/errors/responses.server';
import {resolveConfig} from '~/kernel/env';
import {mockServer, withStandIns} from '../mocks/node';
import {setPrismicFault} from '../mocks/prismic/handlers';
import {setStorefrontFault} from '../mocks/storefront/handlers';
import {productByHandle, variantBySku} from '../mocks/fixtures/catalogue';
import {TestBrowser, isDataWithInit, loadRoot, postBag, testContext, testRequest, thrownBy} from './context';

withStandIns();

async function load(path: string) {
  const request = testRequest(path);
  const context = await testContext(request);
  const reported: unknown[] = [];
  const reportError = context.reportError;
  context.reportError = (error, details) => {
    reported.push(error);
    reportError(error, details);
  };
  return {request, context, reported};
}

async function loadPage(path: string) {
  const {request, context, reported} = await load(path);
  return {data: await bedBuilderLoader({request, context, params: {}}), reported};
}

async function loadPdf(path: string) {
  const {request, context, reported} = await load(path);
  return {response: await pdfLoader({request, context, params: {}}), reported};
}

const gid = (sku: string) => `gid://shopify/ProductVariant/${variantBySku(sku)!.variant.id}`;

/** A demo catalogue variant by its product and options: its id, gid and price in dollars. */
function variantOf(handle: string, options: Record<string, string>) {
  const variant = productByHandle(handle)!.variants.find((v) =>
    Object.entries(options).every(([name, value]) => v.selectedOptions.some((o) => o.name === name && o.value === value)),
  )!;
  return {id: variant.id, gid: `gid://shopify/ProductVariant/${variant.id}`, price: Number(variant.price)};
}

/** The text a pdf-lib page shows: its content streams' hex strings (`<…> Tj`), decoded. */
function pageText(doc: PDFDocument): string {
  const page = doc.getPages()[0];
  const contents = page.node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  return streams
    .map((ref) => doc.context.lookup(ref as never))
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream as PDFRawStream).decode()))
    .join('\n')
    .match(/<([0-9A-Fa-f]+)> Tj/g)!
    .map((hex) => Buffer.from(hex.slice(1, -4), 'hex').toString('latin1'))
    .join('\n');
}

function imageCount(doc: PDFDocument): number {
  const resources = doc.getPages()[0].node.Resources();
  const xObjects = resources?.lookup(PDFName.of('XObject'));
  return xObjects instanceof PDFDict ? xObjects.keys().length : 0;
}

describe('/bedbuilder', () => {
  it('opens on the default bed with its products, prices, size and layered picture', async () => {
    const {data, reported} = await loadPage('/bedbuilder');
    expect(reported).toEqual([]);
    // Timber is the default material; the demo has no Twilight or Curved timber, so the first offered stand in.
    expect(data.selection).toEqual({material: 'Timber', colour: 'Natural Oak', headboard: 'Slimline', base: '4 Drawer E/W'});
    expect(data.notices).toEqual([]);
    expect(data.layers.map((layer) => layer.url)).toEqual([
      'http://127.0.0.1:4100/bedbuilder-bucket/options/headboard/timber-natural-oak-slimline.png',
      'http://127.0.0.1:4100/bedbuilder-bucket/options/base/timber-natural-oak-4-drawer-e-w.png',
      'http://127.0.0.1:4100/bedbuilder-bucket/options/others/timber-mattress.png',
    ]);
    expect(data.size).toBe('Queen');
    expect(data.sizes).toEqual(['Double', 'Queen', 'King']);
    const bed = variantOf('oslo-timber-bed', {Size: 'Queen', Colour: 'Natural Oak', Base: '4 Drawer E/W'});
    const headboard = variantOf('slimline-timber-headboard', {Size: 'Queen', Colour: 'Oak'});
    expect(data.lines?.map((line) => line.merchandiseId)).toEqual([bed.gid, headboard.gid]);
    expect(data.total).toEqual({amount: (bed.price + headboard.price).toFixed(2), currencyCode: 'AUD'});
    // The parts say what goes in the bag.
    expect(data.parts.flatMap((part) => part.products.map((product) => product.title))).toEqual([
      'Slimline Timber Headboard (Queen / Oak)',
      'Oslo Timber Bed (Queen / Natural Oak / 4 Drawer E/W)',
    ]);
    expect(data.unavailableMessage).toBeNull();
    expect(data.sharePath).toBe('/bedbuilder?material=Timber&colour=Natural+Oak&headboard=Slimline&base=4+Drawer+E%2FW&size=Queen');
  });

  it('restores a shared selection, including a headboard with drawers (three products)', async () => {
    const {data} = await loadPage('/bedbuilder?material=Timber&colour=Walnut&headboard=Slimline+%2B+Bedsides&base=Standard');
    expect(data.selection).toEqual({material: 'Timber', colour: 'Walnut', headboard: 'Slimline + Bedsides', base: 'Standard'});
    expect(data.layers.map((layer) => layer.kind)).toEqual(['headboard', 'base', 'mattress', 'drawers']);
    expect(data.lines).toEqual([
      expect.objectContaining({merchandiseId: gid('BED-OSLO-Q-WAL-STD'), quantity: 1}),
      expect.objectContaining({merchandiseId: gid('HB-SLIMLINE-Q-WAL'), quantity: 1}),
      expect.objectContaining({merchandiseId: gid('BST-OSLO-WAL'), quantity: 2}),
    ]);
    // 1499 + 399 + 2 × 349
    expect(data.total?.amount).toBe('2596.00');
  });

  it('builds the bed in every size its parts are made in: the same products, only the size changed', async () => {
    const {data} = await loadPage('/bedbuilder?material=Upholstered&colour=Stone&headboard=Channel+Tufted&base=2+Drawer&size=Double');
    expect(data.size).toBe('Double');
    const bed = variantOf('twilight-upholstered-bed', {Size: 'Double', Colour: 'Stone', Base: '2 Drawer'});
    const headboard = variantOf('channel-tufted-headboard', {Size: 'Double', Colour: 'Stone'});
    expect(data.lines?.map((line) => line.merchandiseId)).toEqual([bed.gid, headboard.gid]);
    expect(data.total?.amount).toBe((bed.price + headboard.price).toFixed(2));
    expect(data.lines?.[0].attributes).toContainEqual({key: 'Bed builder size', value: 'Double'});
    // What Hydrogen's optimistic bag draws while Shopify answers (no "no selected variant" errors).
    expect(data.lines?.[0].selectedVariant).toMatchObject({
      id: bed.gid,
      title: 'Double / Stone / 2 Drawer',
      product: {handle: 'twilight-upholstered-bed', title: 'Twilight Upholstered Bed'},
    });
    expect(data.sharePath).toContain('size=Double');

    const unknown = await loadPage('/bedbuilder?material=Upholstered&colour=Stone&size=Giant');
    expect(unknown.data.size).toBe('Queen');
    expect(unknown.data.notices).toEqual(['This bed isn’t made in “Giant”, so we’ve shown Queen.']);
  });

  it('says a size whose part is sold out is unavailable and offers no bag lines', async () => {
    const {data} = await loadPage('/bedbuilder?material=Velvet&colour=Blush&headboard=Wingback&base=Standard&size=King');
    expect(data.unavailableMessage).toBe(UNAVAILABLE_MESSAGE);
    expect(data.lines).toBeNull();
    expect(data.total).toBeNull();
    const queen = await loadPage('/bedbuilder?material=Velvet&colour=Blush&headboard=Wingback&base=Standard&size=Queen');
    expect(queen.data.unavailableMessage).toBeNull();
  });

  it('falls back from values it does not offer, with a notice, never an error', async () => {
    const {data} = await loadPage('/bedbuilder?material=Steel&colour=Walnut&headboard=Curved');
    expect(data.selection).toEqual({material: 'Timber', colour: 'Walnut', headboard: 'Slimline', base: '4 Drawer E/W'});
    expect(data.notices).toHaveLength(2);
  });
});

describe('"Design yours": /bedbuilder?product={handle}&variant={id}', () => {
  async function redirectFor(path: string): Promise<string | null> {
    const thrown = await thrownBy(loadPage(path));
    return thrown instanceof Response && thrown.status === 302 ? thrown.headers.get('Location') : null;
  }

  it('opens on the selection that shows the product, in the shopper’s variant and size', async () => {
    const kensington = variantOf('kensington-velvet-bed', {Size: 'King', Colour: 'Navy', Base: '4 Drawer E/W'});
    expect(await redirectFor(`/bedbuilder?product=kensington-velvet-bed&variant=${kensington.id}`)).toBe(
      '/bedbuilder?material=Velvet&colour=Navy&headboard=Wingback&base=4+Drawer+E%2FW&size=King',
    );
    const twilight = variantOf('twilight-upholstered-bed', {Size: 'Double', Colour: 'Charcoal', Base: 'Standard'});
    expect(await redirectFor(`/bedbuilder?product=twilight-upholstered-bed&variant=${twilight.id}`)).toBe(
      '/bedbuilder?material=Upholstered&colour=Charcoal&headboard=Channel+Tufted&base=Standard&size=Double',
    );
    // A headboard opens on its colour; no variant: the product's first for sale.
    expect(await redirectFor('/bedbuilder?product=wingback-velvet-headboard')).toBe(
      '/bedbuilder?material=Velvet&colour=Emerald&headboard=Wingback&base=4+Drawer+E%2FW&size=Double',
    );
  });

  it('opens the starting bed with a notice for a product the builder does not make, or a malformed handle', async () => {
    for (const product of ['foundry-metal-bed', 'no-such-bed', '..%2F..%2Fadmin', '']) {
      const {data} = await loadPage(`/bedbuilder?product=${product}`);
      expect(data.selection.material).toBe('Timber');
      expect(data.notices).toEqual([PRODUCT_NOT_IN_BUILDER_MESSAGE]);
    }
  });
});

describe('/bedbuilder when an upstream fails', () => {
  it('still builds the bed when Shopify is down: no prices, no add, the failure reported', async () => {
    setStorefrontFault('fail');
    const {data, reported} = await loadPage('/bedbuilder');
    expect(data.selection.material).toBe('Timber');
    expect(data.layers).toHaveLength(3);
    expect(data.unavailableMessage).toBe(PRICES_UNAVAILABLE_MESSAGE);
    expect(data.lines).toBeNull();
    expect(reported.length).toBeGreaterThan(0);
  });

  it('answers the 503 page when content fails, and 404 when there is no bed builder', async () => {
    setPrismicFault('fail');
    const unavailable = await thrownBy(loadPage('/bedbuilder'));
    expect(isDataWithInit(unavailable) && unavailable.init?.status).toBe(503);
    setPrismicFault(null);

    mockServer.use(
      http.get('*/api/v2/documents/search', ({request}) =>
        new URL(request.url).searchParams.getAll('q').some((q) => q.includes('bedbuilder'))
          ? HttpResponse.json({page: 1, results_per_page: 20, results_size: 0, total_results_size: 0, total_pages: 0, next_page: null, prev_page: null, results: []})
          : undefined,
      ),
    );
    const missing = await thrownBy(loadPage('/bedbuilder'));
    expect(isDataWithInit<ErrorPayload>(missing) && missing.init?.status).toBe(404);
  });
});

describe('/bedbuilder/pdf', () => {
  it('is a PDF download of the selection with prices and the picture', async () => {
    const {response, reported} = await loadPdf('/bedbuilder/pdf?material=Upholstered&colour=Stone&headboard=Channel+Tufted&base=2+Drawer&size=King');
    expect(reported).toEqual([]);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="bed-upholstered-stone.pdf"');
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Dreamhaus Build your bed');
    expect(doc.getSubject()).toBe('Upholstered / Stone / Channel Tufted / 2 Drawer / King');
    const text = pageText(doc);
    expect(text).toContain('Colour: Stone');
    expect(text).toContain('Headboard: Channel Tufted');
    expect(text).toContain('Size: King');
    expect(text).toContain('Base: 2 Drawer');
    // The King parts' own prices, and their sum.
    const bed = variantOf('twilight-upholstered-bed', {Size: 'King', Colour: 'Stone', Base: '2 Drawer'});
    const headboard = variantOf('channel-tufted-headboard', {Size: 'King', Colour: 'Stone'});
    const dollars = (amount: number) => `$${amount.toLocaleString('en-AU', {minimumFractionDigits: 2})}`;
    expect(text).toContain(`Twilight Upholstered Bed (King / Stone / 2 Drawer)  ${dollars(bed.price)}`);
    expect(text).toContain(`Channel Tufted Headboard (King / Stone)  ${dollars(headboard.price)}`);
    expect(text).toContain(`Total: ${dollars(bed.price + headboard.price)}`);
    expect(text).toContain('http://localhost:3000/bedbuilder?material=Upholstered&colour=Stone&headboard=Channel+Tufted&base=2+Drawer&size=King');
    // Headboard, base and mattress, stacked.
    expect(imageCount(doc)).toBe(3);
  });

  it('leaves the picture out (reported) when the bucket fails, and still answers the PDF', async () => {
    mockServer.use(http.get('*/bedbuilder-bucket/options/base/:file', () => new HttpResponse('down', {status: 500})));
    const {response, reported} = await loadPdf('/bedbuilder/pdf');
    expect(response.status).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(imageCount(doc)).toBe(0);
    expect(pageText(doc)).toContain(PICTURE_MISSING_TEXT);
    expect(reported).toHaveLength(1);
  });
});

describe('adding the configured bed to the bag', () => {
  it('adds every line with the selection as attributes', async () => {
    const browser = new TestBrowser();
    const {data} = await loadPage('/bedbuilder?material=Timber&colour=Natural+Oak&headboard=Slimline+%2B+Bedsides&base=2+Drawer&size=King');
    const {result} = await postBag(browser, {action: CartForm.ACTIONS.LinesAdd, inputs: {lines: data.lines}});
    expect(result).toBeDefined();
    const root = await loadRoot(browser, '/bedbuilder');
    const lines = root.cart?.lines.nodes ?? [];
    expect(lines.map((line) => [line.merchandise.id, line.quantity])).toEqual(
      expect.arrayContaining([
        [variantOf('oslo-timber-bed', {Size: 'King', Colour: 'Natural Oak', Base: '2 Drawer'}).gid, 1],
        [variantOf('slimline-timber-headboard', {Size: 'King', Colour: 'Oak'}).gid, 1],
        [gid('BST-OSLO-NATOAK'), 2],
      ]),
    );
    const bed = lines.find((line) => line.merchandise.product.handle === 'oslo-timber-bed');
    expect(bed?.attributes).toEqual(
      expect.arrayContaining([
        {key: 'Bed builder headboard', value: 'Slimline + Bedsides'},
        {key: 'Bed builder size', value: 'King'},
      ]),
    );
  });
});

describe('the image bucket setting', () => {
  it('is the stand-in by default, and a configured bucket is allowed as an image source', () => {
    expect(resolveConfig({}).bedBuilder).toEqual({imageBaseUrl: 'http://127.0.0.1:4100/bedbuilder-bucket', usesStandIn: true});
    const config = resolveConfig({BED_BUILDER_IMAGE_BASE_URL: 'https://storage.googleapis.com/dh-bed-builder/'});
    expect(config.bedBuilder).toEqual({imageBaseUrl: 'https://storage.googleapis.com/dh-bed-builder', usesStandIn: false});
    expect(config.imageOrigins).toContain('https://storage.googleapis.com');
  });
});
