/**
 * WORKER_ENV_NAMES is what the preview hands the worker (scripts/preview.ts): it must name every variable the
 * worker reads, or a setting in `.env` silently stops reaching it, and nothing else. Checked against the source.
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {REQUIRED_OUTSIDE_DEVELOPMENT, SECRET_ENV_NAMES, WORKER_ENV_NAMES, pickWorkerEnv} from './env';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/**
 * Every `env.NAME` (and `env?.NAME`, and `vars.NAME`: env.ts reads them through its schema) in a file's code,
 * comments left out; not `process.env.NAME` (the build's).
 */
function envReads(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  return [...code.matchAll(/(?<![\w.$])(?:env|vars)\??\.([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1]);
}

/** The fields of `interface Env` in env.d.ts (its own, not HydrogenEnv's: those the worker reads are in env.ts). */
function envFields(text: string): string[] {
  const body = /interface Env\b[^{]*\{([\s\S]*?)\n {2}\}/.exec(text)?.[1];
  if (!body) throw new Error('No `interface Env` in env.d.ts');
  return [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*)\??:/gm)].map((match) => match[1]);
}

const listed = new Set<string>(WORKER_ENV_NAMES);
const readByEnvTs = envReads(source('./env.ts'));
const readByServer = envReads(source('../../server.ts'));
const declared = envFields(source('../../env.d.ts'));

describe('WORKER_ENV_NAMES', () => {
  it('the source parsers find what they should', () => {
    expect(readByEnvTs).toContain('SESSION_SECRET');
    expect(readByEnvTs).toContain('TWC_TOKEN_URL');
    expect(readByServer).toContain('APP_ENV');
    expect(declared).toContain('MOCK_SHOP_ORIGIN');
    expect(declared).toContain('BED_BUILDER_IMAGE_BASE_URL');
  });

  it('names every env.X that app/kernel/env.ts and server.ts read', () => {
    expect([...new Set([...readByEnvTs, ...readByServer])].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('names every field of Env (env.d.ts), every required and every secret variable', () => {
    const required = Object.values(REQUIRED_OUTSIDE_DEVELOPMENT).flat();
    expect([...declared, ...required, ...SECRET_ENV_NAMES].filter((name) => !listed.has(name))).toEqual([]);
  });

  it('names nothing the worker does not read, once each', () => {
    const read = new Set([...readByEnvTs, ...readByServer, ...declared]);
    expect(WORKER_ENV_NAMES.filter((name) => !read.has(name))).toEqual([]);
    expect(new Set(WORKER_ENV_NAMES).size).toBe(WORKER_ENV_NAMES.length);
  });
});

describe('pickWorkerEnv', () => {
  it('keeps the listed variables that are set, and nothing of the machine', () => {
    const machine = {
      HOME: '/root',
      PATH: '/usr/bin',
      npm_config_cache: '/root/.npm',
      AWS_SECRET_ACCESS_KEY: 'not for the worker',
      PUBLIC_SOMETHING_ELSE: 'not read',
      APP_ENV: 'production',
      SESSION_SECRET: 'secret',
      PRISMIC_ACCESS_TOKEN: undefined,
    };
    expect(pickWorkerEnv(machine)).toEqual({APP_ENV: 'production', SESSION_SECRET: 'secret'});
  });

  it('reads own properties only', () => {
    const inherited = Object.create({APP_ENV: 'production'}) as Record<string, string>;
    expect(pickWorkerEnv(inherited)).toEqual({});
  });
});
