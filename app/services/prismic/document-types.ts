/**
 * The repository's custom types as Prismic documents, written the way Slice
 * Machine would generate them. Only this service and the slices read these;
 * the rest of the app gets ./types.
 */
import type * as prismic from '@prismicio/client';
import type {PageSlice} from '~/slices/types';

export type HeaderIconName = 'location' | 'profile' | 'become-a-member' | 'cart' | 'wishlist';

/** One column of a mega menu: a heading over a list of links. */
export type MenuColumnSlice = prismic.Slice<
  'menu_column',
  {heading: prismic.KeyTextField},
  {link_label: prismic.KeyTextField; link: prismic.LinkField}
>;

/** A top-level menu's second level (the header links to it from mega_menu_links). */
export type MegaMenuDocument = prismic.PrismicDocumentWithUID<
  {title: prismic.KeyTextField; body: prismic.SliceZone<MenuColumnSlice>},
  'mega_menu'
>;

/** uid 'site-header' (browsing spec §3 "Header content"). */
export type HeaderDocument = prismic.PrismicDocumentWithUID<
  {
    site_title: prismic.KeyTextField;
    site_description: prismic.KeyTextField;
    site_logo: prismic.ImageField;
    mobile_banner: prismic.ImageField;
    mobile_banner_link: prismic.LinkField;
    information_banner: prismic.GroupField<{banner_text: prismic.KeyTextField}>;
    /** Milliseconds between slides. */
    information_banner_time_interval: prismic.NumberField;
    information_banner_color: prismic.ColorField;
    information_banner_text_color: prismic.ColorField;
    /** A CSS length, e.g. '14px'. */
    information_banner_font_size: prismic.KeyTextField;
    mega_menu_links: prismic.GroupField<{
      link_label: prismic.KeyTextField;
      link_color: prismic.ColorField;
      link: prismic.LinkField;
      second_level_menu: prismic.ContentRelationshipField<'mega_menu'>;
    }>;
    header_icons: prismic.GroupField<{
      icon_name: prismic.SelectField<HeaderIconName>;
      icon_link: prismic.LinkField;
    }>;
    meta_tags: prismic.GroupField<{name: prismic.KeyTextField; content: prismic.KeyTextField}>;
  },
  'header'
>;

type SeoFields = {
  meta_title: prismic.KeyTextField;
  meta_description: prismic.KeyTextField;
  /** e.g. 'follow, index' or 'noindex, follow'. */
  meta_robots: prismic.KeyTextField;
};

/** Singleton (no uid): the home page. */
export type HomePageDocument = prismic.PrismicDocumentWithoutUID<
  {title: prismic.KeyTextField; slices: prismic.SliceZone<PageSlice>} & SeoFields,
  'home_page'
>;

/** uid '404'. */
export type ErrorPageDocument = prismic.PrismicDocumentWithUID<
  {
    title: prismic.KeyTextField;
    helpful_links: prismic.GroupField<{link_label: prismic.KeyTextField; link: prismic.LinkField}>;
    slices: prismic.SliceZone<PageSlice>;
  },
  'error_page'
>;

/** `page` (/pages/{uid}) and `static_page` (/static-pages/{uid}) share one shape. */
export type ContentPageDocument<Type extends 'page' | 'static_page' = 'page' | 'static_page'> =
  prismic.PrismicDocumentWithUID<
    {title: prismic.TitleField; body: prismic.RichTextField} & SeoFields,
    Type
  >;
