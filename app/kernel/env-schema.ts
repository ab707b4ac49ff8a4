/**
 * The worker's variables, read through one schema: every value trimmed (blank counts as unset), and those that
 * must have a shape (a URL, a host, an e-mail address) checked for it. A malformed value is a configuration
 * error named by its variable, never its value: the worker answers 503 until it is fixed (server.ts), rather than
 * fetch from a URL that is not one, or treat `APP_ENV=prod` as a developer's machine on the stand-ins.
 */
import * as z from 'zod/mini';
import {WORKER_ENV_NAMES} from '~/config/worker-env';

type WorkerEnvName = (typeof WORKER_ENV_NAMES)[number];

/** A variable's schema: its value, trimmed, or undefined. */
type Setting = z.ZodMiniType<string | undefined>;

/** A set variable, trimmed; unset, blank or not a string is undefined. */
const setting: Setting = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined))
  )
);

/** A set variable that must have a shape: unset stays allowed (required ones are checked by service). */
const shaped = (schema: z.ZodMiniType<string, string>): Setting => z.optional(z.pipe(setting, z.optional(schema)));

const HOST = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;
const httpUrl = shaped(z.url({protocol: /^https?$/, error: 'must be an absolute http(s) URL'}));
const host = shaped(z.string().check(z.regex(HOST, 'must be a host name (no scheme or path)')));
/** Hydrogen takes the shop's domain with or without its scheme. */
const shopDomain = shaped(
  z.string().check(z.regex(/^(https?:\/\/)?[^/\s]+\/?$/i, 'must be the shop domain (shop.myshopify.com)'))
);
const hostList = shaped(
  z
    .string()
    .check(
      z.refine(
        (value: string) => value.split(',').every((item) => item.trim() === '' || HOST.test(item.trim())),
        'must be host names separated by commas'
      )
    )
);
/**
 * An exact origin: http(s), a host and an optional port, nothing after it but an optional `/` (no path, query,
 * fragment or user name). Whether it must be https is checked with APP_ENV (withCrossChecks).
 */
function isExactOrigin(value: string): boolean {
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.username === '' && url.password === '' && url.hostname !== '';
}
const origin = shaped(z.string().check(z.refine(isExactOrigin, 'must be an origin (https://www.example.com), no path')));
const email = shaped(z.email({error: 'must be an e-mail address'}));
/** An address, optionally with a display name: `Dreamhaus <orders@dreamhaus.example>`. */
const mailbox = shaped(
  z
    .string()
    .check(z.regex(/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address or Name <address>'))
);
const environment = shaped(
  z
    .string()
    .check(
      z.refine(
        (value: string) => /^(production|staging|development)$/i.test(value),
        'must be production, staging or development'
      )
    )
);

/** Each variable's shape; one not named here is plain text (a token, an id, a secret). */
const SHAPES: Partial<Record<WorkerEnvName, Setting>> = {
  APP_ENV: environment,
  PUBLIC_STORE_ORIGIN: origin,
  MOCK_SHOP_ORIGIN: httpUrl,
  PUBLIC_STORE_DOMAIN: shopDomain,
  PUBLIC_CHECKOUT_DOMAIN: host,
  PRISMIC_ENDPOINT: httpUrl,
  ECOM_BASE_URL: httpUrl,
  VELOCITY_BASE_URL: httpUrl,
  POSTMARK_BASE_URL: httpUrl,
  MAIL_FROM: mailbox,
  CONTACT_ENQUIRIES_EMAIL: email,
  // Not SEARCHSPRING_BASE_URL: its `{siteId}` placeholder makes it a URL only once filled in.
  SEARCHSPRING_BEACON_URL: httpUrl,
  YOTPO_BASE_URL: httpUrl,
  ABTASTY_API_BASE: httpUrl,
  TWC_BASE_URL: httpUrl,
  TWC_TOKEN_URL: httpUrl,
  IMAGE_CDN_HOSTS: hostList,
  BED_BUILDER_IMAGE_BASE_URL: httpUrl,
};

const WORKER_ENV = z.object(
  Object.fromEntries(WORKER_ENV_NAMES.map((name) => [name, SHAPES[name] ?? setting])) as Record<WorkerEnvName, Setting>
);

/** The worker's variables: set ones trimmed, the rest undefined. */
export type WorkerVars = Partial<Record<WorkerEnvName, string>>;

/** A malformed variable: its name and the rule it breaks (`must be …`), never its value. */
export interface InvalidSetting {
  name: WorkerEnvName;
  rule: string;
}

export type WorkerEnvRead = {vars: WorkerVars; invalid: InvalidSetting[]};

/** The variables of `env` (only those the worker reads), and which are malformed: `vars` leaves those out. */
export function readWorkerEnv(env: Readonly<Record<string, unknown>>): WorkerEnvRead {
  const own = Object.fromEntries(
    WORKER_ENV_NAMES.filter((name) => Object.hasOwn(env, name)).map((name) => [name, env[name]])
  );
  const parsed = WORKER_ENV.safeParse(own);
  if (parsed.success) return withCrossChecks({vars: parsed.data as WorkerVars, invalid: []});
  const invalid = new Map<string, InvalidSetting>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0]) as WorkerEnvName;
    if (!invalid.has(name)) invalid.set(name, {name, rule: issue.message});
  }
  // Read again without the faulty ones, so a caller can still name what else is missing.
  const rest = Object.fromEntries(Object.entries(own).filter(([name]) => !invalid.has(name)));
  return withCrossChecks({vars: WORKER_ENV.parse(rest) as WorkerVars, invalid: [...invalid.values()]});
}

/**
 * Rules that read two variables: outside development (APP_ENV production or staging) the store's public origin is
 * https, since shoppers and crawlers reach a deployed store only on https. A value breaking one is left out of
 * `vars`, like a malformed one.
 */
function withCrossChecks({vars, invalid}: WorkerEnvRead): WorkerEnvRead {
  const deployed = /^(production|staging)$/i.test(vars.APP_ENV ?? '');
  const broken: InvalidSetting[] =
    deployed && vars.PUBLIC_STORE_ORIGIN !== undefined && !/^https:/i.test(vars.PUBLIC_STORE_ORIGIN)
      ? [{name: 'PUBLIC_STORE_ORIGIN', rule: 'must be an https origin outside development'}]
      : [];
  if (broken.length === 0) return {vars, invalid};
  const names = new Set<string>(broken.map((setting) => setting.name));
  const kept = Object.fromEntries(Object.entries(vars).filter(([name]) => !names.has(name))) as WorkerVars;
  return {vars: kept, invalid: [...invalid, ...broken]};
}
