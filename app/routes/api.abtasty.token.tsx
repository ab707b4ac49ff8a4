import type {ActionFunctionArgs} from '@shopify/remix-oxygen';

/** A token is never kept by a browser or a CDN: each answer says how long it has left. */
const NO_STORE = {'Cache-Control': 'no-store'};

interface AbTastyTokenReply {
  access_token: string;
  /** Seconds until the token expires; the client keeps it until 5 s before (spec). */
  expires_in: number;
}

const methodNotAllowed = () =>
  Response.json({message: 'Use POST.'}, {status: 405, headers: {Allow: 'POST', ...NO_STORE}});

/**
 * POST /api/abtasty/token, no payload (spec: browsing §7) — the worker's
 * cached AB Tasty access token, as `{access_token, expires_in}`; never the
 * client id or secret. When AB Tasty fails the failure is reported and the
 * answer is a 503 with a message and no token (spec §8). Posts from other
 * sites are refused before this runs (server.ts).
 */
export async function action({context, request}: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed();
  const token = await context.experiments.browserToken();
  if (!token) {
    return Response.json({message: 'Experiments are unavailable right now.'}, {status: 503, headers: NO_STORE});
  }
  const reply: AbTastyTokenReply = {access_token: token.accessToken, expires_in: token.expiresIn};
  return Response.json(reply, {headers: NO_STORE});
}

export async function loader() {
  return methodNotAllowed();
}
