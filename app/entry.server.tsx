import type {AppLoadContext, EntryContext} from '@shopify/remix-oxygen';
import {RemixServer} from '@remix-run/react';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {createContentSecurityPolicy} from '@shopify/hydrogen';
import {WASM_UNSAFE_EVAL, previewCspDirectives, sliceSimulatorCspDirectives} from '~/services/prismic/preview.server';
import {routeAllowsPageCache} from '~/worker/page-cache/render-state';
import {ownEntry} from '~/domain/own-entry';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  context: AppLoadContext,
) {
  const {settings: config} = context;
  const preview = context.preview ? previewCspDirectives(context.preview, config.prismic.endpoint) : null;
  const {nonce, header, NonceProvider} = createContentSecurityPolicy({
    // Hydrogen writes these as https origins; the local stand-in is http and never called by the browser.
    shop: config.storefront.usesStandIn
      ? undefined
      : {
          checkoutDomain: config.storefront.checkoutDomain,
          storeDomain: config.storefront.storeDomain.replace(/^https?:\/\//, ''),
        },
    imgSrc: ["'self'", 'data:', ...config.imageOrigins],
    // Added to Hydrogen's default-src: the product page's 3D viewer (model-viewer's three.js) compiles a small
    // inline WebAssembly decoder as its script loads. On every page, since a shopper reaches the product page by
    // client-side navigation from any of them. It allows WebAssembly only, never eval of JavaScript.
    defaultSrc: [WASM_UNSAFE_EVAL],
    // Prismic's toolbar only on a preview page.
    ...preview,
    // Added to Hydrogen's connect-src ('self', Shopify's analytics): the 3D viewer fetches the model's GLB.
    connectSrc: [...config.modelOrigins, ...(preview?.connectSrc ?? [])],
    ...sliceSimulatorCspDirectives(new URL(request.url).pathname),
  });

  // The page cache (server.ts) may keep this page if its route says so; it puts a new nonce in each copy.
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  context.pageRender.routeAllows = leaf ? routeAllowsPageCache(ownEntry(remixContext.routeModules, leaf.route.id)?.handle) : false;
  context.pageRender.nonce = nonce;

  const body = await renderToReadableStream(
    <NonceProvider>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error(error);
        responseStatusCode = 500;
        context.pageRender.degraded = true;
      },
    },
  );

  // Crawlers get the whole document at once; shoppers get it streamed.
  if (isbot(request.headers.get('user-agent'))) {
    await body.allReady;
  }

  responseHeaders.set('Content-Type', 'text/html');
  responseHeaders.set('Content-Security-Policy', header);

  return new Response(body, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
