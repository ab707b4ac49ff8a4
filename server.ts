// Virtual entry point for the app
import * as remixBuild from 'virtual:remix/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler} from '@shopify/remix-oxygen';
import {createAppLoadContext, type AppLoadContext} from '~/lib/context.server';
import {parseEnvironment} from '~/lib/env';
import {RETRY_AFTER_SECONDS} from '~/lib/error-responses.server';
import {guardRequest, withHostOfUrl} from '~/lib/http/guard-request';
import {discardBody} from '~/lib/http/form-body.server';
import {applySecurityHeaders, plainErrorResponse} from '~/lib/http/security-headers';
import {installWorkerFetch} from '~/services/upstream/worker-fetch';
import {installShortStringEncoder} from '~/lib/render/short-string-encoder';
import {CacheMemory} from '~/services/upstream/cache-memory';
import {RefMemo} from '~/services/prismic/ref-memo.server';
import {PageStore} from '~/lib/page-cache/page-store';
import {answerWithPageCache} from '~/lib/page-cache/page-cache.server';

// Every upstream call gets a time limit, including the Storefront API calls Hydrogen makes itself.
installWorkerFetch();
// React 18 encodes the page a few words at a time: keep those small encodes in JavaScript.
installShortStringEncoder();

// The isolate's second-long memory of cached upstream replies, shared by the requests it serves.
const cacheMemory = new CacheMemory();
// The isolate's memory of what every page reads from Prismic, by the published ref it was read from.
const contentMemo = new RefMemo();
// The isolate's second-long memory of rendered pages, for shoppers they are the same for (app/lib/page-cache/).
const pageStore = new PageStore();

/** The Oxygen worker: build the request's context, let Remix answer, then write pending cookies. */
export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const production = parseEnvironment(env.APP_ENV) === 'production';
    const response = await answer(request, env, executionContext);
    // Some responses (redirects) have immutable headers: copy once, then add ours.
    const mutable = new Response(response.body, response);
    applySecurityHeaders(mutable.headers, {production});
    // An error page is never kept by a CDN or a browser: the next request tries again.
    // (Remix drops the headers a loader throws with, so this is where they are set.)
    if (mutable.status >= 500) mutable.headers.set('Cache-Control', 'no-store');
    if (mutable.status === 503 && !mutable.headers.has('Retry-After')) {
      mutable.headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    return mutable;
  },
};

async function answer(incoming: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
  const refused = guardRequest(incoming);
  if (refused) {
    await discardBody(incoming);
    return refused;
  }
  const request = withHostOfUrl(incoming);
  try {
    const context = await createAppLoadContext(request, env, executionContext, {cacheMemory, contentMemo});
    return await answerWithPageCache(pageStore, request, context, () => render(request, context));
  } catch (error) {
    console.error(error);
    return plainErrorResponse(500, 'Sorry, something went wrong. Please try again.');
  }
}

/** Each request's load context, for the one Remix handler (it derives the route tables once per isolate). */
const loadContexts = new WeakMap<Request, AppLoadContext>();
const handleRequest = createRequestHandler({
  build: remixBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => loadContexts.get(request),
});

/** Remix's answer for this request, with the cookies the request decided on. */
async function render(request: Request, context: AppLoadContext): Promise<Response> {
  loadContexts.set(request, context);
  const response = await handleRequest(request);
  // A preview shows drafts: never kept by a CDN, a shared cache or the browser.
  if (context.preview) response.headers.set('Cache-Control', 'private, no-store');

  const sessionCookie = context.session.isPending ? await context.session.commitOrRemove() : null;
  if (sessionCookie) response.headers.append('Set-Cookie', sessionCookie);
  for (const cookie of context.pendingCookies.values) {
    response.headers.append('Set-Cookie', cookie);
  }

  if (response.status === 404) {
    // Shopify admin URL redirects (e.g. renamed products) take over unmatched paths.
    return storefrontRedirect({request, response, storefront: context.storefront});
  }
  return response;
}
