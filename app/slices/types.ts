/**
 * The shared slices the content uses, typed the way Slice Machine would
 * generate them. Slice components work on these (Prismic's own contract);
 * everything else sees the app's types from ~/services/prismic/types.
 */
import type * as prismic from '@prismicio/client';

/** Button colours content may choose (browsing spec §5). */
export type ButtonColour = 'primary' | 'secondary' | 'secondary-inverted' | 'black' | 'link' | 'white';

export type HeroBannerSlice = prismic.SharedSlice<
  'hero_banner',
  prismic.SharedSliceVariation<
    'default',
    {
      image: prismic.ImageField;
      /** Shown below 768 px when set. */
      mobile_image: prismic.ImageField;
      heading: prismic.TitleField;
      subheading: prismic.RichTextField;
      button_label: prismic.KeyTextField;
      button_link: prismic.LinkField;
      button_color: prismic.SelectField<ButtonColour>;
      text_color: prismic.ColorField;
    },
    Record<string, never>
  >
>;

export type CategoryTilesSlice = prismic.SharedSlice<
  'category_tiles',
  prismic.SharedSliceVariation<
    'default',
    {title: prismic.TitleField},
    {image: prismic.ImageField; label: prismic.KeyTextField; link: prismic.LinkField}
  >
>;

/** What Prismic's Shopify integration field stores for a product. */
export interface ShopifyProductBlob extends prismic.IntegrationFieldData {
  id?: number | string;
  handle: string;
  title?: string;
}

/** What Prismic's Shopify integration field stores for a variant. */
export interface ShopifyVariantBlob extends prismic.IntegrationFieldData {
  /** Numeric id or gid. */
  id: number | string;
  product_handle?: string;
  title?: string;
}

interface CataloguePrimary extends Record<string, prismic.AnySlicePrimaryField> {
  title: prismic.TitleField;
  /** How many products to show; the loader clamps it. */
  max_products_limit: prismic.NumberField;
  list_type: prismic.SelectField<'grid' | 'carousel'>;
  /** Default variation without items: a collection handle. Searchspring variation: a recommendation profile tag. */
  tag: prismic.KeyTextField;
}

/** Catalogue slice (browsing spec §3): variations Default, Searchspring and Variant. */
export type CatalogueSlice = prismic.SharedSlice<
  'catalogue',
  | prismic.SharedSliceVariation<'default', CataloguePrimary, {product: prismic.IntegrationField<ShopifyProductBlob>}>
  | prismic.SharedSliceVariation<'searchspring', CataloguePrimary, Record<string, never>>
  | prismic.SharedSliceVariation<'variant', CataloguePrimary, {variant: prismic.IntegrationField<ShopifyVariantBlob>}>
>;

export type TextWithImageSlice = prismic.SharedSlice<
  'text_with_image',
  prismic.SharedSliceVariation<
    'default',
    {
      image: prismic.ImageField;
      image_position: prismic.SelectField<'left' | 'right'>;
      title: prismic.TitleField;
      description: prismic.RichTextField;
      button_label: prismic.KeyTextField;
      button_link: prismic.LinkField;
    },
    Record<string, never>
  >
>;

export type UspIcon = 'delivery' | 'assembly' | 'warranty' | 'member' | 'store';

export type UspStripSlice = prismic.SharedSlice<
  'usp_strip',
  prismic.SharedSliceVariation<
    'default',
    {title: prismic.KeyTextField},
    {icon: prismic.SelectField<UspIcon>; heading: prismic.KeyTextField; description: prismic.KeyTextField}
  >
>;

export type PageSlice =
  | HeroBannerSlice
  | CategoryTilesSlice
  | CatalogueSlice
  | TextWithImageSlice
  | UspStripSlice;
