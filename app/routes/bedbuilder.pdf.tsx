import type {LoaderFunctionArgs} from '@shopify/remix-oxygen';
import {buildBedBuilderPdf, fetchLayerImages} from '~/features/bedbuilder/pdf.server';
import {loadBedBuilderView} from '~/features/bedbuilder/view.server';
import {optionImageName} from '~/domain/bed-builder';

/**
 * /bedbuilder/pdf?{selection}: the configured bed as a PDF download. A plain
 * link on the builder, so it works without JavaScript. The selection comes
 * from the URL like the page's (unknown values fall back the same way).
 */
export async function loader({context, request}: LoaderFunctionArgs) {
  const view = await loadBedBuilderView(context, request);
  const layerImages = await fetchLayerImages(context, view);
  // On the store's origin, never the request's Host (app/kernel/site-origin.ts); without one, the path.
  const shareUrl = context.site.url(view.sharePath) ?? view.sharePath;
  const pdf = await buildBedBuilderPdf(view, layerImages, {shareUrl, now: new Date()});
  const name = ['bed', view.selection.material, view.selection.colour].map(optionImageName).join('-');
  return new Response(pdf as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name.replace(/[^a-z0-9-]/g, '')}.pdf"`,
      'Content-Length': String(pdf.byteLength),
      // Prices can change: never keep a stale copy.
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
