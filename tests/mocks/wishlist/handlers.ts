/**
 * Stand-in for The Wishlist Company (TWC), mounted under `/twc` on any origin
 * (the mock shop: `${MOCK_SHOP_ORIGIN}/twc`). TWC's own paths sit below it:
 * its API host (https://api.au-aws.thewishlist.io) and its Keycloak token
 * server (https://auth.au-aws.thewishlist.io) both stand at `/twc`.
 *   POST   /auth/realms/{tenant}/protocol/openid-connect/token  form: grant_type=client_credentials&client_id&client_secret
 *   GET    /services/customerservice/api/v2/customers/search?email=  → [] when nobody matches
 *   POST   /services/customerservice/api/v2/customers  {email, firstName, lastName} → 201 (409: e-mail taken)
 *   GET    /services/wsservice/api/wishlists/lookup?customerId&pageSize
 *   POST   /services/wsservice/api/wishlists  {customerId, name} → 201
 *   PUT    /services/wsservice/api/wishlists/?wishlistId={id}  {id, deleted: true}
 *   GET    /services/wsservice/api/wishlist/items?id&lastItemId&pageSize
 *   POST   /services/wsservice/api/wishlist/items  {wishlistId, attributeGroups, wishlistItemRef, product} → 201
 *   PUT    /services/wsservice/api/wishlist/items  {id, wishlistId, wishlistItemRef, product: {.., oldVariantRef, ..}}
 *   DELETE /services/wsservice/api/wishlist/items/{ref}/ref  → 204
 * Every call but the token needs `Authorization: Bearer {live token}` (401)
 * and `X-TWC-Tenant: dreamhaus-demo` (403); the credentials are STAND_IN_TWC
 * (app/config/wishlist.ts), or the STAND_IN_TWC_* variables' (../credentials.ts).
 * Controls: the fault switch at /__control/wishlist
 * (every route above obeys it) and `POST /__control/wishlist/reset` (the demo
 * members again).
 */
import {http, type HttpResponseResolver, type RequestHandler} from 'msw';
import {STAND_IN_TWC} from '~/config/wishlist';
import {TWC_CUSTOMER_API_PATH, TWC_WISHLIST_API_PATH} from '~/services/wishlist/wire';
import {standInCredentials} from '../credentials';
import {createFaultSwitch, type Fault, type FaultSwitch} from '../fault-switch';
import {createTwcApi} from './api';
import {createTokenIssuer, refusal, tokenReply, type TokenIssuer, type TwcClient} from './auth';
import {createWishlistStore, type WishlistStore} from './store';

export const TWC_PATH_PREFIX = '/twc';
/** The stand-in's client and tenant, for tests that call it directly. */
export const TWC_STAND_IN_CLIENT_ID = STAND_IN_TWC.clientId;
export const TWC_STAND_IN_CLIENT_SECRET = STAND_IN_TWC.clientSecret;
export const TWC_STAND_IN_TENANT = STAND_IN_TWC.tenant;

export interface WishlistHandlerOptions {
  store: WishlistStore;
  fault: FaultSwitch;
  tokens: TokenIssuer;
  /** The one client and tenant accepted (default: the STAND_IN_TWC_* variables, else STAND_IN_TWC). */
  client?: TwcClient;
}

export function createWishlistHandlers({
  store,
  fault,
  tokens,
  client = standInCredentials().twc,
}: WishlistHandlerOptions): RequestHandler[] {
  const api = createTwcApi(store);
  const customers = `*${TWC_PATH_PREFIX}${TWC_CUSTOMER_API_PATH}`;
  const wishlists = `*${TWC_PATH_PREFIX}${TWC_WISHLIST_API_PATH}`;

  // Every route answers the fault switch first; the API routes then check the token and tenant.
  const guarded =
    (resolve: HttpResponseResolver): HttpResponseResolver =>
    (info) =>
      fault.intercept(info.request) ?? refusal(info.request, tokens, client.tenant) ?? resolve(info);

  return [
    ...fault.controlHandlers,
    http.post('*/__control/wishlist/reset', () => {
      store.reset();
      return new Response(null, {status: 204});
    }),
    http.post(
      `*${TWC_PATH_PREFIX}/auth/realms/:realm/protocol/openid-connect/token`,
      ({request, params}) => fault.intercept(request) ?? tokenReply(request, String(params.realm), tokens, client),
    ),
    http.get(
      `${customers}/customers/search`,
      guarded(({request}) => api.searchCustomers(request)),
    ),
    http.post(
      `${customers}/customers`,
      guarded(({request}) => api.createCustomer(request)),
    ),
    http.get(
      `${wishlists}/wishlists/lookup`,
      guarded(({request}) => api.lookup(request)),
    ),
    http.post(
      `${wishlists}/wishlists`,
      guarded(({request}) => api.createWishlist(request)),
    ),
    http.put(
      `${wishlists}/wishlists`,
      guarded(({request}) => api.updateWishlist(request)),
    ),
    http.get(
      `${wishlists}/wishlist/items`,
      guarded(({request}) => api.items(request)),
    ),
    http.post(
      `${wishlists}/wishlist/items`,
      guarded(({request}) => api.addItem(request)),
    ),
    http.put(
      `${wishlists}/wishlist/items`,
      guarded(({request}) => api.changeVariant(request)),
    ),
    http.delete(
      `${wishlists}/wishlist/items/:ref/ref`,
      guarded(({request, params}) => api.removeItem(request, String(params.ref))),
    ),
  ];
}

/** The switch, store and token issuer behind `handlers` (vitest; the mock shop makes a store with a file). */
export const wishlistFault = createFaultSwitch('wishlist');
export const wishlistStore = createWishlistStore();
export const wishlistTokens = createTokenIssuer();

export const handlers: RequestHandler[] = createWishlistHandlers({
  store: wishlistStore,
  fault: wishlistFault,
  tokens: wishlistTokens,
});

/** Make every TWC route misbehave (see FAULTS in ../fault-switch), or (null) answer normally again. */
export function setWishlistFault(fault: Fault | null): void {
  wishlistFault.set(fault);
}

/** Tokens issued from now on expire after `seconds` (default 300, Keycloak's). */
export function setWishlistTokenLifetime(seconds: number): void {
  wishlistTokens.setLifetime(seconds);
}

/** Every token issued so far stops working, as after a restart of TWC's token server. */
export function revokeWishlistTokens(): void {
  wishlistTokens.revokeAll();
}

/** Back to normal: no fault, the demo members only, no tokens, the default lifetime (call between tests). */
export function resetWishlistStandIn(): void {
  wishlistFault.set(null);
  wishlistStore.reset();
  wishlistTokens.reset();
}
