/**
 * The repository's custom types as Prismic documents: the types prismic-ts-codegen generates from the content
 * model (customtypes/, slices/; `npm run prismic:types` writes prismicio-types.d.ts), under the names the services
 * use. Only this service and the slices read these; the rest of the app gets ~/domain/content-types.
 */
import type * as generated from '../../../prismicio-types';
import type {HeaderIconName} from '~/domain/content-types';

export type {HeaderIconName};

/** One column of a mega menu: a heading over a list of links. */
export type MenuColumnSlice = generated.MenuColumnSlice;

/** A top-level menu's second level (the header links to it from mega_menu_links). */
export type MegaMenuDocument = generated.MegaMenuDocument;

/** uid 'site-header'. Banner interval in milliseconds; font size a CSS length, e.g. '14px'. */
export type HeaderDocument = generated.HeaderDocument;

/** Singleton (no uid): the home page. */
export type HomePageDocument = generated.HomePageDocument;

/** uid '404'. */
export type ErrorPageDocument = generated.ErrorPageDocument;

/** `page` (/pages/{uid}), `static_page` (/static-pages/{uid}) and `become_a_member` (/{uid}) share one shape. */
export type ContentPageType = 'page' | 'static_page' | 'become_a_member';
export type ContentPageDocument<Type extends ContentPageType = ContentPageType> = Extract<
  generated.PageDocument | generated.StaticPageDocument | generated.BecomeAMemberDocument,
  {type: Type}
>;

/**
 * One campaign setting. Colour, percentage and tags are Key Text: editors type them, so the storefront validates
 * them (see ~/domain/campaigns). Times are ISO timestamps.
 */
export type CampaignSettingFields = generated.CampaignSettingsDocumentDataCampaignsItem;

/** uid 'campaign-settings'. */
export type CampaignSettingsDocument = generated.CampaignSettingsDocument;

/** uid 'app-settings'. */
export type AppSettingsDocument = generated.AppSettingsDocument;

/** uid 'layout-campaign-banner'. */
export type CampaignBannerDocument = generated.CampaignBannerDocument;

/** /campaign/{uid}. */
export type CampaignLandingPageDocument = generated.CampaignLandingPage1Document;

/** Services a store offers (shown as a list on its page). */
export type StoreServiceName = NonNullable<generated.StorePageDocumentDataServicesItem['service']>;

/** /store/{uid}: one store (uid = handle). Hours are 24-hour 'HH:MM'; a closed day has `closed` set. */
export type StorePageDocument = generated.StorePageDocument;

/** uid 'store-locator' (/store/store-locator); its type is spelt with a hyphen, as in the content-to-URL table. */
export type StoreLocatorDocument = generated.StoreLocatorDocument;

/** uid 'contact-us' (/contact-us): the form's fields, labels and messages (checked by ~/domain/form-check). */
export type ContactUsDocument = generated.ContactUsDocument;

/** uid 'contact-us-success' (/contact-us/success). */
export type ContactUsSuccessDocument = generated.ContactUsSuccessDocument;

/**
 * One colour of one material in the bed builder: the items are its headboards and bases. Materials and
 * colours are listed in slice order.
 */
export type BedColourSlice = generated.BedColourSlice;

/** Singleton (no uid): the bed builder at /bedbuilder. */
export type BedBuilderDocument = generated.BedbuilderDocument;

/** A content-driven redirect (see `api/seo-data`): `from` a site path `to` a path on this site. */
export type SeoRedirectDocument = generated.SeoRedirectDocument;

/** A page that is gone for good (410), with the message its error page shows. */
export type SeoGoneDocument = generated.SeoGoneDocument;

/** /blogs/inspiration/{uid}: one article of the inspiration blog; its topics are the document's tags. */
export type BlogDocument = generated.BlogDocument;

/** /blogs/{uid}: a paged list of blog posts, all of them or those with `posts_tag`. */
export type BlogPageDocument = generated.BlogpageDocument;

/** /blogs/{uid}/tagged/{tag}: the heading and intro of a blog's tag lists; `tag` is the topic links default to. */
export type TaggedBlogDocument = generated.TaggedblogDocument;

/** /work-with-us: careers copy and the open roles. */
export type WorkWithUsDocument = generated.WorkWithUsDocument;

/** Every document type of the model. */
export type AnyContentDocument = generated.AllDocumentTypes;
