/**
 * Lighthouse (its Node API) on a page, as on a phone: the default mobile
 * config with its default simulated throttling, in Debian's Chromium, a new
 * browser per run. Three runs per page; the scores are their medians and the
 * timings are those of the median run (the one with the median performance
 * score). Only the key figures are kept, not the reports.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../chromium';
import {round} from './stats';

export const LIGHTHOUSE_RUNS = 3;

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** The scores (0–100; null when Lighthouse could not score the page) and key timings of a page. */
interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
}

export interface LighthouseRun extends LighthouseFigures {
  /** Lighthouse's own error (page not loaded, no FCP...) or a launch failure. */
  error: string | null;
  /** The unthrottled page load the simulation starts from: its first contentful paint and load event (ms). */
  observedFcpMs: number | null;
  observedLoadMs: number | null;
  /**
   * The page had loaded before Chrome presented its first paint. Headless Chrome sometimes withholds
   * frames from a page for up to a second or two (viz's BeginFrame throttling of a client it finds
   * unresponsive, GoogleChrome/lighthouse#17148); the simulation then counts every script fetched
   * before that late paint as blocking it, and the run's FCP and LCP come out about a second later.
   */
  presentationStalled: boolean;
  /** Accessibility audits that failed, by id, so a score under 100 says why. */
  failedAccessibilityAudits: string[];
}

/** Scores are the medians of the runs; timings are those of the median run. */
export interface LighthouseRow extends LighthouseFigures {
  page: string;
  path: string;
  runs: LighthouseRun[];
}

async function runOnce(url: string, headers: Record<string, string> | undefined): Promise<LighthouseRun> {
  const empty = {
    performance: null,
    accessibility: null,
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    observedFcpMs: null,
    observedLoadMs: null,
    presentationStalled: false,
  } satisfies Omit<LighthouseRun, 'error' | 'failedAccessibilityAudits'>;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: headers ?? null,
    });
    if (!result) return {...empty, error: 'Lighthouse returned no result', failedAccessibilityAudits: []};
    const {lhr} = result;
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const numeric = (id: string, digits = 0) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') return null;
      return digits === 0 ? Math.round(value) : Number(value.toFixed(digits));
    };
    const observed = (lhr.audits.metrics?.details as {items?: Record<string, number | undefined>[]} | undefined)?.items?.[0];
    const observedFcpMs = typeof observed?.observedFirstContentfulPaint === 'number' ? Math.round(observed.observedFirstContentfulPaint) : null;
    const observedLoadMs = typeof observed?.observedLoad === 'number' ? Math.round(observed.observedLoad) : null;
    const failedAccessibilityAudits = (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift', 3),
      observedFcpMs,
      observedLoadMs,
      presentationStalled: observedFcpMs !== null && observedLoadMs !== null && observedFcpMs > observedLoadMs,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
      failedAccessibilityAudits,
    };
  } catch (error) {
    return {...empty, error: (error as Error).message, failedAccessibilityAudits: []};
  } finally {
    chrome?.kill();
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : round((sorted[middle - 1] + sorted[middle]) / 2);
}

export async function measureLighthouse(
  origin: string,
  page: {name: string; path: string; headers?: Record<string, string>},
): Promise<LighthouseRow> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runOnce(`${origin}${page.path}`, page.headers));
  const scored = runs.filter((run) => run.error === null && run.performance !== null);
  const byPerformance = [...scored].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  // A run that failed is no score: the medians are over all runs or none.
  const complete = scored.length === runs.length;
  return {
    page: page.name,
    path: page.path,
    performance: complete ? median(scored.map((run) => run.performance!)) : null,
    accessibility: complete ? median(scored.map((run) => run.accessibility ?? 0)) : null,
    fcpMs: medianRun?.fcpMs ?? null,
    lcpMs: medianRun?.lcpMs ?? null,
    tbtMs: medianRun?.tbtMs ?? null,
    cls: medianRun?.cls ?? null,
    runs,
  };
}
