/**
 * AB Tasty's public API as it is sent over the wire (docs: upstream-apis.md,
 * "AB Tasty"), as the stand-in answers it. Only `type`, `id` and `name` of a
 * test are confirmed; the variations' shape is the stand-in's assumption. The
 * worker reads replies more leniently than this (./reshape.ts).
 */

/**
 * `POST /oauth/v2/token`'s reply. The request is `{client_id, client_secret, grant_type: "client_credentials"}`
 * as JSON (~/services/upstream/client-credentials-token.server.ts, authentication 'json').
 */
export interface WireTokenResponse {
  access_token: string;
  /** Seconds; absent, the token lives an hour (3600 s). */
  expires_in?: number;
  token_type: 'bearer';
  /** The roles granted to the API client (AB Tasty's docs show the field, not its values); the worker ignores it. */
  scope?: string;
}

export interface WireVariation {
  id: number;
  name: string;
  /** Percent of the test's visitors. */
  traffic: number;
}

export interface WireTest {
  id: number;
  name: string;
  type: string;
  status?: string;
  variations?: WireVariation[];
}

/** `GET /api/core/accounts/{accountId}/tests?filter[active]=1&_page&_max_per_page`. */
export interface WireTestsPage {
  page: number;
  limit: number;
  pages: number;
  total: number;
  _links: Record<string, {href: string}>;
  _embedded: {items: WireTest[]};
}
