import {describe, expect, it} from 'vitest';
import {
  assignedVariation,
  assignExperiments,
  assignVariation,
  fnv1a32,
  ORIGINAL_VARIATION_ID,
  type Experiment,
} from './experiments';

const test = (id: number, traffic: Record<number, number>): Experiment => ({
  id,
  name: `Test ${id}`,
  type: 'ab',
  variations: Object.entries(traffic).map(([variationId, share]) => ({
    id: Number(variationId),
    name: `Variation ${variationId}`,
    traffic: share,
  })),
});

/** Visitor ids as the worker makes them (random UUIDs), and sequential ones (the hash must spread those too). */
const uuids = Array.from({length: 20_000}, () => crypto.randomUUID());
const sequential = Array.from({length: 20_000}, (_, n) => `visitor-${n}`);

function shares(visitors: string[], experiment: Experiment): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const visitor of visitors) {
    const variation = assignVariation(visitor, experiment);
    counts[variation] = (counts[variation] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).map(([id, count]) => [id, (count / visitors.length) * 100]));
}

/** 20 000 visitors: a share within 1.5 points of the target is five standard deviations wide. */
function expectShare(actual: number | undefined, target: number) {
  expect(Math.abs((actual ?? 0) - target), `share ${actual} vs ${target}`).toBeLessThan(1.5);
}

describe('fnv1a32', () => {
  it('matches the published FNV-1a test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('hashes the UTF-8 bytes, so accented ids hash the same everywhere', () => {
    expect(fnv1a32('é')).toBe(fnv1a32('\u00e9'));
    expect(fnv1a32('é')).not.toBe(fnv1a32('e'));
  });
});

describe('assignVariation', () => {
  it('splits visitors by each variation’s traffic, the original taking the remainder', () => {
    // The original's listed share (70) is out of step with the others: it is ignored.
    const experiment = test(410_002, {0: 70, 520_021: 25, 520_022: 15});
    for (const visitors of [uuids, sequential]) {
      const seen = shares(visitors, experiment);
      expectShare(seen[520_021], 25);
      expectShare(seen[520_022], 15);
      // The original gets what the variations leave.
      expectShare(seen[ORIGINAL_VARIATION_ID], 60);
    }
  });

  it('gives a visitor the same variation every time', () => {
    const experiment = test(410_001, {0: 50, 520_011: 50});
    for (const visitor of uuids.slice(0, 200)) {
      expect(assignVariation(visitor, {...experiment})).toBe(assignVariation(visitor, experiment));
    }
  });

  it('buckets each test independently of the others', () => {
    const first = test(1, {0: 50, 11: 50});
    const second = test(2, {0: 50, 21: 50});
    const both = uuids.filter((visitor) => assignVariation(visitor, first) === 11 && assignVariation(visitor, second) === 21);
    // Independent halves: about a quarter of visitors are in both variations, not a half.
    expectShare((both.length / uuids.length) * 100, 25);
  });

  it('sends everyone to the original when the variations have no traffic, and no one when they take it all', () => {
    const none = test(3, {0: 100, 31: 0});
    const all = test(4, {31: 60, 32: 40});
    for (const visitor of uuids.slice(0, 500)) {
      expect(assignVariation(visitor, none)).toBe(ORIGINAL_VARIATION_ID);
      expect(assignVariation(visitor, all)).not.toBe(ORIGINAL_VARIATION_ID);
    }
  });

  it('cuts off shares past 100 %: later variations get only what is left', () => {
    const seen = shares(uuids, test(5, {51: 80, 52: 80}));
    expectShare(seen[51], 80);
    expectShare(seen[52], 20);
    expect(seen[ORIGINAL_VARIATION_ID]).toBeUndefined();
  });
});

describe('assignments', () => {
  it('lists one assignment per test and finds a test’s variation by id', () => {
    const experiments = [test(1, {0: 50, 11: 50}), test(2, {21: 100})];
    const assignments = assignExperiments('0b5e7a52-7f0e-4d3c-9a51-2f7c2d9e4b10', experiments);
    expect(assignments.map((assignment) => assignment.testId)).toEqual([1, 2]);
    expect(assignedVariation(assignments, 2)).toBe(21);
    expect([0, 11]).toContain(assignedVariation(assignments, 1));
    expect(assignedVariation(assignments, 3)).toBeNull();
    expect(assignedVariation([], 1)).toBeNull();
  });
});
