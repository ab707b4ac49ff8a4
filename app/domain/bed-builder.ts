/**
 * The bed builder's rules: options, their dependencies, defaults and option
 * image names. Pure: the option data comes from content, the
 * selection from the URL, and nothing here does I/O.
 *
 * - Options are chosen in order Material → Colour → Headboard and Base.
 *   Colours depend on the material; bases and headboards on material and
 *   colour. Choosing an option keeps each later option when it is still
 *   offered, else takes the first one offered, and says what changed (the
 *   page asks before dropping a headboard or base).
 * - The selection lives in the URL (`?material&colour&headboard&base`): the
 *   share link and the no-JS builder. Unknown or missing values fall back to
 *   the defaults (then the first offered), with a notice, never an error.
 * - Option images live in a bucket under options/base, options/headboard and
 *   options/others; names are lowercased, spaces and slashes become dashes,
 *   '+' becomes 'plus'.
 */

export type BedOptionKey = 'material' | 'colour' | 'headboard' | 'base';

/** The order options are chosen in, and shown. */
export const BED_OPTION_KEYS: readonly BedOptionKey[] = ['material', 'colour', 'headboard', 'base'];

export const BED_OPTION_LABELS: Record<BedOptionKey, string> = {
  material: 'Material',
  colour: 'Colour',
  headboard: 'Headboard',
  base: 'Base',
};

/** A base or headboard: what it is called and the catalogue variants that make it (a repeated id is a second unit). */
export interface BedPart {
  name: string;
  /** Storefront variant gids; empty when no product makes this part in this colour. */
  variantIds: string[];
}

export interface BedHeadboard extends BedPart {
  /** The headboard comes with bedside drawers (drawn as the drawers layer). */
  drawers: boolean;
}

export interface BedColour {
  name: string;
  /** A #rrggbb swatch colour. */
  value: string;
  bases: BedPart[];
  headboards: BedHeadboard[];
}

export interface BedMaterial {
  name: string;
  colours: BedColour[];
}

export interface BedBuilderOptions {
  materials: BedMaterial[];
}

export type BedSelection = Record<BedOptionKey, string>;

/** Defaults: Material Timber, Colour Twilight, Headboard Curved, Base 4 Drawer E/W. */
export const DEFAULT_BED_SELECTION: Readonly<BedSelection> = {
  material: 'Timber',
  colour: 'Twilight',
  headboard: 'Curved',
  base: '4 Drawer E/W',
};

/** One option value the selection had to give up, and what took its place. */
export interface BedOptionChange {
  key: BedOptionKey;
  from: string;
  to: string;
}

/* ------------------------------------------------------------- lookups */

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function findNamed<T extends {name: string}>(list: readonly T[], name: string | null | undefined): T | undefined {
  return typeof name === 'string' ? list.find((item) => same(item.name, name)) : undefined;
}

export function findMaterial(options: BedBuilderOptions, selection: Pick<BedSelection, 'material'>) {
  return findNamed(options.materials, selection.material);
}

export function findColour(options: BedBuilderOptions, selection: Pick<BedSelection, 'material' | 'colour'>) {
  return findNamed(findMaterial(options, selection)?.colours ?? [], selection.colour);
}

export function findHeadboard(options: BedBuilderOptions, selection: BedSelection): BedHeadboard | undefined {
  return findNamed(findColour(options, selection)?.headboards ?? [], selection.headboard);
}

export function findBase(options: BedBuilderOptions, selection: BedSelection): BedPart | undefined {
  return findNamed(findColour(options, selection)?.bases ?? [], selection.base);
}

/** The names offered for `key`, given the options chosen before it in the selection. */
export function offeredChoices(options: BedBuilderOptions, selection: BedSelection, key: BedOptionKey): string[] {
  switch (key) {
    case 'material':
      return options.materials.map((m) => m.name);
    case 'colour':
      return (findMaterial(options, selection)?.colours ?? []).map((c) => c.name);
    case 'headboard':
      return (findColour(options, selection)?.headboards ?? []).map((h) => h.name);
    case 'base':
      return (findColour(options, selection)?.bases ?? []).map((b) => b.name);
  }
}

/* ------------------------------------------------------------ the rules */

/**
 * Makes every option of `wanted` one that is offered, in choosing order:
 * a wanted value that is offered is kept (spelt as the content spells it),
 * else the default when offered, else the first offered. Each value that had
 * to be replaced is reported.
 */
function settle(options: BedBuilderOptions, wanted: Partial<BedSelection>): {selection: BedSelection; replaced: BedOptionChange[]} {
  const selection = {...DEFAULT_BED_SELECTION};
  const replaced: BedOptionChange[] = [];
  for (const key of BED_OPTION_KEYS) {
    const offered = offeredChoices(options, selection, key);
    const want = wanted[key];
    const kept = want === undefined ? undefined : offered.find((name) => same(name, want));
    const fallback = offered.find((name) => same(name, DEFAULT_BED_SELECTION[key])) ?? offered[0] ?? '';
    selection[key] = kept ?? fallback;
    if (want !== undefined && kept === undefined) replaced.push({key, from: want, to: selection[key]});
  }
  return {selection, replaced};
}

/** The selection the builder opens with: the defaults, or the first offered where content lacks one. */
export function defaultSelection(options: BedBuilderOptions): BedSelection {
  return settle(options, {}).selection;
}

export type ChooseResult =
  | {ok: true; selection: BedSelection; changes: BedOptionChange[]}
  | {ok: false; message: string};

/**
 * Chooses `value` for `key`. Later options are kept when still offered, else
 * replaced by the first offered; `changes` lists those replacements (never
 * the chosen option itself), so the page can confirm before applying them.
 */
export function chooseOption(
  options: BedBuilderOptions,
  current: BedSelection,
  key: BedOptionKey,
  value: string,
): ChooseResult {
  const name = offeredChoices(options, current, key).find((offered) => same(offered, value));
  if (name === undefined) {
    return {ok: false, message: `${value} isn’t offered as a ${BED_OPTION_LABELS[key].toLowerCase()} here.`};
  }
  const next: BedSelection = {...current, [key]: name};
  const selection = {...next};
  const changes: BedOptionChange[] = [];
  for (const later of BED_OPTION_KEYS.slice(BED_OPTION_KEYS.indexOf(key) + 1)) {
    const offered = offeredChoices(options, selection, later);
    const kept = offered.find((offeredName) => same(offeredName, next[later]));
    selection[later] = kept ?? offered[0] ?? '';
    if (kept === undefined) changes.push({key: later, from: next[later], to: selection[later]});
  }
  return {ok: true, selection, changes};
}

/** 'Changing the colour to Walnut changes your headboard from Curved to Square.' */
export function describeChanges(key: BedOptionKey, value: string, changes: readonly BedOptionChange[]): string {
  const parts = changes.map((c) =>
    c.to === '' ? `removes your ${BED_OPTION_LABELS[c.key].toLowerCase()} (${c.from})` :
      `changes your ${BED_OPTION_LABELS[c.key].toLowerCase()} from ${c.from} to ${c.to}`,
  );
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  return `Changing the ${BED_OPTION_LABELS[key].toLowerCase()} to ${value} ${list}.`;
}

/* ------------------------------------------------------------------ URL */

/** The URL parameter of each option: the share link and the no-JS builder. */
export const BED_SELECTION_PARAMS: Record<BedOptionKey, string> = {
  material: 'material',
  colour: 'colour',
  headboard: 'headboard',
  base: 'base',
};

/** Longer than any option name; a longer value is not one of ours. */
const MAX_PARAM_LENGTH = 80;

export interface ParsedBedSelection {
  selection: BedSelection;
  /** Shopper-facing notes on values that were not offered and what was used instead. */
  notices: string[];
}

/**
 * The selection a URL asks for. Missing options take the defaults quietly;
 * values that are not offered (stale share links, edited URLs) are replaced
 * by the default or first offered, with a notice.
 */
export function selectionFromSearchParams(options: BedBuilderOptions, params: URLSearchParams): ParsedBedSelection {
  const wanted: Partial<BedSelection> = {};
  for (const key of BED_OPTION_KEYS) {
    const raw = params.get(BED_SELECTION_PARAMS[key]);
    if (raw !== null && raw.trim() !== '') wanted[key] = raw.trim().slice(0, MAX_PARAM_LENGTH);
  }
  const {selection, replaced} = settle(options, wanted);
  const notices = replaced.map(({key, from, to}) =>
    to === ''
      ? `“${from}” isn’t a ${BED_OPTION_LABELS[key].toLowerCase()} we offer.`
      : `“${from}” isn’t a ${BED_OPTION_LABELS[key].toLowerCase()} we offer with this selection, so we’ve shown ${to}.`,
  );
  return {selection, notices};
}

/** The URL parameter of the bed's size, which comes from the catalogue rather than the content. */
export const BED_SIZE_PARAM = 'size';

/** Shopper-typed size from the URL, trimmed; null when absent or not a plausible size name. */
export function sizeFromSearchParams(params: URLSearchParams): string | null {
  const raw = params.get(BED_SIZE_PARAM)?.trim() ?? '';
  return raw === '' || raw.length > MAX_PARAM_LENGTH ? null : raw;
}

export function selectionToSearchParams(selection: BedSelection, size: string | null = null): URLSearchParams {
  const params = new URLSearchParams(BED_OPTION_KEYS.map((key) => [BED_SELECTION_PARAMS[key], selection[key]]));
  if (size) params.set(BED_SIZE_PARAM, size);
  return params;
}

/** `/bedbuilder?material=…&size=…`: the share link's path (prefix the origin for a full URL). */
export function bedBuilderPath(selection: BedSelection, {path = '/bedbuilder', size = null}: {path?: string; size?: string | null} = {}): string {
  return `${path}?${selectionToSearchParams(selection, size).toString()}`;
}

/* --------------------------------------------------------------- images */

/** Lowercased; spaces and slashes become dashes; '+' becomes 'plus'. */
export function optionImageName(name: string): string {
  return name.trim().toLowerCase().replaceAll('+', 'plus').replace(/[\s/]/g, '-');
}

export type BedLayerKind = 'headboard' | 'base' | 'mattress' | 'drawers';

export interface BedLayer {
  kind: BedLayerKind;
  /** Path inside the bucket, e.g. options/base/timber-twilight-4-drawer-e-w.png. */
  path: string;
  alt: string;
}

export const BED_IMAGE_FOLDERS = {base: 'options/base', headboard: 'options/headboard', others: 'options/others'} as const;
export const BED_IMAGE_EXTENSION = '.png';

/** The mattress layer by material: the timber and upholstered frames sit the mattress differently. */
export function mattressImageName(material: string): string {
  return `${optionImageName(material)}-mattress`;
}

/**
 * The picture's layers, back to front (each image is the whole scene with
 * only its part drawn, so they stack): headboard, base, the material's
 * mattress, and the bedside drawers when the headboard has them.
 */
export function bedLayers(options: BedBuilderOptions, selection: BedSelection): BedLayer[] {
  const colour = findColour(options, selection);
  if (!colour) return [];
  const prefix = `${optionImageName(selection.material)}-${optionImageName(colour.name)}`;
  const file = (folder: string, name: string) => `${folder}/${name}${BED_IMAGE_EXTENSION}`;
  const headboard = findHeadboard(options, selection);
  const base = findBase(options, selection);
  const layers: BedLayer[] = [];
  if (headboard) {
    layers.push({
      kind: 'headboard',
      path: file(BED_IMAGE_FOLDERS.headboard, `${prefix}-${optionImageName(headboard.name)}`),
      alt: `${headboard.name} headboard in ${colour.name}`,
    });
  }
  if (base) {
    layers.push({
      kind: 'base',
      path: file(BED_IMAGE_FOLDERS.base, `${prefix}-${optionImageName(base.name)}`),
      alt: `${base.name} base in ${colour.name}`,
    });
  }
  layers.push({
    kind: 'mattress',
    path: file(BED_IMAGE_FOLDERS.others, mattressImageName(selection.material)),
    alt: `${selection.material} mattress`,
  });
  if (headboard?.drawers) {
    layers.push({kind: 'drawers', path: file(BED_IMAGE_FOLDERS.others, `${prefix}-drawers`), alt: `Bedside drawers in ${colour.name}`});
  }
  return layers;
}

/** A bucket path as a URL under the configured base (no double slashes). */
export function bedImageUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/* ------------------------------------------------------------- products */

export interface BedLine {
  merchandiseId: string;
  quantity: number;
}

/**
 * The bag lines for the selection: the base's and the headboard's variants,
 * a repeated variant counted as more units. Null when either part has no
 * product (the combination is unavailable).
 */
export function bedLines(options: BedBuilderOptions, selection: BedSelection): BedLine[] | null {
  const headboard = findHeadboard(options, selection);
  const base = findBase(options, selection);
  if (!headboard || !base || headboard.variantIds.length === 0 || base.variantIds.length === 0) return null;
  const quantities = new Map<string, number>();
  for (const id of [...base.variantIds, ...headboard.variantIds]) quantities.set(id, (quantities.get(id) ?? 0) + 1);
  return [...quantities].map(([merchandiseId, quantity]) => ({merchandiseId, quantity}));
}

/** Line attributes recording what was configured, so the bag and the order show it. */
export function bedLineAttributes(selection: BedSelection, size: string | null = null): {key: string; value: string}[] {
  const attributes = BED_OPTION_KEYS.map((key) => ({
    key: `Bed builder ${BED_OPTION_LABELS[key].toLowerCase()}`,
    value: selection[key],
  }));
  return size ? [...attributes, {key: 'Bed builder size', value: size}] : attributes;
}

/* ---------------------------------------------------------------- sizes */

/**
 * Sizes come from the catalogue, not the content: the content names one
 * variant per part (in the range's reference size), and the bed is built in
 * any size every sized part is made in, by taking the same product in the
 * same options with only its Size changed. A part without a Size option
 * (bedside drawers) is the same in every size.
 */
export const SIZE_OPTION_NAME = 'Size';

export interface CatalogueOption {
  name: string;
  value: string;
}

/** A variant as the builder needs it to change its size: its options and its product's other variants. */
export interface SizedVariant {
  id: string;
  selectedOptions: readonly CatalogueOption[];
}

export interface PartVariant<V extends SizedVariant = SizedVariant> {
  variant: V;
  /** Every variant of the variant's product, itself included. */
  siblings: readonly V[];
}

export function sizeOf(variant: SizedVariant): string | null {
  return variant.selectedOptions.find((option) => option.name === SIZE_OPTION_NAME)?.value ?? null;
}

/** Whether two variants of a product differ in their size at most. */
export function sameExceptSize(a: SizedVariant, b: SizedVariant): boolean {
  const others = (variant: SizedVariant) => variant.selectedOptions.filter((option) => option.name !== SIZE_OPTION_NAME);
  const mine = others(a);
  const theirs = others(b);
  return mine.length === theirs.length && mine.every((option) => theirs.some((o) => o.name === option.name && o.value === option.value));
}

/** The variant of the same product in the same options but `size`; the variant itself when it has no size. */
export function variantInSize<V extends SizedVariant>({variant, siblings}: PartVariant<V>, size: string): V | null {
  if (sizeOf(variant) === null) return variant;
  return siblings.find((sibling) => sizeOf(sibling) === size && sameExceptSize(sibling, variant)) ?? null;
}

/**
 * The sizes the bed can be built in: those that every sized part is made in
 * (in the first sized part's order). Empty when no part has a size.
 */
export function bedSizes(parts: readonly PartVariant[]): string[] {
  const sized = parts.filter((part) => sizeOf(part.variant) !== null);
  if (sized.length === 0) return [];
  const sizesOf = (part: PartVariant) => [
    ...new Set(part.siblings.map(sizeOf).filter((size): size is string => size !== null)),
  ];
  return sizesOf(sized[0]).filter((size) => sized.every((part) => variantInSize(part, size) !== null));
}

/**
 * The size to build: the one asked for when the bed is made in it, else the
 * content's reference size, else the first offered; null when nothing is sized.
 */
export function chooseBedSize(parts: readonly PartVariant[], wanted: string | null): {size: string | null; notice: string | null} {
  const sizes = bedSizes(parts);
  const match = wanted === null ? undefined : sizes.find((size) => same(size, wanted));
  if (match) return {size: match, notice: null};
  const reference = parts.map((part) => sizeOf(part.variant)).find((size) => size !== null) ?? null;
  const size = reference !== null && sizes.includes(reference) ? reference : (sizes[0] ?? null);
  const notice =
    wanted !== null && size !== null ? `This bed isn’t made in “${wanted}”, so we’ve shown ${size}.` : null;
  return {size, notice};
}

/* -------------------------------------------------- opening with a product */

/**
 * The selection that shows a product the shopper came from ("Design yours"):
 * the first colour, in content order, with a base or headboard made of one of
 * `variantIds` (that product's variants, the shopper's choice first). Other
 * options keep the defaults where offered. Null when no part is made of them.
 */
export function selectionShowing(options: BedBuilderOptions, variantIds: readonly string[]): BedSelection | null {
  for (const id of variantIds) {
    for (const material of options.materials) {
      for (const colour of material.colours) {
        const base = colour.bases.find((part) => part.variantIds.includes(id));
        const headboard = colour.headboards.find((part) => part.variantIds.includes(id));
        if (!base && !headboard) continue;
        const wanted: Partial<BedSelection> = {material: material.name, colour: colour.name};
        if (base) wanted.base = base.name;
        if (headboard) wanted.headboard = headboard.name;
        return settle(options, wanted).selection;
      }
    }
  }
  return null;
}
