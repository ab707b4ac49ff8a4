/**
 * The shared slices the content uses, typed the way Slice Machine would
 * generate them. Slice components work on these (Prismic's own contract);
 * everything else sees the app's types from ~/services/prismic/types.
 */
import type * as prismic from '@prismicio/client';

import type {ButtonColour, ButtonSize, FontWeight} from '~/domain/content-style';

/** The styling vocabulary content may choose; see ~/domain/content-style. */
export type {ButtonColour, ButtonSize, FontWeight};

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
      /** Empty or missing (older content): md. */
      button_size?: prismic.SelectField<ButtonSize>;
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

/** Catalogue slice: variations Default, Searchspring and Variant. */
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
      /** Empty or missing (older content): primary. */
      button_color?: prismic.SelectField<ButtonColour>;
      /** Empty or missing (older content): md. */
      button_size?: prismic.SelectField<ButtonSize>;
    },
    Record<string, never>
  >
>;

/** A block of rich text (an article's paragraphs), optionally bold or in a custom colour, optionally cut at max_chars. */
export type TextSlice = prismic.SharedSlice<
  'text',
  prismic.SharedSliceVariation<
    'default',
    {
      text: prismic.RichTextField;
      font_weight: prismic.SelectField<FontWeight>;
      /** A hex colour (#abc or #aabbcc); empty: the default text colour. */
      text_color: prismic.ColorField;
      /** Cut longer text to max_chars − 3 plus '...'; empty: the whole text. */
      max_chars: prismic.NumberField;
    },
    Record<string, never>
  >
>;

/** A pull quote with who said it, and an optional button. */
export type QuoteSlice = prismic.SharedSlice<
  'quote',
  prismic.SharedSliceVariation<
    'default',
    {
      quote: prismic.RichTextField;
      cite: prismic.KeyTextField;
      font_weight: prismic.SelectField<FontWeight>;
      /** A hex colour for the panel; empty: the brand's light tint. */
      background_color: prismic.ColorField;
      button_label: prismic.KeyTextField;
      button_link: prismic.LinkField;
      button_color: prismic.SelectField<ButtonColour>;
      button_size: prismic.SelectField<ButtonSize>;
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
  | UspStripSlice
  | TextSlice
  | QuoteSlice;
