/**
 * Product page option tiles (Size, Colour, Base, Feel, ...) and the variant
 * a product URL selects (`/products/{handle}?variant={numeric id}`).
 */
import {toLegacyId, variantGidFromParam} from './gid';
import type {ProductDetail, ProductPageProduct, SelectedOption} from './types';
import {ownEntry} from './own-entry';

export interface ProductOption {
  name: string;
  values: readonly string[];
}

export interface VariantForOptions {
  id: string;
  availableForSale: boolean;
  selectedOptions: readonly SelectedOption[];
}

/** Which tile style an option uses; unknown names are 'other'. */
export type OptionKind = 'size' | 'colour' | 'base' | 'feel' | 'other';

export interface OptionTile {
  value: string;
  selected: boolean;
  /** False when no variant for sale has this value. */
  available: boolean;
  /** The variant choosing this tile leads to; null when no variant has the value. */
  variantId: string | null;
}

export interface OptionTiles {
  name: string;
  kind: OptionKind;
  tiles: OptionTile[];
}

const OPTION_KINDS: Record<string, OptionKind> = {
  size: 'size',
  colour: 'colour',
  color: 'colour',
  base: 'base',
  feel: 'feel',
};

export function optionKind(name: string): OptionKind {
  return ownEntry(OPTION_KINDS, name.trim().toLowerCase()) ?? 'other';
}

function optionValue(variant: VariantForOptions, name: string): string | undefined {
  return variant.selectedOptions.find((option) => option.name === name)?.value;
}

/** Shopify's one option value of a single-variant product; not a choice, so never shown. */
export const DEFAULT_TITLE = 'Default Title';

function isDefaultTitleOption(option: ProductOption): boolean {
  return option.name === 'Title' && option.values.length === 1 && option.values[0] === DEFAULT_TITLE;
}

/** A variant's selected options worth showing (a line in the bag, an e-mail): all but the default title. */
export function shownSelectedOptions<Option extends {name: string; value: string}>(options: readonly Option[]): Option[] {
  return options.filter((option) => option.value !== DEFAULT_TITLE);
}

/**
 * For each option, one tile per value. A tile leads to the variant that keeps
 * the other selected options and changes this one (even if sold out); failing
 * that, the first variant for sale with the value; failing that, any variant
 * with it.
 */
export function optionTiles(
  options: readonly ProductOption[],
  variants: readonly VariantForOptions[],
  selectedVariant: VariantForOptions | null | undefined,
): OptionTiles[] {
  const selected = selectedVariant?.selectedOptions ?? [];
  return options
    .filter((option) => !isDefaultTitleOption(option))
    .map((option) => ({
      name: option.name,
      kind: optionKind(option.name),
      tiles: option.values.map((value) => {
        const withValue = variants.filter((variant) => optionValue(variant, option.name) === value);
        const wanted = [
          ...selected.filter((other) => other.name !== option.name),
          {name: option.name, value},
        ];
        // With nothing selected there is nothing to keep, so go straight to the fallbacks.
        const exact = selectedVariant
          ? withValue.find((variant) => wanted.every((want) => optionValue(variant, want.name) === want.value))
          : undefined;
        const target = exact ?? withValue.find((variant) => variant.availableForSale) ?? withValue[0];
        return {
          value,
          selected: selectedVariant ? optionValue(selectedVariant, option.name) === value : false,
          available: withValue.some((variant) => variant.availableForSale),
          variantId: target?.id ?? null,
        };
      }),
    }));
}

/**
 * The variant a product URL shows: the one named by `?variant=` (bare numeric
 * id or full gid), else the first for sale, else the first. Null for no variants.
 */
export function selectVariant<Variant extends {id: string; availableForSale: boolean}>(
  variants: readonly Variant[],
  variantParam: string | null | undefined,
): Variant | null {
  const wanted = toLegacyId(variantGidFromParam(variantParam));
  const named = wanted === null ? undefined : variants.find((variant) => toLegacyId(variant.id) === wanted);
  return named ?? variants.find((variant) => variant.availableForSale) ?? variants[0] ?? null;
}

/** `/products/{handle}`, with `?variant={numeric id}` when a valid variant id (gid or number) is given. */
export function productUrl(handle: string, variantId?: string | null): string {
  const path = `/products/${encodeURIComponent(handle)}`;
  const legacyId = toLegacyId(variantGidFromParam(variantId));
  return legacyId ? `${path}?variant=${legacyId}` : path;
}

/**
 * The product as its page sends it to the browser: every variant's detail stays on the server, since the page
 * shows only the selected variant and the option tiles worked out from the rest (about 12 kB less page data for a
 * mattress in six sizes). Its 3D models stay too: the page gets the one it shows (viewableModel in ~/domain/model3d).
 */
export function productForPage({
  variants: _variants,
  options: _options,
  models: _models,
  ...shown
}: ProductDetail): ProductPageProduct {
  return shown;
}
