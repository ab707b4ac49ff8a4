/**
 * The fault matrix: every upstream × every fault a flaky network produces
 * (tests/mocks/fault-switch.ts). Each upstream has its own file, so vitest
 * runs them side by side; inside a file the faults run one after another,
 * since a stand-in's switch is shared by everything in that file.
 */
import {expect} from 'vitest';
import type {ErrorPayload} from '~/features/errors/responses.server';
import {isDataWithInit, testContext, testRequest} from '../context';

/** No page, form or bag action may keep a shopper waiting longer than this, whatever an upstream does. */
export const WORST_CASE_MS = 5_000;
/** Vitest's own limit for one case: a few worst cases in a row, plus setting up the bag. */
export const CASE_TIMEOUT_MS = 20_000;

/** Runs the work and fails the test when it took WORST_CASE_MS or longer. */
export async function withinWorstCase<T>(work: Promise<T>): Promise<T> {
  const started = Date.now();
  const value = await work;
  expect(Date.now() - started, 'answered within the worst case').toBeLessThan(WORST_CASE_MS);
  return value;
}

/** What a loader threw, or its data when it did not throw. */
export async function outcomeOf<T>(work: Promise<T>): Promise<{threw: false; value: T} | {threw: true; error: unknown}> {
  try {
    return {threw: false, value: await work};
  } catch (error) {
    return {threw: true, error};
  }
}

/** A loader's answer was the 503 'temporarily unavailable' page: not a 404, never cached. */
export function expectUnavailablePage(outcome: Awaited<ReturnType<typeof outcomeOf>>) {
  expect(outcome.threw, 'the loader threw an error page').toBe(true);
  if (!outcome.threw) return;
  const {error} = outcome;
  expect(isDataWithInit<ErrorPayload>(error), `a thrown data() error page, not ${String(error)}`).toBe(true);
  if (!isDataWithInit<ErrorPayload>(error)) return;
  expect(error.init?.status).toBe(503);
  expect(new Headers(error.init?.headers).get('Cache-Control')).toBe('no-store');
  expect(error.data.message).toBe('This page is temporarily unavailable');
}

/** Runs a route's loader for a fresh visitor, as the worker would for `path`. */
export async function loadPage<T>(loader: (args: never) => Promise<T>, path: string, params: Record<string, string> = {}) {
  const request = testRequest(path);
  return (loader as (args: unknown) => Promise<T>)({request, context: await testContext(request), params});
}
