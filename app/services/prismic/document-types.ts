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

/** `page` (/pages/{uid}), `static_page` (/static-pages/{uid}) and `become_a_member` (/{uid}) share one shape. */
export type ContentPageType = 'page' | 'static_page' | 'become_a_member';
export type ContentPageDocument<Type extends ContentPageType = ContentPageType> =
  prismic.PrismicDocumentWithUID<
    {title: prismic.TitleField; body: prismic.RichTextField} & SeoFields,
    Type
  >;

/**
 * One campaign setting (cart spec §3). Field names are the spec's. Colour,
 * percentage and tags are Key Text: editors type them, so the storefront
 * validates them (see ~/domain/campaigns).
 */
export type CampaignSettingFields = {
  saleTitle: prismic.KeyTextField;
  enableCampaign: prismic.BooleanField;
  /** ISO timestamp, e.g. '2026-11-01T00:00:00+0000'. */
  startTime: prismic.TimestampField;
  endTime: prismic.TimestampField;
  saleTileTitle: prismic.KeyTextField;
  saleTileTitleMobile: prismic.KeyTextField;
  pdpSaleTitle: prismic.KeyTextField;
  pdpSaleBody: prismic.KeyTextField;
  plpSaleBody: prismic.KeyTextField;
  /** e.g. '#CC2348'. */
  saleColor: prismic.KeyTextField;
  /** e.g. '15' or '15%'. */
  salePercentage: prismic.KeyTextField;
  /** Comma-separated product tags, e.g. 'sale-20, sale-30-off'. */
  tags: prismic.KeyTextField;
  /** was-now, member-campaign, velocity-campaign, intro-price-campaign, clearance, or anything for a general sale. */
  campaignTitle: prismic.KeyTextField;
  enhancedUI: prismic.BooleanField;
  showRRPText: prismic.BooleanField;
  pdpSalePrice: prismic.BooleanField;
  rrpText: prismic.KeyTextField;
};

/** uid 'campaign-settings'. */
export type CampaignSettingsDocument = prismic.PrismicDocumentWithUID<
  {campaigns: prismic.GroupField<CampaignSettingFields>},
  'campaign_settings'
>;

/** uid 'app-settings' (cart spec §3 "App settings"). */
export type AppSettingsDocument = prismic.PrismicDocumentWithUID<
  {
    badge_group: prismic.GroupField<{
      badgeTitle: prismic.KeyTextField;
      badgeTag: prismic.KeyTextField;
      /** e.g. '#1F2A44'. */
      badgeColor: prismic.KeyTextField;
    }>;
    tag_base_add_to_cart: prismic.GroupField<{
      tag_name: prismic.KeyTextField;
      button_text: prismic.KeyTextField;
      /** Must lead to a page of this site. */
      button_link: prismic.LinkField;
    }>;
    l2_plp_facet_mapping: prismic.GroupField<{facet_key: prismic.KeyTextField; facet_value: prismic.KeyTextField}>;
  },
  'app_settings'
>;

/** uid 'layout-campaign-banner' (browsing spec §3 "Campaign banner"). */
export type CampaignBannerDocument = prismic.PrismicDocumentWithUID<
  {
    text: prismic.KeyTextField;
    /** When the countdown ends. */
    timer: prismic.TimestampField;
    text_color: prismic.ColorField;
    background_color: prismic.ColorField;
    /** A CSS length, e.g. '16px'. */
    font_size: prismic.KeyTextField;
  },
  'campaign_banner'
>;

/** /campaign/{uid}. */
export type CampaignLandingPageDocument = prismic.PrismicDocumentWithUID<
  {title: prismic.KeyTextField; slices: prismic.SliceZone<PageSlice>} & SeoFields,
  'campaign_landing_page1'
>;
