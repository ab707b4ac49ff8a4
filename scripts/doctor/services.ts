/**
 * The checks of the services with one cheap request or two each: Prismic (and its custom types), delivery and
 * stock, Velocity, Postmark, Yotpo, AB Tasty and The Wishlist Company. Each is given a fetch with a time limit and
 * the service's settings as the app resolves them, and never sends anything a customer would see.
 */
import type {AppConfig} from '../../app/kernel/env';
import {velocityPointsFromWire} from '../../app/services/loyalty/loyalty.server';
import {TWC_CUSTOMER_API_PATH, TWC_TENANT_HEADER} from '../../app/services/wishlist/wire';
import {jsonPost, place, request, unreachableFix, type Http, type Reply} from './http';
import type {ModelList} from './models';
import {rowFor, type Row} from './report';

const modeOf = (settings: {usesStandIn: boolean}) => (settings.usesStandIn ? 'stand-in' : 'configured');
type Answer = Reply & {kind: 'reply'};
const refusedStatus = (reply: Answer) => reply.status === 401 || reply.status === 403;

/** The unreachable fix, else the answer. */
function answered(reply: Reply, where: {url: string; setting: string; standIn: boolean}): {fix: string} | Answer {
  const fix = unreachableFix(reply, where);
  if (fix) return {fix};
  return reply as Answer;
}

export const PRISMIC_SERVICE = 'Prismic';

/** The repository answers (with the access token, when one is set) and has every custom type of the models. */
export async function checkPrismic(http: Http, prismic: AppConfig['prismic'], models: ModelList<string>): Promise<Row> {
  const row = rowFor(PRISMIC_SERVICE, modeOf(prismic));
  const url = new URL(prismic.endpoint);
  if (prismic.accessToken) url.searchParams.set('access_token', prismic.accessToken);
  const reply = answered(await request(http, url.toString()), {
    url: prismic.endpoint,
    setting: 'PRISMIC_ENDPOINT',
    standIn: prismic.usesStandIn,
  });
  if ('fix' in reply) return row.unreachable(reply.fix);
  if (refusedStatus(reply)) {
    return row.refused(
      `PRISMIC_ACCESS_TOKEN ${prismic.accessToken ? 'was refused' : 'is needed'} (${reply.status}): create a permanent access token in Prismic > Settings > API & Security`,
    );
  }
  const types = (reply.body as {types?: unknown} | undefined)?.types;
  if (reply.status !== 200 || typeof types !== 'object' || types === null) {
    return row.unreachable(
      `No Prismic repository at ${place(prismic.endpoint)} (HTTP ${reply.status}): set PRISMIC_ENDPOINT to https://<repository>.cdn.prismic.io/api/v2`,
    );
  }
  const present = new Set(Object.keys(types));
  const missing = models.items.filter((id) => !present.has(id));
  if (missing.length > 0) {
    return row.notSetUp(
      `Custom types missing from the repository: ${missing.join(', ')} (from ${models.source}): run npm run prismic:push`,
    );
  }
  return row.passed(`${models.items.length} custom types present (from ${models.source})`);
}

export const DELIVERY_SERVICE = 'Delivery and stock (ECOM)';

/** The quick-ship postcode lookup answers (no credentials: the service is open to the worker). */
export async function checkDelivery(http: Http, delivery: AppConfig['delivery']): Promise<Row> {
  const row = rowFor(DELIVERY_SERVICE, modeOf(delivery));
  const url = `${delivery.baseUrl.replace(/\/+$/, '')}/quickship/eligible-postcode?postcode=2000`;
  const reply = answered(await request(http, url), {url, setting: 'ECOM_BASE_URL', standIn: delivery.usesStandIn});
  if ('fix' in reply) return row.unreachable(reply.fix);
  if (reply.status !== 200 || typeof reply.body !== 'object' || reply.body === null) {
    return row.notSetUp(
      `${place(url)} answered HTTP ${reply.status}${reply.body === undefined ? ', not JSON' : ''}: set ECOM_BASE_URL to the delivery service's API base`,
      'skip',
    );
  }
  return row.passed('quick-ship postcode lookup answers', {credentials: 'skip', setup: 'skip'});
}

export const LOYALTY_SERVICE = 'Velocity loyalty';

/** Points for one made-up item: the key accepted and the reply readable as the app reads it. */
export async function checkLoyalty(http: Http, loyalty: AppConfig['loyalty']): Promise<Row> {
  const row = rowFor(LOYALTY_SERVICE, modeOf(loyalty));
  const url = `${loyalty.baseUrl.replace(/\/+$/, '')}/calculate-points`;
  const reply = answered(
    await request(
      http,
      url,
      jsonPost({items: [{sku: 'DOCTOR-CHECK', price: 10000, quantity: 1}]}, {'x-api-key': loyalty.apiKey}),
    ),
    {url, setting: 'VELOCITY_BASE_URL', standIn: loyalty.usesStandIn},
  );
  if ('fix' in reply) return row.unreachable(reply.fix);
  if (refusedStatus(reply)) {
    return row.refused(`VELOCITY_API_KEY was refused (${reply.status}): ask Velocity for the storefront's API key`);
  }
  if (reply.status !== 200 || !velocityPointsFromWire(reply.body)) {
    return row.notSetUp(
      `${place(url)} answered HTTP ${reply.status} with no points the app can read: check VELOCITY_BASE_URL`,
    );
  }
  return row.passed('calculate-points answers', {setup: 'skip'});
}

export const MAIL_SERVICE = 'Postmark mail';

/**
 * A send with no recipient: Postmark checks the server token first (401, ErrorCode 10), then refuses the message
 * (422, ErrorCode 300), so nothing is ever delivered. An invalid From (MAIL_FROM) is named on the way.
 */
export async function checkMail(http: Http, mail: AppConfig['mail']): Promise<Row> {
  const row = rowFor(MAIL_SERVICE, modeOf(mail));
  const url = `${mail.baseUrl.replace(/\/+$/, '')}/email`;
  const reply = answered(
    await request(
      http,
      url,
      jsonPost(
        {From: mail.from, To: '', Subject: 'Doctor check (never sent)', TextBody: 'No recipient: refused on purpose.'},
        {'X-Postmark-Server-Token': mail.token},
      ),
    ),
    {url, setting: 'POSTMARK_BASE_URL', standIn: mail.usesStandIn},
  );
  if ('fix' in reply) return row.unreachable(reply.fix);
  const {ErrorCode: code, Message: message} = (reply.body ?? {}) as {ErrorCode?: unknown; Message?: unknown};
  if (refusedStatus(reply) || code === 10) {
    return row.refused(
      `POSTMARK_SERVER_TOKEN was refused (${reply.status}): copy the Server API token from Postmark > Servers > your server > API Tokens`,
    );
  }
  if (typeof message === 'string' && /'From'/.test(message)) {
    return row.notSetUp(`MAIL_FROM (${mail.from}) was refused: ${message}`);
  }
  if (reply.status !== 422 && reply.status !== 200) {
    return row.notSetUp(`${place(url)} answered HTTP ${reply.status}: check POSTMARK_BASE_URL`);
  }
  return row.passed('server token accepted (test send with no recipient)', {setup: 'skip'});
}

export const REVIEWS_SERVICE = 'Yotpo reviews';

/** One product's reviews: Yotpo answers any product of a known app key, and 404s an unknown key. */
export async function checkReviews(http: Http, reviews: AppConfig['reviews']): Promise<Row> {
  const row = rowFor(REVIEWS_SERVICE, modeOf(reviews));
  const base = reviews.baseUrl.replace(/\/+$/, '');
  const url = `${base}/v1/widget/${encodeURIComponent(reviews.appKey)}/products/1/reviews.json?page=1&per_page=1`;
  const reply = answered(await request(http, url), {url, setting: 'YOTPO_BASE_URL', standIn: reviews.usesStandIn});
  if ('fix' in reply) return row.unreachable(reply.fix);
  if (reply.status === 404 || refusedStatus(reply)) {
    return row.refused(`YOTPO_APP_KEY is not a Yotpo app key (${reply.status}): copy it from Yotpo > Settings > General`);
  }
  const status = (reply.body as {status?: {code?: unknown}} | undefined)?.status?.code;
  if (reply.status !== 200 || status !== 200) {
    return row.notSetUp(`${place(url)} answered HTTP ${reply.status} (Yotpo status ${String(status)}): check YOTPO_BASE_URL`);
  }
  return row.passed('widget API answers for the app key', {setup: 'skip'});
}

export const EXPERIMENTS_SERVICE = 'AB Tasty';

async function abTastyToken(http: Http, url: string, clientId: string, clientSecret: string): Promise<Reply> {
  return request(http, url, jsonPost({client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials'}));
}

/** Both API clients get a token (the worker's and the browser's), and the worker's lists the account's tests. */
export async function checkExperiments(http: Http, experiments: AppConfig['experiments']): Promise<Row> {
  const row = rowFor(EXPERIMENTS_SERVICE, modeOf(experiments));
  const base = experiments.apiBase.replace(/\/+$/, '');
  const tokenUrl = `${base}/oauth/v2/token`;
  const where = {url: tokenUrl, setting: 'ABTASTY_API_BASE', standIn: experiments.usesStandIn};
  const clients = [
    {id: experiments.clientId, secret: experiments.clientSecret, names: 'ABTASTY_CLIENT_ID/ABTASTY_CLIENT_SECRET'},
    {
      id: experiments.browserClientId,
      secret: experiments.browserClientSecret,
      names: 'ABTASTY_BROWSER_CLIENT_ID/ABTASTY_BROWSER_CLIENT_SECRET',
    },
  ];
  let token: string | undefined;
  for (const client of clients) {
    const reply = answered(await abTastyToken(http, tokenUrl, client.id, client.secret), where);
    if ('fix' in reply) return row.unreachable(reply.fix);
    const accessToken = (reply.body as {access_token?: unknown} | undefined)?.access_token;
    if (reply.status !== 200 || typeof accessToken !== 'string') {
      return row.refused(
        `${client.names} were refused (${reply.status}): create an API client in AB Tasty > Settings > Integrations > Public API`,
      );
    }
    token ??= accessToken;
  }
  const testsUrl = `${base}/api/core/accounts/${encodeURIComponent(experiments.accountId)}/tests?filter[active]=1&_page=1&_max_per_page=1`;
  const reply = answered(await request(http, testsUrl, {headers: {Authorization: `Bearer ${token}`}}), where);
  if ('fix' in reply) return row.unreachable(reply.fix);
  if (reply.status !== 200) {
    return row.notSetUp(
      `Listing the tests of account ${experiments.accountId} answered HTTP ${reply.status}: set ABTASTY_ACCOUNT_ID to the account the API client belongs to`,
    );
  }
  return row.passed('both API clients get tokens; tests listed');
}

export const WISHLIST_SERVICE = 'TWC wishlist';

/** A client-credentials token from the tenant's realm, then a customer search with it and the tenant header. */
export async function checkWishlist(http: Http, wishlist: AppConfig['wishlist']): Promise<Row> {
  const row = rowFor(WISHLIST_SERVICE, modeOf(wishlist));
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: wishlist.clientId,
    client_secret: wishlist.clientSecret,
  });
  const tokenReply = answered(
    await request(http, wishlist.tokenUrl, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json'},
      body: form.toString(),
    }),
    {url: wishlist.tokenUrl, setting: 'TWC_TOKEN_URL', standIn: wishlist.usesStandIn},
  );
  if ('fix' in tokenReply) return row.unreachable(tokenReply.fix);
  const accessToken = (tokenReply.body as {access_token?: unknown} | undefined)?.access_token;
  if (tokenReply.status === 404) {
    return row.refused(`TWC_TENANT (${wishlist.tenant}) has no token realm at ${place(wishlist.tokenUrl)} (404): check TWC_TENANT`);
  }
  if (tokenReply.status !== 200 || typeof accessToken !== 'string') {
    return row.refused(
      `TWC_CLIENT_ID/TWC_CLIENT_SECRET were refused (${tokenReply.status}): ask The Wishlist Company for the storefront's API client`,
    );
  }
  const url = `${wishlist.baseUrl.replace(/\/+$/, '')}${TWC_CUSTOMER_API_PATH}/customers/search?email=${encodeURIComponent('doctor@example.invalid')}`;
  const reply = answered(
    await request(http, url, {
      headers: {Authorization: `Bearer ${accessToken}`, [TWC_TENANT_HEADER]: wishlist.tenant, Accept: 'application/json'},
    }),
    {url, setting: 'TWC_BASE_URL', standIn: wishlist.usesStandIn},
  );
  if ('fix' in reply) return row.unreachable(reply.fix);
  if (reply.status === 401) {
    return row.refused(`The API at ${place(url)} refused the token (401): check TWC_BASE_URL and TWC_TOKEN_URL belong together`);
  }
  if (reply.status === 403) {
    return row.notSetUp(`The API refused tenant ${wishlist.tenant} (403): set TWC_TENANT to the tenant of the API client`);
  }
  if (reply.status !== 200 && reply.status !== 404) {
    return row.notSetUp(`${place(url)} answered HTTP ${reply.status}: check TWC_BASE_URL`);
  }
  return row.passed('token issued; customer API answers for the tenant');
}

export const BED_BUILDER_SERVICE = 'Bed builder images';

/**
 * The bucket's host answers. No image is asked for: their names come from the bed builder's Prismic content, and
 * the bucket only needs to be where BED_BUILDER_IMAGE_BASE_URL says (required outside development).
 */
export async function checkBedBuilder(http: Http, bedBuilder: AppConfig['bedBuilder']): Promise<Row> {
  const row = rowFor(BED_BUILDER_SERVICE, modeOf(bedBuilder));
  const url = `${bedBuilder.imageBaseUrl}/options/base/`;
  const reply = answered(await request(http, url, {method: 'HEAD'}), {
    url,
    setting: 'BED_BUILDER_IMAGE_BASE_URL',
    standIn: bedBuilder.usesStandIn,
  });
  if ('fix' in reply) return row.unreachable(reply.fix);
  return row.passed('bucket host answers (no image asked for)', {credentials: 'skip', setup: 'skip'});
}
