import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {PROJECT_ROOT} from '../../scripts/prismic-models';
import {PRISMIC_TYPES_FILE, prismicTypes} from '../../scripts/prismic-types';

describe('prismicio-types.d.ts', () => {
  it('is what `npm run prismic:types` generates from customtypes/ and slices/ (run it after a model change)', () => {
    const committed = readFileSync(join(PROJECT_ROOT, PRISMIC_TYPES_FILE), 'utf8');
    expect(committed === prismicTypes(), 'prismicio-types.d.ts is stale: run `npm run prismic:types`').toBe(true);
  });
});
