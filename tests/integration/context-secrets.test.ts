/**
 * Nothing reachable from the request context holds a secret. A loader or
 * action that returned the context (or anything holding it) would have it
 * serialised into the page or the data reply; with every secret set to a
 * unique canary, neither the object graph nor Remix's own encoding of it
 * (turbo-stream, as single fetch sends it) may contain one.
 */
// Remix's own single-fetch encoder (not re-exported by the package's index): what a data reply carries.
import {deployedEnv} from '../mocks/deployed-env';
import {MOCK_SHOP_ORIGIN} from '../mocks/origin';
import {encodeViaTurboStream} from '@remix-run/server-runtime/dist/single-fetch.js';
import {describe, expect, it} from 'vitest';
import {SECRET_ENV_NAMES} from '~/kernel/env';
import {withStandIns} from '../mocks/node';
import {testContext, testRequest} from './context';

const CANARIES = Object.fromEntries(SECRET_ENV_NAMES.map((name) => [name, `canary-${name.toLowerCase()}-7f3a9c`]));

/** Every string reachable through own enumerable properties, Map and Set entries (what a serialiser walks). */
function reachableStrings(root: unknown): string[] {
  const seen = new Set<unknown>();
  const found: string[] = [];
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value === 'string') found.push(value);
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (value instanceof Map) for (const [key, entry] of value) stack.push(key, entry);
    else if (value instanceof Set) for (const entry of value) stack.push(entry);
    for (const key of Object.keys(value)) {
      found.push(key);
      stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return found;
}

async function encoded(value: unknown): Promise<string> {
  const stream = encodeViaTurboStream(value, new AbortController().signal, 5000, 'production' as Parameters<typeof encodeViaTurboStream>[3]) as ReadableStream<Uint8Array>;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const {done, value: chunk} = await reader.read();
    if (done) return text;
    text += decoder.decode(chunk, {stream: true});
  }
}

describe('the request context', () => {
  withStandIns();

  it.each(['development', 'production'])('holds no secret a serialiser can reach (APP_ENV=%s)', async (appEnv) => {
    const context = await testContext(testRequest('/'), (appEnv === 'production' ? {...deployedEnv(MOCK_SHOP_ORIGIN), ...CANARIES} : CANARIES) as Partial<Env>);
    const strings = reachableStrings(context);
    expect(strings.length).toBeGreaterThan(10);
    for (const canary of Object.values(CANARIES)) {
      expect(strings.filter((text) => text.includes(canary))).toEqual([]);
    }
    const wire = await encoded({context, form: null, member: null});
    for (const canary of Object.values(CANARIES)) expect(wire).not.toContain(canary);
  });

  it('still gives routes the public settings they read', async () => {
    const context = await testContext(testRequest('/'), CANARIES as Partial<Env>);
    expect(context.settings.prismic.endpoint).toMatch(/\/api\/v2$/);
    expect(Object.keys(context)).not.toContain('env');
    expect(Object.keys(context)).not.toContain('config');
  });
});
