/**
 * AB Tasty replies (./wire.ts) into app types (~/domain/experiments). Only
 * the test list's envelope and `type`, `id`, `name` are confirmed, so every
 * field is checked: a test that cannot be read is left out, a reply that
 * cannot be read at all is null.
 */
import type {Experiment, ExperimentVariation} from '~/domain/experiments';

type WireRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole, non-negative id, sent as a number or a digit string. */
function idFrom(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  return null;
}

export interface TokenReply {
  accessToken: string;
  /** Seconds, as sent; undefined when absent or unusable (the caller applies the default lifetime). */
  expiresIn: number | undefined;
}

/** `POST /oauth/v2/token`'s reply; null without an access token. */
export function toTokenReply(body: unknown): TokenReply | null {
  if (!isRecord(body) || typeof body.access_token !== 'string' || body.access_token === '') return null;
  const expiresIn = typeof body.expires_in === 'number' && Number.isFinite(body.expires_in) && body.expires_in > 0
    ? body.expires_in
    : undefined;
  return {accessToken: body.access_token, expiresIn};
}

function toVariation(wire: unknown): ExperimentVariation | null {
  if (!isRecord(wire)) return null;
  const id = idFrom(wire.id);
  if (id === null) return null;
  const traffic = typeof wire.traffic === 'number' && Number.isFinite(wire.traffic) ? wire.traffic : 0;
  return {
    id,
    name: typeof wire.name === 'string' ? wire.name : `Variation ${id}`,
    traffic: Math.min(100, Math.max(0, traffic)),
  };
}

function toExperiment(wire: unknown): Experiment | null {
  if (!isRecord(wire)) return null;
  const id = idFrom(wire.id);
  if (id === null || typeof wire.name !== 'string') return null;
  const variations = Array.isArray(wire.variations) ? wire.variations.map(toVariation) : [];
  return {
    id,
    name: wire.name,
    type: typeof wire.type === 'string' ? wire.type : '',
    variations: variations.filter((variation): variation is ExperimentVariation => variation !== null),
  };
}

export interface TestsPage {
  experiments: Experiment[];
  /** How many pages the whole list has (at least 1). */
  pages: number;
}

/** One page of `GET /api/core/accounts/{accountId}/tests`; null when it is not a list. */
export function toTestsPage(body: unknown): TestsPage | null {
  if (!isRecord(body) || !isRecord(body._embedded) || !Array.isArray(body._embedded.items)) return null;
  const experiments = body._embedded.items.map(toExperiment).filter((test): test is Experiment => test !== null);
  const pages = typeof body.pages === 'number' && Number.isSafeInteger(body.pages) && body.pages > 1 ? body.pages : 1;
  return {experiments, pages};
}
