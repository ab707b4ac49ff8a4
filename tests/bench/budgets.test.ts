/**
 * The bench's budget verdicts (issue 11): each page against the trivial
 * route of the same run, and "not measured" never read as a pass or a fail.
 */
import {describe, expect, it} from 'vitest';
import {checkBudgets, type PageFigures} from '../../scripts/bench/budgets';

const TRIVIAL = {reqPerSec: 400, p97_5Ms: 100};

/** A page inside every budget. */
const fine = (page: string, overrides: Partial<PageFigures> = {}): PageFigures => ({
  page,
  reqPerSec: 240,
  p97_5Ms: 200,
  warmUpstream: 1,
  htmlGzipKb: 40,
  jsGzipKb: 120,
  lighthouse: {performance: 98, accessibility: 100},
  ...overrides,
});

const verdictOf = (pages: PageFigures[], page: string, budget: string, autocomplete: number | null = 20) =>
  checkBudgets(pages, TRIVIAL, autocomplete).find((verdict) => verdict.page === page && verdict.budget === budget);

describe('checkBudgets', () => {
  it('passes pages exactly at every limit', () => {
    const verdicts = checkBudgets(['home', 'collection', 'product', 'bag', 'search'].map((page) => fine(page)), TRIVIAL, 150);
    expect(verdicts.filter((verdict) => verdict.ok !== true)).toEqual([]);
  });

  it('holds the product page to half the trivial rate and home, collection and search to 40%', () => {
    expect(verdictOf([fine('product', {reqPerSec: 199})], 'product', 'req/s vs trivial')?.ok).toBe(false);
    expect(verdictOf([fine('product', {reqPerSec: 200})], 'product', 'req/s vs trivial')?.ok).toBe(true);
    expect(verdictOf([fine('search', {reqPerSec: 160})], 'search', 'req/s vs trivial')?.ok).toBe(true);
    expect(verdictOf([fine('home', {reqPerSec: 159})], 'home', 'req/s vs trivial')?.ok).toBe(false);
    // The bag has no rate floor, only the latency one.
    expect(verdictOf([fine('bag', {reqPerSec: 1})], 'bag', 'req/s vs trivial')).toBeUndefined();
  });

  it('fails p97.5 past 2.5 times the trivial route, warm upstream past one call, HTML past 40 kB and JS past 120 kB', () => {
    expect(verdictOf([fine('bag', {p97_5Ms: 251})], 'bag', 'p97.5 vs trivial')?.ok).toBe(false);
    expect(verdictOf([fine('home', {warmUpstream: 1.2})], 'home', 'upstream per warm view, cart aside')?.ok).toBe(false);
    expect(verdictOf([fine('home', {htmlGzipKb: 40.1})], 'home', 'HTML gzip')?.ok).toBe(false);
    expect(verdictOf([fine('search', {jsGzipKb: 120.1})], 'search', 'JS gzip')?.ok).toBe(false);
  });

  it('needs Lighthouse 98 and accessibility 100 on home, collection, product and bag, not on search', () => {
    const low = fine('collection', {lighthouse: {performance: 97, accessibility: 99}});
    expect(verdictOf([low], 'collection', 'Lighthouse performance')?.ok).toBe(false);
    expect(verdictOf([low], 'collection', 'Lighthouse accessibility')?.ok).toBe(false);
    // A run Lighthouse could not score is a failure, not a pass.
    expect(verdictOf([fine('home', {lighthouse: {performance: null, accessibility: 100}})], 'home', 'Lighthouse performance')?.ok).toBe(
      false,
    );
    expect(verdictOf([fine('search')], 'search', 'Lighthouse performance')).toBeUndefined();
  });

  it('reports skipped figures as not measured rather than ok or over', () => {
    const skipped = fine('product', {lighthouse: null, jsGzipKb: null});
    expect(verdictOf([skipped], 'product', 'Lighthouse performance')).toMatchObject({ok: null, measured: 'not measured'});
    expect(verdictOf([skipped], 'product', 'JS gzip')?.ok).toBeNull();
    expect(verdictOf([skipped], 'autocomplete', 'warm p95', null)?.ok).toBeNull();
  });

  it('fails every rate when the trivial route measured nothing', () => {
    const verdicts = checkBudgets([fine('product')], {reqPerSec: 0, p97_5Ms: 0}, 20);
    expect(verdicts.find((verdict) => verdict.budget === 'req/s vs trivial')?.ok).toBe(false);
    expect(verdicts.find((verdict) => verdict.budget === 'p97.5 vs trivial')?.ok).toBe(false);
  });
});
