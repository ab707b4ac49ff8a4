import {DynamicCustomTypeModelSchema, SharedSliceModelSchema} from '@prismicio/types-internal/zod4';
import {describe, expect, it} from 'vitest';
import {customTypeModels, sharedSliceModels} from '../../scripts/prismic-models';
import {contentFixtures} from '../mocks/fixtures/content/index';
import {checkDocument, dataFields, type ModelSet} from './check-document';

const customTypes = customTypeModels();
const slices = sharedSliceModels();
const fixtures = Object.values(contentFixtures);

function modelSet(): ModelSet {
  return {
    customTypes: new Map(customTypes.map((model) => [model.id, model])),
    slices: new Map(slices.map((model) => [model.id, model])),
    documentTypes: new Map(fixtures.map((fixture) => [fixture.id, fixture.type])),
  };
}

const issues = (result: {success: boolean; error?: {issues: unknown[]}}) => (result.success ? [] : result.error?.issues);

describe('the content model (customtypes/, slices/)', () => {
  it.each(customTypes.map((model) => [model.id, model] as const))('custom type %s is one Prismic accepts', (_, model) => {
    expect(issues(DynamicCustomTypeModelSchema.safeParse(model))).toEqual([]);
  });

  it.each(slices.map((model) => [model.id, model] as const))('shared slice %s is one Prismic accepts', (_, model) => {
    expect(issues(SharedSliceModelSchema.safeParse(model))).toEqual([]);
  });

  it('refuses a model Prismic would refuse (the codecs are not a pass-through)', () => {
    const [model] = customTypes;
    const broken = {...model, json: {Main: {title: {type: 'Title', config: {label: 'Title'}}}}};
    expect(DynamicCustomTypeModelSchema.safeParse(broken).success).toBe(false);
    expect(SharedSliceModelSchema.safeParse({...slices[0], type: 'Slice'}).success).toBe(false);
  });

  it('has a shared slice for every slice zone choice, and every slice is used', () => {
    const choices = customTypes.flatMap((model) =>
      Object.values(dataFields(model))
        .filter((field) => field.type === 'Slices')
        .flatMap((field) => Object.keys((field.config as {choices: object}).choices)),
    );
    expect([...new Set(choices)].sort()).toEqual(slices.map((model) => model.id).sort());
  });

  it('keeps a slice folder per slice name, as Slice Machine does', () => {
    const folders = sharedSliceModels().map((model) => model.name);
    expect(folders).toEqual([...new Set(folders)]);
  });

  it('has a custom type for every document type the fixtures hold, and fixtures for every custom type', () => {
    expect([...new Set(fixtures.map((fixture) => fixture.type))].sort()).toEqual(customTypes.map((model) => model.id).sort());
  });

  it('holds one document of each single (non-repeatable) type', () => {
    for (const model of customTypes.filter((candidate) => !candidate.repeatable)) {
      expect(fixtures.filter((fixture) => fixture.type === model.id), model.id).toHaveLength(1);
    }
  });
});

describe('every fixture document fits its custom type', () => {
  it.each(Object.entries(contentFixtures))('%s', (_, fixture) => {
    expect(checkDocument(fixture, modelSet())).toEqual([]);
  });
});

describe('checkDocument', () => {
  const [page] = fixtures.filter((fixture) => fixture.type === 'page');
  const [home] = fixtures.filter((fixture) => fixture.type === 'home_page');

  it('reports a field the model lacks, a missing field and a value of the wrong shape', () => {
    const {meta_robots: _dropped, ...rest} = page.data;
    const drifted = {...page, data: {...rest, subtitle: 'x', title: 'A plain string'}};
    expect(checkDocument(drifted, modelSet())).toEqual([
      expect.stringMatching(/\.subtitle: not in the model$/),
      expect.stringMatching(/\.title: Rich Text is a list of blocks/),
      expect.stringMatching(/\.meta_robots: missing/),
    ]);
  });

  it('reports a select option, a colour, a block type and a slice the model does not have', () => {
    const slices = home.data.slices as Record<string, unknown>[];
    const hero = slices.find((slice) => slice.slice_type === 'hero_banner') as {primary: Record<string, unknown>};
    const drifted = {
      ...home,
      data: {
        ...home.data,
        slices: [
          {...hero, primary: {...hero.primary, button_color: 'purple', text_color: 'red'}},
          {...hero, variation: 'wide'},
          {...hero, slice_type: 'bed_colour'},
        ],
      },
    };
    const problems = checkDocument(drifted, modelSet());
    expect(problems).toEqual([
      expect.stringMatching(/button_color: Select is one of primary, .* got "purple"/),
      expect.stringMatching(/text_color: Color is '#rrggbb' or null, got "red"/),
      expect.stringMatching(/hero_banner has no variation "wide"/),
      expect.stringMatching(/slice bed_colour is not allowed in this zone/),
    ]);
    const headline = {...page, data: {...page.data, title: [{type: 'heading4', text: 'Hi', spans: []}]}};
    expect(checkDocument(headline, modelSet())).toEqual([expect.stringMatching(/block type heading4 is not allowed/)]);
  });

  it('reports a content relationship to a type the model does not allow, and a uid on a single type', () => {
    const [header] = fixtures.filter((fixture) => fixture.type === 'header');
    const links = header.data.mega_menu_links as Record<string, unknown>[];
    const drifted = {
      ...header,
      data: {...header.data, mega_menu_links: [{...links[0], second_level_menu: {link_type: 'Document', id: page.id}}]},
    };
    expect(checkDocument(drifted, modelSet())).toEqual([expect.stringMatching(/links to a page; the model allows mega_menu/)]);
    expect(checkDocument({...home, uid: 'home'}, modelSet())).toEqual([expect.stringMatching(/the model has no UID/)]);
  });
});
