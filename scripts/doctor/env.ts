/**
 * The doctor's view of the configuration: the worker's variables as preview hands them over (.env files as Vite
 * reads them, the process environment winning), each service's settings as the app resolves them, and what
 * APP_ENV=production (or staging) would refuse: a required variable unset, a value malformed.
 */
import {loadEnv} from 'vite';
import {
  REQUIRED_OUTSIDE_DEVELOPMENT,
  expectedButUnset,
  missingSettings,
  parseEnvironment,
  pickWorkerEnv,
  resolveConfig,
  type AppConfig,
  type AppEnvironment,
} from '../../app/kernel/env';
import {readWorkerEnv, type InvalidSetting} from '../../app/kernel/env-schema';

/**
 * What the doctor reads beside the worker's variables: the Admin API token of the checkout rules row (setup's, the
 * worker never has it) and the signing key the worker signs member details with.
 */
export const DOCTOR_ONLY_ENV_NAMES = ['SHOPIFY_ADMIN_API_TOKEN', 'MEMBER_SIGNING_KEY'] as const;

/** The worker's variables (and DOCTOR_ONLY_ENV_NAMES) from `.env`, `.env.local`, `.env.production[.local]` and the process environment. */
export function loadDoctorEnv(root: string, processEnv: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const all: Record<string, string | undefined> = {...loadEnv('production', root, ''), ...processEnv};
  const extra = Object.fromEntries(
    DOCTOR_ONLY_ENV_NAMES.flatMap((name) => (typeof all[name] === 'string' ? [[name, all[name] as string]] : [])),
  );
  return {...extra, ...pickWorkerEnv(all)};
}

export interface DoctorConfig {
  environment: AppEnvironment;
  /** Each service's settings; resolved as in development when production's rules would refuse them (see below). */
  config: AppConfig;
  /** Required outside development and unset (names only). */
  missing: string[];
  /** Expected outside development and unset: the worker runs without them, worse (EXPECTED_OUTSIDE_DEVELOPMENT). */
  unsetExpected: string[];
  /** Malformed values, left out of `config` (as unset). */
  invalid: InvalidSetting[];
}

/**
 * resolveConfig throws outside development when anything is missing; the doctor still wants to know what each
 * service would be, so it resolves without the malformed values and, when production's rules fail, as development,
 * and reports the missing ones row by row.
 */
export function doctorConfig(env: Readonly<Record<string, unknown>>): DoctorConfig {
  const environment = parseEnvironment(env.APP_ENV);
  const {invalid} = readWorkerEnv(env);
  const malformed = new Set<string>(invalid.map((setting) => setting.name));
  const usable = Object.fromEntries(Object.entries(env).filter(([name]) => !malformed.has(name)));
  const missing = missingSettings(env);
  const config = resolveConfig(missing.length > 0 ? {...usable, APP_ENV: 'development'} : usable);
  return {
    environment,
    config: {...config, environment, isProduction: environment === 'production'},
    missing,
    unsetExpected: expectedButUnset(env),
    invalid,
  };
}

/** A row's group in REQUIRED_OUTSIDE_DEVELOPMENT. */
export type RequirementGroup = keyof typeof REQUIRED_OUTSIDE_DEVELOPMENT & string;

export function requiredFor(group: RequirementGroup): readonly string[] {
  return REQUIRED_OUTSIDE_DEVELOPMENT[group] ?? [];
}
