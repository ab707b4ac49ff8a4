import {describe, expect, it} from 'vitest';
import {
  DEFAULT_BED_SELECTION,
  bedLayers,
  bedLineAttributes,
  bedLines,
  chooseOption,
  defaultSelection,
  describeChanges,
  offeredChoices,
  optionImageName,
  bedBuilderPath,
  bedSizes,
  chooseBedSize,
  sameExceptSize,
  selectionFromSearchParams,
  selectionShowing,
  selectionToSearchParams,
  sizeFromSearchParams,
  variantInSize,
  type BedBuilderOptions,
  type PartVariant,
  type BedSelection,
} from './bed-builder';

const v = (n: number) => `gid://shopify/ProductVariant/${n}`;
const part = (name: string, ...ids: number[]) => ({name, variantIds: ids.map(v)});
const headboard = (name: string, drawers: boolean, ...ids: number[]) => ({...part(name, ...ids), drawers});

/** Small on purpose: each rule below needs one of these combinations. */
const OPTIONS: BedBuilderOptions = {
  materials: [
    {
      name: 'Timber',
      colours: [
        {
          name: 'Twilight',
          value: '#4b4f63',
          bases: [part('Platform', 1), part('2 Drawer', 2), part('4 Drawer E/W', 3)],
          headboards: [headboard('Curved', false, 10), headboard('Curved + Drawers', true)],
        },
        {
          name: 'Walnut',
          value: '#5b3f2c',
          bases: [part('Platform', 4), part('4 Drawer E/W', 5)],
          headboards: [headboard('Square', false, 11), headboard('Square + Drawers', true, 11, 20, 20)],
        },
      ],
    },
    {
      name: 'Upholstered',
      colours: [
        {
          name: 'Stone',
          value: '#a39e93',
          bases: [part('Platform', 6), part('2 Drawer', 7)],
          headboards: [headboard('Curved', false, 12)],
        },
        {
          name: 'Twilight',
          value: '#4b4f63',
          bases: [part('Platform', 8), part('4 Drawer E/W', 9)],
          headboards: [headboard('Curved', false, 13)],
        },
      ],
    },
  ],
};

const DEFAULT: BedSelection = {material: 'Timber', colour: 'Twilight', headboard: 'Curved', base: '4 Drawer E/W'};

describe('bed builder defaults', () => {
  it('are Timber / Twilight / Curved / 4 Drawer E/W', () => {
    expect(DEFAULT_BED_SELECTION).toEqual(DEFAULT);
    expect(defaultSelection(OPTIONS)).toEqual(DEFAULT);
  });

  it('take the first offered value where content lacks a default', () => {
    const options: BedBuilderOptions = {materials: [OPTIONS.materials[1]]};
    expect(defaultSelection(options)).toEqual({material: 'Upholstered', colour: 'Twilight', headboard: 'Curved', base: '4 Drawer E/W'});
    const stoneOnly: BedBuilderOptions = {materials: [{...OPTIONS.materials[1], colours: [OPTIONS.materials[1].colours[0]]}]};
    expect(defaultSelection(stoneOnly)).toEqual({material: 'Upholstered', colour: 'Stone', headboard: 'Curved', base: 'Platform'});
  });
});

describe('offered choices depend on the options before them', () => {
  it.each([
    ['colour', DEFAULT, ['Twilight', 'Walnut']],
    ['colour', {...DEFAULT, material: 'Upholstered'}, ['Stone', 'Twilight']],
    ['headboard', DEFAULT, ['Curved', 'Curved + Drawers']],
    ['headboard', {...DEFAULT, colour: 'Walnut'}, ['Square', 'Square + Drawers']],
    ['base', {...DEFAULT, colour: 'Walnut'}, ['Platform', '4 Drawer E/W']],
    ['base', {...DEFAULT, material: 'Upholstered', colour: 'Stone'}, ['Platform', '2 Drawer']],
    ['material', DEFAULT, ['Timber', 'Upholstered']],
  ] as const)('%s for %o', (key, selection, expected) => {
    expect(offeredChoices(OPTIONS, selection, key)).toEqual(expected);
  });
});

describe('choosing an option', () => {
  it.each([
    {
      name: 'a material that offers the colour, headboard and base keeps them all',
      from: DEFAULT,
      key: 'material' as const,
      value: 'Upholstered',
      selection: {material: 'Upholstered', colour: 'Twilight', headboard: 'Curved', base: '4 Drawer E/W'},
      changes: [],
    },
    {
      name: 'a material without the colour takes its first colour, then keeps what that colour offers',
      from: {...DEFAULT, colour: 'Walnut', headboard: 'Square', base: 'Platform'},
      key: 'material' as const,
      value: 'Upholstered',
      selection: {material: 'Upholstered', colour: 'Stone', headboard: 'Curved', base: 'Platform'},
      changes: [
        {key: 'colour', from: 'Walnut', to: 'Stone'},
        {key: 'headboard', from: 'Square', to: 'Curved'},
      ],
    },
    {
      name: 'a colour without the headboard replaces it and keeps the base',
      from: DEFAULT,
      key: 'colour' as const,
      value: 'Walnut',
      selection: {material: 'Timber', colour: 'Walnut', headboard: 'Square', base: '4 Drawer E/W'},
      changes: [{key: 'headboard', from: 'Curved', to: 'Square'}],
    },
    {
      name: 'a colour without the base replaces it',
      from: {...DEFAULT, base: '2 Drawer'},
      key: 'colour' as const,
      value: 'Walnut',
      selection: {material: 'Timber', colour: 'Walnut', headboard: 'Square', base: 'Platform'},
      changes: [
        {key: 'headboard', from: 'Curved', to: 'Square'},
        {key: 'base', from: '2 Drawer', to: 'Platform'},
      ],
    },
    {
      name: 'a headboard changes nothing else',
      from: DEFAULT,
      key: 'headboard' as const,
      value: 'curved + drawers',
      selection: {...DEFAULT, headboard: 'Curved + Drawers'},
      changes: [],
    },
    {
      name: 'a base changes nothing else',
      from: DEFAULT,
      key: 'base' as const,
      value: 'Platform',
      selection: {...DEFAULT, base: 'Platform'},
      changes: [],
    },
  ])('$name', ({from, key, value, selection, changes}) => {
    expect(chooseOption(OPTIONS, from, key, value)).toEqual({ok: true, selection, changes});
  });

  it('refuses a value that is not offered, changing nothing', () => {
    const result = chooseOption(OPTIONS, DEFAULT, 'headboard', 'Square');
    expect(result.ok).toBe(false);
  });

  it('describes dropped options in words for the confirmation', () => {
    expect(
      describeChanges('colour', 'Walnut', [
        {key: 'headboard', from: 'Curved', to: 'Square'},
        {key: 'base', from: '2 Drawer', to: 'Platform'},
      ]),
    ).toBe('Changing the colour to Walnut changes your headboard from Curved to Square and changes your base from 2 Drawer to Platform.');
  });
});

describe('selection in the URL (the share link)', () => {
  it('round-trips', () => {
    const selection = {material: 'Timber', colour: 'Walnut', headboard: 'Square + Drawers', base: 'Platform'};
    const params = selectionToSearchParams(selection);
    expect(params.toString()).toBe('material=Timber&colour=Walnut&headboard=Square+%2B+Drawers&base=Platform');
    expect(selectionFromSearchParams(OPTIONS, new URLSearchParams(params.toString()))).toEqual({selection, notices: []});
  });

  it.each([
    {name: 'no parameters: the defaults, quietly', query: '', selection: DEFAULT, notices: 0},
    {
      name: 'any letter case is the content’s spelling',
      query: 'material=upholstered&colour=STONE',
      selection: {material: 'Upholstered', colour: 'Stone', headboard: 'Curved', base: 'Platform'},
      notices: 0,
    },
    {
      name: 'an unknown material falls back to the default, with a notice',
      query: 'material=Steel&colour=Walnut',
      selection: {material: 'Timber', colour: 'Walnut', headboard: 'Square', base: '4 Drawer E/W'},
      notices: 1,
    },
    {
      name: 'a base the colour does not offer falls back, with a notice',
      query: 'material=Upholstered&colour=Stone&base=4+Drawer+E%2FW',
      selection: {material: 'Upholstered', colour: 'Stone', headboard: 'Curved', base: 'Platform'},
      notices: 1,
    },
    {
      name: 'blank values count as missing',
      query: 'material=&colour=%20',
      selection: DEFAULT,
      notices: 0,
    },
  ])('$name', ({query, selection, notices}) => {
    const parsed = selectionFromSearchParams(OPTIONS, new URLSearchParams(query));
    expect(parsed.selection).toEqual(selection);
    expect(parsed.notices).toHaveLength(notices);
  });

  it('names the refused value and its replacement in the notice', () => {
    const {notices} = selectionFromSearchParams(OPTIONS, new URLSearchParams('material=Upholstered&colour=Walnut'));
    expect(notices).toEqual(['“Walnut” isn’t a colour we offer with this selection, so we’ve shown Twilight.']);
  });
});

describe("option image names (lower case, spaces and slashes become dashes, '+' becomes 'plus')", () => {
  it.each([
    ['Timber', 'timber'],
    ['4 Drawer E/W', '4-drawer-e-w'],
    ['Curved + Drawers', 'curved-plus-drawers'],
    ['Natural Oak', 'natural-oak'],
    ['King+', 'kingplus'],
    ['A/B', 'a-b'],
  ])('%s → %s', (name, expected) => {
    expect(optionImageName(name)).toBe(expected);
  });
});

describe('picture layers', () => {
  it('are headboard, base and the material’s mattress, back to front', () => {
    expect(bedLayers(OPTIONS, DEFAULT).map((layer) => layer.path)).toEqual([
      'options/headboard/timber-twilight-curved.png',
      'options/base/timber-twilight-4-drawer-e-w.png',
      'options/others/timber-mattress.png',
    ]);
  });

  it('add the drawers when the headboard has them, and the upholstered mattress by material', () => {
    const layers = bedLayers(OPTIONS, {material: 'Timber', colour: 'Walnut', headboard: 'Square + Drawers', base: 'Platform'});
    expect(layers.map((layer) => layer.kind)).toEqual(['headboard', 'base', 'mattress', 'drawers']);
    expect(layers[0].path).toBe('options/headboard/timber-walnut-square-plus-drawers.png');
    expect(layers[3].path).toBe('options/others/timber-walnut-drawers.png');
    const upholstered = bedLayers(OPTIONS, {material: 'Upholstered', colour: 'Stone', headboard: 'Curved', base: 'Platform'});
    expect(upholstered.find((layer) => layer.kind === 'mattress')?.path).toBe('options/others/upholstered-mattress.png');
  });
});

describe('bag lines for the configured bed', () => {
  it('are the base and headboard variants, repeats counted as quantity', () => {
    expect(bedLines(OPTIONS, {material: 'Timber', colour: 'Walnut', headboard: 'Square + Drawers', base: 'Platform'})).toEqual([
      {merchandiseId: v(4), quantity: 1},
      {merchandiseId: v(11), quantity: 1},
      {merchandiseId: v(20), quantity: 2},
    ]);
  });

  it('are null when a part has no product (unavailable)', () => {
    expect(bedLines(OPTIONS, {...DEFAULT, headboard: 'Curved + Drawers'})).toBeNull();
  });

  it('carry the selection as line attributes', () => {
    expect(bedLineAttributes(DEFAULT)).toEqual([
      {key: 'Bed builder material', value: 'Timber'},
      {key: 'Bed builder colour', value: 'Twilight'},
      {key: 'Bed builder headboard', value: 'Curved'},
      {key: 'Bed builder base', value: '4 Drawer E/W'},
    ]);
  });
});

describe('sizes, from the catalogue', () => {
  const variant = (id: number, options: Record<string, string>) => ({
    id: v(id),
    selectedOptions: Object.entries(options).map(([name, value]) => ({name, value})),
  });
  // A bed in three sizes and two bases; its headboard in Queen and King only; bedsides without a size.
  const bed = ['Double', 'Queen', 'King'].flatMap((size, i) => [
    variant(100 + i * 2, {Size: size, Colour: 'Stone', Base: 'Standard'}),
    variant(101 + i * 2, {Size: size, Colour: 'Stone', Base: '2 Drawer'}),
  ]);
  const board = [variant(200, {Size: 'Queen', Colour: 'Stone'}), variant(201, {Size: 'King', Colour: 'Stone'})];
  const bedside = variant(300, {Colour: 'Stone'});
  const queenBed: PartVariant = {variant: bed[3], siblings: bed};
  const queenBoard: PartVariant = {variant: board[0], siblings: board};
  const sides: PartVariant = {variant: bedside, siblings: [bedside]};

  it('change only the size: the same product in its other options', () => {
    expect(sameExceptSize(bed[1], bed[5])).toBe(true);
    expect(sameExceptSize(bed[1], bed[4])).toBe(false);
    expect(variantInSize(queenBed, 'King')).toBe(bed[5]);
    expect(variantInSize(queenBed, 'Double')).toBe(bed[1]);
    expect(variantInSize(queenBoard, 'Double')).toBeNull();
    // No size: the same in every size.
    expect(variantInSize(sides, 'King')).toBe(bedside);
  });

  it('are those every sized part is made in, in the first part’s order', () => {
    expect(bedSizes([queenBed])).toEqual(['Double', 'Queen', 'King']);
    expect(bedSizes([queenBed, queenBoard, sides])).toEqual(['Queen', 'King']);
    expect(bedSizes([sides])).toEqual([]);
  });

  it('build the size asked for when offered, else the content’s own size, with a notice', () => {
    expect(chooseBedSize([queenBed, queenBoard], 'king')).toEqual({size: 'King', notice: null});
    expect(chooseBedSize([queenBed, queenBoard], null)).toEqual({size: 'Queen', notice: null});
    expect(chooseBedSize([queenBed, queenBoard], 'Double')).toEqual({
      size: 'Queen',
      notice: 'This bed isn’t made in “Double”, so we’ve shown Queen.',
    });
    expect(chooseBedSize([sides], 'Queen')).toEqual({size: null, notice: null});
  });

  it('travel in the URL with the selection', () => {
    expect(sizeFromSearchParams(new URLSearchParams('size=%20King%20'))).toBe('King');
    expect(sizeFromSearchParams(new URLSearchParams('size='))).toBeNull();
    expect(sizeFromSearchParams(new URLSearchParams(`size=${'x'.repeat(81)}`))).toBeNull();
    expect(bedBuilderPath(DEFAULT, {size: 'King'})).toBe(
      '/bedbuilder?material=Timber&colour=Twilight&headboard=Curved&base=4+Drawer+E%2FW&size=King',
    );
    expect(bedBuilderPath(DEFAULT, {path: '/bedbuilder/pdf'})).toBe(
      '/bedbuilder/pdf?material=Timber&colour=Twilight&headboard=Curved&base=4+Drawer+E%2FW',
    );
    expect(bedLineAttributes(DEFAULT, 'King')).toContainEqual({key: 'Bed builder size', value: 'King'});
  });
});

describe('opening on a product ("Design yours")', () => {
  it('shows the first colour with a part made of the product, the shopper’s variant first', () => {
    expect(selectionShowing(OPTIONS, [v(7)])).toEqual({material: 'Upholstered', colour: 'Stone', headboard: 'Curved', base: '2 Drawer'});
    // A headboard: its colour, the other options as they would be.
    expect(selectionShowing(OPTIONS, [v(11)])).toEqual({material: 'Timber', colour: 'Walnut', headboard: 'Square', base: '4 Drawer E/W'});
    expect(selectionShowing(OPTIONS, [v(999), v(9)])).toEqual({
      material: 'Upholstered',
      colour: 'Twilight',
      headboard: 'Curved',
      base: '4 Drawer E/W',
    });
  });

  it('is null for a product no part is made of', () => {
    expect(selectionShowing(OPTIONS, [v(999)])).toBeNull();
    expect(selectionShowing(OPTIONS, [])).toBeNull();
  });
});
