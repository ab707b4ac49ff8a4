import {http, HttpResponse, type RequestHandler} from 'msw';
import {createFaultSwitch, type FaultSwitch} from '../fault-switch';
import {createCheckoutPageHandler} from './checkout-page';
import {executeStorefrontRequest} from './execute';
import type {StorefrontStore} from './store';

const ACCESS_DENIED = {
  errors: [
    {
      message: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      extensions: {code: 'ACCESS_DENIED'},
    },
  ],
};

/** Either token will do; the stand-in does not check values, only that the client sent one. */
function hasAccessToken(request: Request): boolean {
  return Boolean(
    request.headers.get('X-Shopify-Storefront-Access-Token') || request.headers.get('Shopify-Storefront-Private-Token'),
  );
}

/** The default switch, so every handler list (vitest's and the mock shop's) obeys `/__control/storefront`. */
export const storefrontFault = createFaultSwitch('storefront');

/**
 * The Storefront API endpoint over a given store, on any origin and API
 * version, plus the page its carts' `checkoutUrl` opens. The fault switch
 * covers the API only: the checkout page is Shopify's, not the API.
 */
export function createStorefrontHandlers(
  store: StorefrontStore,
  {fault = storefrontFault}: {fault?: FaultSwitch} = {},
): RequestHandler[] {
  return [
    ...fault.controlHandlers,
    http.post('*/api/:version/graphql.json', async ({request}) => {
      const faulty = fault.intercept(request);
      if (faulty) return faulty;
      const headers = {'X-Request-Id': crypto.randomUUID()};
      if (!hasAccessToken(request)) return HttpResponse.json(ACCESS_DENIED, {status: 401, headers});

      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return HttpResponse.json(
          {errors: [{message: 'Request body is not valid JSON', extensions: {code: 'BAD_REQUEST'}}]},
          {status: 400, headers},
        );
      }
      const response = await executeStorefrontRequest(store, body, new URL(request.url).origin);
      return HttpResponse.json(response.body, {status: response.status, headers});
    }),
    createCheckoutPageHandler(store),
  ];
}
