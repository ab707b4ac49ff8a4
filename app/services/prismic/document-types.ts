/**
 * The repository's custom types as Prismic documents, written the way Slice
 * Machine would generate them. Only this service and the slices read these;
 * the rest of the app gets ~/domain/content-types.
 */
import type * as prismic from '@prismicio/client';
import type {HeaderIconName} from '~/domain/content-types';
import type {PageSlice} from '~/domain/slice-types';

export type {HeaderIconName};

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

/** uid 'site-header'. */
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
 * One campaign setting. Field names are the content model's. Colour,
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

/** uid 'app-settings'. */
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

/** uid 'layout-campaign-banner'. */
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

/** Services a store offers (shown as a list on its page). */
export type StoreServiceName = 'click-and-collect' | 'mattress-fitting' | 'bed-assembly' | 'clearance-centre' | 'parking';

/** /store/{uid}: one store (uid = handle). Hours are 24-hour 'HH:MM'; a closed day has `closed` set. */
export type StorePageDocument = prismic.PrismicDocumentWithUID<
  {
    name: prismic.KeyTextField;
    address_line_1: prismic.KeyTextField;
    address_line_2: prismic.KeyTextField;
    suburb: prismic.KeyTextField;
    state: prismic.SelectField<'NSW' | 'ACT' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT'>;
    postcode: prismic.KeyTextField;
    location: prismic.GeoPointField;
    phone: prismic.KeyTextField;
    opening_hours: prismic.GroupField<{
      day: prismic.SelectField<'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'>;
      opens: prismic.KeyTextField;
      closes: prismic.KeyTextField;
      closed: prismic.BooleanField;
    }>;
    services: prismic.GroupField<{service: prismic.SelectField<StoreServiceName>}>;
    image: prismic.ImageField;
    description: prismic.RichTextField;
    slices: prismic.SliceZone<PageSlice>;
  } & SeoFields,
  'store_page'
>;

/** uid 'store-locator' (/store/store-locator); its type is spelt with a hyphen, as in the content-to-URL table. */
export type StoreLocatorDocument = prismic.PrismicDocumentWithUID<
  {title: prismic.TitleField; intro: prismic.RichTextField} & SeoFields,
  'store-locator'
>;

/** uid 'contact-us' (/contact-us): the form's fields, labels and messages (checked by ~/domain/form-check). */
export type ContactUsDocument = prismic.PrismicDocumentWithUID<
  {
    title: prismic.TitleField;
    intro: prismic.RichTextField;
    fields: prismic.GroupField<{
      name: prismic.KeyTextField;
      label: prismic.KeyTextField;
      field_type: prismic.SelectField<'text' | 'email' | 'tel' | 'textarea'>;
      required: prismic.BooleanField;
      /** Length-flagged: exactly 10 digits. */
      length_check: prismic.BooleanField;
      max_length: prismic.NumberField;
      required_message: prismic.KeyTextField;
      invalid_message: prismic.KeyTextField;
      autocomplete: prismic.KeyTextField;
    }>;
    submit_label: prismic.KeyTextField;
  } & SeoFields,
  'contact_us'
>;

/** uid 'contact-us-success' (/contact-us/success). */
export type ContactUsSuccessDocument = prismic.PrismicDocumentWithUID<
  {title: prismic.TitleField; message: prismic.RichTextField},
  'contact_us_success'
>;

/**
 * One colour of one material in the bed builder: the items are its headboards and bases. Materials and
 * colours are listed in slice order.
 */
export type BedColourSlice = prismic.Slice<
  'bed_colour',
  {material: prismic.KeyTextField; colour: prismic.KeyTextField; colour_value: prismic.ColorField},
  {
    option_type: prismic.SelectField<'Base' | 'Headboard'>;
    name: prismic.KeyTextField;
    /** Headboards only: it comes with bedside drawers. */
    drawers: prismic.BooleanField;
    /** Shopify variant ids (numeric or gid), comma-separated; a repeated id is a second unit; empty: no product. */
    variant_ids: prismic.KeyTextField;
  }
>;

/** Singleton (no uid): the bed builder at /bedbuilder. */
export type BedBuilderDocument = prismic.PrismicDocumentWithoutUID<
  {title: prismic.KeyTextField; description: prismic.RichTextField; slices: prismic.SliceZone<BedColourSlice>} & SeoFields,
  'bedbuilder'
>;

/** A content-driven redirect (see `api/seo-data`): `from` a site path `to` a path on this site. */
export type SeoRedirectDocument = prismic.PrismicDocumentWithoutUID<
  {
    /** e.g. '/pages/old-warranty'. */
    from: prismic.KeyTextField;
    /** e.g. '/pages/warranty', or a full URL on the store's own domain. */
    to: prismic.KeyTextField;
    /** '301' (default), '302', '303', '307' or '308'. */
    status_code: prismic.SelectField<'301' | '302' | '303' | '307' | '308'>;
  },
  'seo_redirect'
>;

/** A page that is gone for good (410), with the message its error page shows. */
export type SeoGoneDocument = prismic.PrismicDocumentWithoutUID<
  {path: prismic.KeyTextField; message: prismic.KeyTextField},
  'seo_gone'
>;

/** /blogs/inspiration/{uid}: one article of the inspiration blog; its topics are the document's tags. */
export type BlogDocument = prismic.PrismicDocumentWithUID<
  {
    title: prismic.TitleField;
    summary: prismic.RichTextField;
    hero_image: prismic.ImageField;
    author: prismic.KeyTextField;
    published_at: prismic.TimestampField;
    slices: prismic.SliceZone<PageSlice>;
  } & SeoFields,
  'blog'
>;

/** /blogs/{uid}: a paged list of blog posts, all of them or those with `posts_tag`. */
export type BlogPageDocument = prismic.PrismicDocumentWithUID<
  {
    title: prismic.TitleField;
    intro: prismic.RichTextField;
    /** Posts per page; the service clamps it. */
    page_size: prismic.NumberField;
    /** Only posts with this tag; empty: every post. */
    posts_tag: prismic.KeyTextField;
  } & SeoFields,
  'blogpage'
>;

/** /blogs/{uid}/tagged/{tag}: the heading and intro of a blog's tag lists; `tag` is the topic links default to. */
export type TaggedBlogDocument = prismic.PrismicDocumentWithUID<
  {
    title: prismic.TitleField;
    intro: prismic.RichTextField;
    tag: prismic.KeyTextField;
  } & SeoFields,
  'taggedblog'
>;

/** /work-with-us: careers copy and the open roles. */
export type WorkWithUsDocument = prismic.PrismicDocumentWithUID<
  {
    title: prismic.TitleField;
    intro: prismic.RichTextField;
    hero_image: prismic.ImageField;
    roles_heading: prismic.KeyTextField;
    roles: prismic.GroupField<{
      role_title: prismic.KeyTextField;
      location: prismic.KeyTextField;
      employment_type: prismic.KeyTextField;
      description: prismic.RichTextField;
      /** Where to apply: a mailto: address or a page such as /contact-us. */
      apply_link: prismic.LinkField;
    }>;
    closing: prismic.RichTextField;
  } & SeoFields,
  'work_with_us'
>;
