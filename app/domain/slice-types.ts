/**
 * The shared slices the content uses, as prismic-ts-codegen generates them from slices/<Name>/model.json
 * (`npm run prismic:types` → prismicio-types.d.ts). Slice components work on these (Prismic's own contract);
 * everything else sees the app's types from ~/services/prismic/types.
 */
import type * as prismic from '@prismicio/client';
import type * as generated from '../../prismicio-types';

import type {ButtonColour, ButtonSize, FontWeight} from '~/domain/content-style';

export type HeroBannerSlice = generated.HeroBannerSlice;
export type CategoryTilesSlice = generated.CategoryTilesSlice;
/** Variations: default (picked products, or a collection handle in `tag`), searchspring (a profile tag), variant. */
export type CatalogueSlice = generated.CatalogueSlice;
export type TextWithImageSlice = generated.TextWithImageSlice;
/** A block of rich text, optionally bold or in a custom colour, optionally cut at max_chars. */
export type TextSlice = generated.TextSlice;
/** A pull quote with who said it, and an optional button. */
export type QuoteSlice = generated.QuoteSlice;
export type UspStripSlice = generated.UspStripSlice;

/** Every slice a page's slice zone may hold (home, pages, campaigns, stores, blogs share one zone). */
export type PageSlice = generated.HomePageDocumentDataSlicesSlice;

export type UspIcon = NonNullable<generated.UspStripSliceDefaultItem['icon']>;

/** What Prismic's Shopify integration field stores for a product (the codegen's catalog type for shopify_products). */
export interface ShopifyProductBlob extends prismic.IntegrationFieldData {
  id?: number | string;
  handle: string;
  title?: string;
}

/** What Prismic's Shopify integration field stores for a variant (the catalog type for shopify_variants). */
export interface ShopifyVariantBlob extends prismic.IntegrationFieldData {
  /** Numeric id or gid. */
  id: number | string;
  product_handle?: string;
  title?: string;
}

// The model's select options are the styling vocabulary of ~/domain/content-style: an option added to one and not
// the other fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ModelMatchesStyle = [
  Assert<Same<NonNullable<generated.HeroBannerSliceDefaultPrimary['button_color']>, ButtonColour>>,
  Assert<Same<NonNullable<generated.HeroBannerSliceDefaultPrimary['button_size']>, ButtonSize>>,
  Assert<Same<NonNullable<generated.TextWithImageSliceDefaultPrimary['button_color']>, ButtonColour>>,
  Assert<Same<NonNullable<generated.TextWithImageSliceDefaultPrimary['button_size']>, ButtonSize>>,
  Assert<Same<NonNullable<generated.QuoteSliceDefaultPrimary['button_color']>, ButtonColour>>,
  Assert<Same<NonNullable<generated.QuoteSliceDefaultPrimary['button_size']>, ButtonSize>>,
  Assert<Same<NonNullable<generated.QuoteSliceDefaultPrimary['font_weight']>, FontWeight>>,
  Assert<Same<NonNullable<generated.TextSliceDefaultPrimary['font_weight']>, FontWeight>>,
];
