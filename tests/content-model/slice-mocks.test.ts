import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {SharedSliceContentSchema} from '@prismicio/types-internal/zod4';
import {describe, expect, it} from 'vitest';
import {PROJECT_ROOT, sharedSliceModels} from '../../scripts/prismic-models';
import {sliceMocks} from '../../scripts/prismic-mocks';

const slices = sharedSliceModels();
const mocksOf = (name: string) => JSON.parse(readFileSync(join(PROJECT_ROOT, 'slices', name, 'mocks.json'), 'utf8'));

describe('slices/<Name>/mocks.json', () => {
  it.each(slices.map((model) => [model.name, model] as const))('%s: one mock per variation, in the model', (name, model) => {
    const mocks = mocksOf(name) as {variation: string; primary: object; items: {value: [string, unknown][]}[]}[];
    expect(mocks.map((mock) => mock.variation)).toEqual(model.variations.map((variation) => variation.id));
    mocks.forEach((mock, index) => {
      expect(SharedSliceContentSchema.safeParse(mock).error?.issues).toBeUndefined();
      const variation = model.variations[index];
      expect(Object.keys(variation.primary ?? {})).toEqual(expect.arrayContaining(Object.keys(mock.primary)));
      for (const item of mock.items) {
        expect(Object.keys(variation.items ?? {})).toEqual(expect.arrayContaining(item.value.map(([key]) => key)));
      }
    });
  });

  it('shows content for every variation the demo content uses', () => {
    const hero = sliceMocks(slices.find((model) => model.id === 'hero_banner')!)[0] as {primary: Record<string, unknown>};
    expect(Object.keys(hero.primary)).toEqual(expect.arrayContaining(['image', 'heading', 'button_link']));
  });

  it('is refused by the codec when it is not slice content (the check is not a pass-through)', () => {
    expect(SharedSliceContentSchema.safeParse({variation: 'default', primary: {}, items: []}).success).toBe(false);
  });
});
