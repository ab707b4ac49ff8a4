/**
 * A/B tests (AB Tasty) in the app's own terms, and the rule that puts a
 * visitor in one variation of each: a hash of the visitor id and the test id
 * picks a bucket, and each variation owns its traffic share of the buckets.
 * Pure and deterministic, so a visitor sees the same variation on every page
 * and every worker, with nothing stored but the visitor id.
 */

/** One variation of a test; `traffic` is its share of visitors, in percent. */
export interface ExperimentVariation {
  id: number;
  name: string;
  traffic: number;
}

export interface Experiment {
  id: number;
  name: string;
  /** AB Tasty's test type (e.g. 'ab', 'mvt'); kept as sent. */
  type: string;
  variations: ExperimentVariation[];
}

/** What a page may know about a test: which variation this visitor sees (ids only, nothing secret). */
export interface ExperimentAssignment {
  testId: number;
  variationId: number;
}

/** The original page: it gets whatever traffic the variations leave. */
export const ORIGINAL_VARIATION_ID = 0;

/** Traffic is split to 0.01 %. */
const BUCKETS = 10_000;

/** FNV-1a, 32 bits, over the UTF-8 bytes: small, fast and the same everywhere. */
export function fnv1a32(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The variation `visitorId` sees in `experiment`. The test id is part of the
 * hash, so being in a variation of one test says nothing about the next.
 * Variations take their shares in order; shares past 100 % are cut off.
 */
export function assignVariation(visitorId: string, experiment: Experiment): number {
  const bucket = fnv1a32(`${experiment.id}:${visitorId}`) % BUCKETS;
  let upTo = 0;
  for (const variation of experiment.variations) {
    if (variation.id === ORIGINAL_VARIATION_ID) continue;
    upTo += Math.round(variation.traffic * (BUCKETS / 100));
    if (bucket < upTo) return variation.id;
  }
  return ORIGINAL_VARIATION_ID;
}

export function assignExperiments(visitorId: string, experiments: Experiment[]): ExperimentAssignment[] {
  return experiments.map((experiment) => ({testId: experiment.id, variationId: assignVariation(visitorId, experiment)}));
}

/** The variation this visitor sees in test `testId`; null when the test is not running (or experiments are down). */
export function assignedVariation(assignments: ExperimentAssignment[], testId: number): number | null {
  return assignments.find((assignment) => assignment.testId === testId)?.variationId ?? null;
}
