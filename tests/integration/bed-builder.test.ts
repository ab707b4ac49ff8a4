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
import {PRICES_UNAVAILABLE_MESSAGE, UNAVAILABLE_MESSAGE} from '~/features/bedbuilder/view.server';
import {PICTURE_MISSING_TEXT} from '~/features/bedbuilder/pdf.server';
import type {ErrorPayload} from '~/features/errors/responses.server';
import {resolveConfig} from '~/kernel/env';
import {mockServer, withStandIns} from '../mocks/node';
import {setPrismicFault} from '../mocks/prismic/handlers';
import {setStorefrontFault} from '../mocks/storefront/handlers';
import {variantBySku} from '../mocks/fixtures/catalogue';
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
  it('opens on the default bed with its products, prices and layered picture', async () => {
    const {data, reported} = await loadPage('/bedbuilder');
    expect(reported).toEqual([]);
    expect(data.selection).toEqual({material: 'Timber', colour: 'Twilight', headboard: 'Curved', base: '4 Drawer E/W'});
    expect(data.notices).toEqual([]);
    expect(data.layers.map((layer) => layer.url)).toEqual([
      'http://127.0.0.1:4100/bedbuilder-bucket/options/headboard/timber-twilight-curved.png',
      'http://127.0.0.1:4100/bedbuilder-bucket/options/base/timber-twilight-4-drawer-e-w.png',
      'http://127.0.0.1:4100/bedbuilder-bucket/options/others/timber-mattress.png',
    ]);
    // Headboard 599.00 + base 1949.00, from the Storefront stand-in.
    expect(data.total).toEqual({amount: '2548.00', currencyCode: 'AUD'});
    expect(data.lines?.map((line) => line.merchandiseId)).toEqual([gid('BED-TWILIGHT-Q-TWI-4DREW'), gid('HB-CHANNEL-Q-TWI')]);
    expect(data.unavailableMessage).toBeNull();
    expect(data.sharePath).toBe('/bedbuilder?material=Timber&colour=Twilight&headboard=Curved&base=4+Drawer+E%2FW');
  });

  it('restores a shared selection, including a headboard with drawers (three products)', async () => {
    const {data} = await loadPage('/bedbuilder?material=Timber&colour=Walnut&headboard=Square+%2B+Drawers&base=Platform');
    expect(data.selection).toEqual({material: 'Timber', colour: 'Walnut', headboard: 'Square + Drawers', base: 'Platform'});
    expect(data.layers.map((layer) => layer.kind)).toEqual(['headboard', 'base', 'mattress', 'drawers']);
    expect(data.lines).toEqual([
      expect.objectContaining({merchandiseId: gid('BED-OSLO-Q-WAL-STD'), quantity: 1}),
      expect.objectContaining({merchandiseId: gid('HB-SLIMLINE-Q-WAL'), quantity: 1}),
      expect.objectContaining({merchandiseId: gid('BST-OSLO-WAL'), quantity: 2}),
    ]);
    // 1499 + 399 + 2 × 349
    expect(data.total?.amount).toBe('2596.00');
  });

  it('falls back from values it does not offer, with a notice, never an error', async () => {
    const {data} = await loadPage('/bedbuilder?material=Steel&colour=Walnut&headboard=Curved');
    expect(data.selection).toEqual({material: 'Timber', colour: 'Walnut', headboard: 'Square', base: '4 Drawer E/W'});
    expect(data.notices).toHaveLength(2);
  });

  it('says a combination without a product is unavailable and offers no bag lines', async () => {
    const {data} = await loadPage('/bedbuilder?material=Upholstered&colour=Charcoal');
    expect(data.selection.headboard).toBe('Curved');
    expect(data.unavailableMessage).toBe(UNAVAILABLE_MESSAGE);
    expect(data.lines).toBeNull();
    expect(data.total).toBeNull();
  });

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
    const {response, reported} = await loadPdf('/bedbuilder/pdf?material=Upholstered&colour=Stone&headboard=Curved&base=2+Drawer');
    expect(reported).toEqual([]);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="bed-upholstered-stone.pdf"');
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Dreamhaus Build your bed');
    expect(doc.getSubject()).toBe('Upholstered / Stone / Curved / 2 Drawer');
    const text = pageText(doc);
    expect(text).toContain('Colour: Stone');
    expect(text).toContain('Headboard: Curved');
    expect(text).toContain('Base: 2 Drawer');
    expect(text).toContain('$599.00');
    expect(text).toContain('$1,799.00');
    expect(text).toContain('Total: $2,398.00');
    expect(text).toContain('http://localhost:3000/bedbuilder?material=Upholstered&colour=Stone&headboard=Curved&base=2+Drawer');
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
    const {data} = await loadPage('/bedbuilder?material=Timber&colour=Natural+Oak&headboard=Square+%2B+Drawers&base=2+Drawer');
    const {result} = await postBag(browser, {action: CartForm.ACTIONS.LinesAdd, inputs: {lines: data.lines}});
    expect(result).toBeDefined();
    const root = await loadRoot(browser, '/bedbuilder');
    const lines = root.cart?.lines.nodes ?? [];
    expect(lines.map((line) => [line.merchandise.id, line.quantity])).toEqual(
      expect.arrayContaining([
        [gid('BED-OSLO-Q-NATOAK-2DR'), 1],
        [gid('HB-SLIMLINE-Q-OAK'), 1],
        [gid('BST-OSLO-NATOAK'), 2],
      ]),
    );
    const bed = lines.find((line) => line.merchandise.id === gid('BED-OSLO-Q-NATOAK-2DR'));
    expect(bed?.attributes).toEqual(expect.arrayContaining([{key: 'Bed builder headboard', value: 'Square + Drawers'}]));
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
