/**
 * AB Tasty failing every way it can: every page still renders, with no
 * experiments (each shows its original); the token route reports the failure
 * and answers 503 with no token — all within the worst case.
 */
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {withStandIns} from '../../mocks/node';
import {FAULTS} from '../../mocks/fault-switch';
import {setExperimentsFault} from '../../mocks/experiments/handlers';
import {action as tokenAction} from '~/routes/api.abtasty.token';
import {loadRoot, STOREFRONT_ORIGIN, TestBrowser} from '../context';
import {CASE_TIMEOUT_MS, withinWorstCase} from './fault-support';

withStandIns();

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** The structured reports the worker logged for AB Tasty. */
const experimentReports = () =>
  errors.mock.calls
    .map(([line]) => {
      try {
        return JSON.parse(String(line)) as {service?: string};
      } catch {
        return {};
      }
    })
    .filter((report) => report.service === 'experiments');

describe.each(FAULTS)('AB Tasty answering with %s', (fault) => {
  it(
    'the page renders with no experiments and no visitor cookie',
    async () => {
      setExperimentsFault(fault);
      const root = await withinWorstCase(loadRoot(new TestBrowser()));
      expect(root.experiments).toEqual([]);
      expect(root.header).not.toBeNull();
      expect(root.setCookies.some((cookie) => cookie.startsWith('abtasty_visitor='))).toBe(false);
      expect(experimentReports().length).toBeGreaterThan(0);
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'the token route reports it and answers 503 with no token',
    async () => {
      setExperimentsFault(fault);
      const {request, context} = await new TestBrowser().open('/api/abtasty/token', {method: 'POST', headers: {Origin: STOREFRONT_ORIGIN}});
      const response = await withinWorstCase(tokenAction({request, context, params: {}}));
      expect(response.status).toBe(503);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toEqual({message: expect.any(String)});
      expect(experimentReports().length).toBeGreaterThan(0);
    },
    CASE_TIMEOUT_MS,
  );
});
