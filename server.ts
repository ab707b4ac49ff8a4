// Virtual entry point for the app
import * as remixBuild from 'virtual:remix/server-build';
import {storefrontRedirect} from '@shopify/hydrogen';
import {createRequestHandler} from '@shopify/remix-oxygen';
import {createAppLoadContext, type AppLoadContext} from '~/worker/context.server';
import {configurationProblem, parseEnvironment} from '~/kernel/env';
import {RETRY_AFTER_SECONDS} from '~/features/errors/responses.server';
import {guardRequest, withHostOfUrl} from '~/worker/http/guard-request';
import {discardBody} from '~/kernel/http/form-body.server';
import {createMethodGuard} from '~/worker/http/method-guard';
import {allowedRedirect} from '~/worker/http/redirect-guard';
import {applySecurityHeaders, plainErrorResponse} from '~/worker/http/security-headers';
import {keepPersonalAnswersPrivate} from '~/worker/http/personal-answers';
import {installWorkerFetch} from '~/services/upstream/worker-fetch';
import {installShortStringEncoder} from '~/worker/render/short-string-encoder';
import {CacheMemory} from '~/services/upstream/cache-memory';
import {RefMemo} from '~/services/prismic/ref-memo.server';
import {PageStore} from '~/worker/page-cache/page-store';
import {answerWithPageCache} from '~/worker/page-cache/page-cache.server';

// Every upstream call gets a time limit, including the Storefront API calls Hydrogen makes itself.
installWorkerFetch();
// React 18 encodes the page a few words at a time: keep those small encodes in JavaScript.
installShortStringEncoder();

// The isolate's second-long memory of cached upstream replies, shared by the requests it serves.
const cacheMemory = new CacheMemory();
// The isolate's memory of what every page reads from Prismic, by the published ref it was read from.
const contentMemo = new RefMemo();
// The isolate's second-long memory of rendered pages, for shoppers they are the same for (app/worker/page-cache/).
const pageStore = new PageStore();
// A post to a route with no action is a plain 405, before Remix would answer it with a stack trace.
const guardMethod = createMethodGuard(remixBuild.routes);

/** The Oxygen worker: build the request's context, let Remix answer, then write pending cookies. */
export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    const secure = parseEnvironment(env.APP_ENV) !== 'development';
    const response = await answer(request, env, executionContext);
    // Some responses (redirects) have immutable headers: copy once, then add ours.
    const mutable = new Response(response.body, response);
    applySecurityHeaders(mutable.headers, {production: secure});
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
  const refused = guardRequest(incoming) ?? guardMethod(incoming) ?? unconfigured(env);
  if (refused) {
    await discardBody(incoming);
    return refused;
  }
  const request = withHostOfUrl(incoming);
  let response: Response;
  try {
    const context = await createAppLoadContext(request, env, executionContext, {cacheMemory, contentMemo});
    response = await answerWithPageCache(pageStore, request, context, () => render(request, context));
    response = allowedRedirect(response, request.url, redirectOrigins(context)) ?? refusedRedirect(response);
  } catch (error) {
    console.error(error);
    response = plainErrorResponse(500, 'Sorry, something went wrong. Please try again.');
  }
  // A body nobody read stays in the connection and breaks the client's next request on it: drop it here,
  // whatever answered (a small one is read to its end, a large one cut off).
  await discardBody(request);
  return response;
}

/** Every setting well formed, and outside development every service configured: until then, a 503 naming what to fix. */
const configurationProblems = new WeakMap<object, string | null>();
function unconfigured(env: Env): Response | null {
  let problem = configurationProblems.get(env);
  if (problem === undefined) {
    const found = configurationProblem(env as unknown as Record<string, unknown>);
    problem = found ? `This store is not configured yet. ${found}` : null;
    if (problem) console.error(`[config] APP_ENV=${parseEnvironment(env.APP_ENV)}: ${problem}`);
    configurationProblems.set(env, problem);
  }
  return problem ? plainErrorResponse(503, problem) : null;
}

/** Where a redirect may lead besides this site: the hosted checkout. */
function redirectOrigins(context: AppLoadContext): string[] {
  const {checkoutDomain} = context.settings.storefront;
  return checkoutDomain ? [`https://${checkoutDomain}`] : [];
}

/** A redirect to another site that slipped through: logged, and answered as nothing found. */
function refusedRedirect(response: Response): Response {
  console.error(`[redirect] refused a ${response.status} to another origin: ${response.headers.get('Location')?.slice(0, 200)}`);
  return plainErrorResponse(404, 'Sorry, we couldn’t find that page.');
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
  // A preview's drafts, a member's wishlist or member prices: never kept by a CDN, a shared cache or the browser.
  keepPersonalAnswersPrivate(response.headers, context);

  const sessionCookie = context.session.isPending ? await context.session.commitOrRemove() : null;
  if (sessionCookie) response.headers.append('Set-Cookie', sessionCookie);
  for (const cookie of context.pendingCookies.values) {
    response.headers.append('Set-Cookie', cookie);
  }

  if (response.status === 404) {
    // Shopify admin URL redirects (e.g. renamed products) take over unmatched paths; its `?return_to=` and
    // `?redirect=` fallbacks may name another site, which keeps the 404 page instead.
    const redirected = await storefrontRedirect({request, response, storefront: context.storefront});
    return allowedRedirect(redirected, request.url, redirectOrigins(context)) ?? response;
  }
  return response;
}
