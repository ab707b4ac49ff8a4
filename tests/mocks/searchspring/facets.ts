/**
 * Filtering and disjunctive faceting, as Searchspring does it: values of one
 * field are OR-ed ('multiple-union'), fields are AND-ed, and each facet counts
 * the documents that pass every filter except its own, so choosing "Queen"
 * still shows how many "King" there would be.
 */
import type {WireFacet, WireFacetValue, WireFilterSummary} from '~/services/searchspring/wire';
import type {Filters} from './params';
import {numberOf, valuesOf, type FacetSpec, type SearchDocument} from './site';

const SLIDER_STEP = 10;

/** A filter field's test, prepared once per request. */
type FieldTest = (document: SearchDocument<unknown>) => boolean;

function fieldTests(filters: Filters): Map<string, FieldTest> {
  const tests = new Map<string, FieldTest[]>();
  const add = (field: string, test: FieldTest) => tests.set(field, [...(tests.get(field) ?? []), test]);
  for (const [field, chosen] of filters.values) {
    const wanted = new Set(chosen);
    add(field, (document) => valuesOf(document, field).some((value) => wanted.has(value)));
  }
  for (const [field, {low, high}] of filters.ranges) {
    add(field, (document) => {
      const value = numberOf(document, field);
      return value !== undefined && (low === null || value >= low) && (high === null || value <= high);
    });
  }
  return new Map([...tests].map(([field, list]) => [field, (document) => list.every((test) => test(document))]));
}

/** The documents that pass every filter (hidden filters: no facets needed). */
export function applyFilters<Doc extends SearchDocument<unknown>>(documents: readonly Doc[], filters: Filters): Doc[] {
  const tests = [...fieldTests(filters).values()];
  return tests.length === 0 ? [...documents] : documents.filter((document) => tests.every((test) => test(document)));
}

interface Tally {
  counts: Map<string, number>;
  min: number;
  max: number;
  seen: number;
}

function tallyDocument(tally: Tally, spec: FacetSpec, document: SearchDocument<unknown>) {
  if (spec.type === 'slider') {
    const value = numberOf(document, spec.field);
    if (value === undefined) return;
    tally.min = Math.min(tally.min, value);
    tally.max = Math.max(tally.max, value);
    tally.seen += 1;
    return;
  }
  for (const value of valuesOf(document, spec.field)) tally.counts.set(value, (tally.counts.get(value) ?? 0) + 1);
}

function toFacet(spec: FacetSpec, tally: Tally, filters: Filters): WireFacet | null {
  if (spec.type === 'slider') {
    if (tally.seen === 0) return null;
    const range: [number, number] = [Math.floor(tally.min), Math.ceil(tally.max)];
    const chosen = filters.ranges.get(spec.field);
    return {
      field: spec.field,
      label: spec.label,
      type: 'slider',
      collapse: 0,
      facet_active: chosen ? 1 : 0,
      range,
      active: chosen ? [chosen.low ?? range[0], chosen.high ?? range[1]] : range,
      step: SLIDER_STEP,
    };
  }
  const chosen = filters.values.get(spec.field) ?? [];
  // A chosen value stays listed even when other filters leave it nothing.
  for (const value of chosen) if (!tally.counts.has(value)) tally.counts.set(value, 0);
  const values: WireFacetValue[] = [...tally.counts]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .map(([value, count]) => ({active: chosen.includes(value), type: 'value', value, label: value, count}));
  if (values.length === 0) return null;
  return {
    field: spec.field,
    label: spec.label,
    type: spec.type,
    multiple: 'multiple-union',
    collapse: 0,
    facet_active: chosen.length > 0 ? 1 : 0,
    values,
  };
}

/** The documents passing every filter, in the given order, and the facets over them. */
export function filterAndFacet<Doc extends SearchDocument<unknown>>(
  documents: readonly Doc[],
  filters: Filters,
  specs: readonly FacetSpec[],
): {matches: Doc[]; facets: WireFacet[]} {
  const tests = [...fieldTests(filters)];
  const tallies = new Map(specs.map((spec) => [spec.field, {counts: new Map(), min: Infinity, max: -Infinity, seen: 0}]));
  const specByField = new Map(specs.map((spec) => [spec.field, spec]));
  const matches: Doc[] = [];

  for (const document of documents) {
    let failed: string | null = null;
    let failures = 0;
    for (const [field, test] of tests) {
      if (test(document)) continue;
      failed = field;
      if (++failures > 1) break;
    }
    if (failures === 0) {
      matches.push(document);
      for (const spec of specs) tallyDocument(tallies.get(spec.field)!, spec, document);
    } else if (failures === 1) {
      // Failing only its own facet's filter: counted in that facet alone.
      const spec = specByField.get(failed!);
      if (spec) tallyDocument(tallies.get(spec.field)!, spec, document);
    }
  }

  const facets = specs.flatMap((spec) => toFacet(spec, tallies.get(spec.field)!, filters) ?? []);
  return {matches, facets};
}

/** `filterSummary` (and, without the value, `breadcrumbs`) for every shown filter. */
export function filterSummaries(filters: Filters, specs: readonly FacetSpec[]): WireFilterSummary[] {
  const labelOf = (field: string) => specs.find((spec) => spec.field === field)?.label ?? field;
  const summaries: WireFilterSummary[] = [];
  for (const [field, values] of filters.values) {
    const filterLabel = labelOf(field);
    for (const value of values) {
      summaries.push({field, value, label: `${filterLabel}: ${value}`, filterLabel, filterValue: value});
    }
  }
  for (const [field, {low, high}] of filters.ranges) {
    const filterLabel = labelOf(field);
    const filterValue = `${low ?? '*'} - ${high ?? '*'}`;
    summaries.push({
      field,
      value: {rangeLow: low, rangeHigh: high},
      label: `${filterLabel}: ${filterValue}`,
      filterLabel,
      filterValue,
    });
  }
  return summaries;
}
