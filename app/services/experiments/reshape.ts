/**
 * Schemas that read AB Tasty replies (./wire.ts) into app types
 * (~/domain/experiments). Only the test list's envelope and `type`, `id`,
 * `name` are confirmed, so every field is checked: a test that cannot be
 * read is left out, a reply that cannot be read at all fails to parse.
 */
import * as z from 'zod/mini';
import type {Experiment, ExperimentVariation} from '~/domain/experiments';
import type {TokenReply} from '~/services/upstream/client-credentials-token.server';
import {readableItems} from '~/services/upstream/reply-schemas';

/** A token whose reply gives no usable lifetime lives an hour. */
export const DEFAULT_TOKEN_LIFETIME_S = 3600;

/** `POST /oauth/v2/token`'s reply: a token, and its lifetime when `expires_in` is a positive number. */
export const tokenReply = z.pipe(
  z.object({
    access_token: z.string().check(z.minLength(1)),
    expires_in: z.catch(z.optional(z.number().check(z.positive())), undefined),
  }),
  z.transform(
    (wire): TokenReply => ({accessToken: wire.access_token, expiresInS: wire.expires_in ?? DEFAULT_TOKEN_LIFETIME_S}),
  ),
);

/** A whole, non-negative id, sent as a number or a digit string. */
const digits = z.pipe(z.string().check(z.regex(/^\d{1,15}$/)), z.transform(Number));
const id = z.union([z.int().check(z.nonnegative()), digits]);

const variation = z.pipe(
  z.object({
    id,
    name: z.catch(z.optional(z.string()), undefined),
    /** Percent of the test's visitors, 0–100. */
    traffic: z.catch(z.number(), 0),
  }),
  z.transform(({id, name, traffic}): ExperimentVariation => {
    return {id, name: name ?? `Variation ${id}`, traffic: Math.min(100, Math.max(0, traffic))};
  }),
);

const experiment = z.object({
  id,
  name: z.string(),
  type: z.catch(z.string(), ''),
  variations: z.catch(readableItems(variation), () => []),
}) satisfies z.ZodMiniType<Experiment>;

export interface TestsPage {
  experiments: Experiment[];
  /** How many pages the whole list has (at least 1). */
  pages: number;
}

/** One page of `GET /api/core/accounts/{accountId}/tests`; it fails to parse when it is not a list. */
export const testsPage = z.pipe(
  z.object({
    _embedded: z.object({items: readableItems(experiment)}),
    pages: z.catch(z.int().check(z.gt(1)), 1),
  }),
  z.transform((wire): TestsPage => ({experiments: wire._embedded.items, pages: wire.pages})),
);
