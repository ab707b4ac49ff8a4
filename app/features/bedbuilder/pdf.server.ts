/**
 * The bed builder's PDF (`/bedbuilder/pdf?{selection}`), made on the server
 * with pdf-lib: a title, the selection with prices, the share link, and the
 * picture, its layer images stacked in one frame as on the page.
 *
 * The layers are fetched from the image bucket through the allow-listed image
 * fetch (app/services/images/image-fetch.server.ts). pdf-lib embeds PNG and
 * JPEG; the bucket (and its stand-in) serves PNG. When a layer cannot be had
 * the PDF is still made, without the picture (half a bed would mislead), and
 * the failure is reported.
 */
import type {AppLoadContext} from '@shopify/remix-oxygen';
import {PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage} from 'pdf-lib';
import {BRAND} from '~/config/brand';
import {BED_OPTION_KEYS, BED_OPTION_LABELS} from '~/domain/bed-builder';
import {formatMoney} from '~/domain/format';
import {fetchAllowedImage} from '~/services/images/image-fetch.server';
import type {BedBuilderView} from './view.server';

/** Each layer is a few tens of kB; a bucket image above this is not one of ours. */
const LAYER_MAX_BYTES = 2 * 1024 * 1024;
const LAYER_TIMEOUT_MS = 3_000;

export const PICTURE_MISSING_TEXT = 'The picture of your bed could not be included this time.';

/** The layers' bytes, in order; null when any one cannot be fetched or embedded. */
export async function fetchLayerImages(
  context: AppLoadContext,
  view: BedBuilderView,
): Promise<{bytes: Uint8Array; contentType: string}[] | null> {
  const {imageFetch, bedBuilder} = context.settings;
  // The configured bucket is allowed as well as the operator's image hosts.
  const allowedHosts = [...imageFetch.allowedHosts, new URL(bedBuilder.imageBaseUrl).host];
  const results = await Promise.all(
    view.layers.map((layer) =>
      fetchAllowedImage(layer.url, {
        allowedHosts,
        allowHttp: imageFetch.allowHttp,
        maxBytes: LAYER_MAX_BYTES,
        timeoutMs: LAYER_TIMEOUT_MS,
        signal: context.deadline,
      }),
    ),
  );
  const images: {bytes: Uint8Array; contentType: string}[] = [];
  for (const [i, result] of results.entries()) {
    if (!result.ok) {
      context.reportError(new Error(`bed builder layer: ${result.message}`), {
        service: 'bed-builder-images',
        url: view.layers[i].url,
        status: result.status,
      });
      return null;
    }
    if (result.contentType !== 'image/png' && result.contentType !== 'image/jpeg') {
      context.reportError(new Error(`bed builder layer is ${result.contentType}, not PNG or JPEG`), {
        service: 'bed-builder-images',
        url: view.layers[i].url,
      });
      return null;
    }
    images.push(result);
  }
  return images;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.12, 0.16, 0.27);
const MUTED = rgb(0.35, 0.35, 0.38);

/** Standard fonts encode WinAnsi only: keep to it (curly quotes and dashes are in it; other scripts are not). */
function pdfText(value: string): string {
  return value.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');
}

export async function buildBedBuilderPdf(
  view: BedBuilderView,
  layerImages: {bytes: Uint8Array; contentType: string}[] | null,
  {shareUrl, now}: {shareUrl: string; now: Date},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `${BRAND.name} ${view.title}`;
  doc.setTitle(pdfText(title));
  doc.setSubject(pdfText([...BED_OPTION_KEYS.map((key) => view.selection[key]), ...(view.size ? [view.size] : [])].join(' / ')));
  doc.setAuthor(BRAND.name);
  doc.setCreator(BRAND.name);
  doc.setProducer(`${BRAND.name} bed builder`);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = A4;
  let y = height - MARGIN;

  const line = (text: string, font: PDFFont, size: number, color = INK, x = MARGIN) => {
    y -= size * 1.35;
    page.drawText(pdfText(text), {x, y, size, font, color});
  };

  line(title, bold, 22);
  y -= 6;

  // The picture: every layer at the same place, back to front.
  const frameWidth = width - 2 * MARGIN;
  const frameHeight = frameWidth * 0.75;
  const embedded = layerImages ? await embedAll(doc, layerImages) : null;
  if (embedded) {
    y -= frameHeight;
    page.drawRectangle({x: MARGIN, y, width: frameWidth, height: frameHeight, color: rgb(0.96, 0.95, 0.93)});
    for (const image of embedded) drawFitted(page, image, MARGIN, y, frameWidth, frameHeight);
    y -= 8;
  } else {
    line(PICTURE_MISSING_TEXT, regular, 11, MUTED);
    y -= 8;
  }

  line('Your selection', bold, 15);
  for (const key of BED_OPTION_KEYS) {
    const part = view.parts.find((p) => p.key === key);
    line(`${BED_OPTION_LABELS[key]}: ${view.selection[key]}`, key === 'material' || key === 'colour' ? regular : bold, 11);
    for (const product of part?.products ?? []) {
      const quantity = product.quantity > 1 ? `${product.quantity} x ` : '';
      line(`${quantity}${product.title}  ${formatMoney(product.price)}`, regular, 10, MUTED, MARGIN + 14);
    }
  }
  if (view.size) line(`Size: ${view.size}`, regular, 11);
  y -= 4;
  if (view.total) line(`Total: ${formatMoney(view.total)}`, bold, 13);
  if (view.unavailableMessage) line(view.unavailableMessage, regular, 10, MUTED);
  y -= 8;
  line('See it again or share it:', regular, 10, MUTED);
  line(shareUrl, regular, 9, INK);

  return doc.save();
}

async function embedAll(doc: PDFDocument, images: {bytes: Uint8Array; contentType: string}[]): Promise<PDFImage[] | null> {
  try {
    return await Promise.all(
      images.map((image) => (image.contentType === 'image/png' ? doc.embedPng(image.bytes) : doc.embedJpg(image.bytes))),
    );
  } catch {
    // Bytes that claimed to be PNG/JPEG but are not: leave the picture out.
    return null;
  }
}

function drawFitted(page: PDFPage, image: PDFImage, x: number, y: number, width: number, height: number) {
  const scale = Math.min(width / image.width, height / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, {x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h});
}
