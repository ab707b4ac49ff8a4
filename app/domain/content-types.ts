/**
 * The app's content shapes. The content service reshapes Prismic documents
 * into these; components use these and never raw documents (slice components
 * excepted: slices are Prismic's own contract, passed through as `slices`).
 */
import type * as prismic from '@prismicio/client';
import type {ImageRef} from './types';
import type {PageSlice} from './slice-types';

/** The header's icon links (the Prismic site_header document's icon_name options). */
export type HeaderIconName = 'location' | 'profile' | 'become-a-member' | 'cart' | 'wishlist';

export interface ContentLink {
  label: string;
  url: string;
}

export interface MenuColumn {
  heading: string;
  links: ContentLink[];
}

export interface MenuItem {
  label: string;
  /** A hex colour for the label, or null for the default. */
  color: string | null;
  /** Null when the item only opens its mega menu. */
  url: string | null;
  /** Empty when the item has no mega menu. */
  columns: MenuColumn[];
}

export interface HeaderIcon {
  name: HeaderIconName;
  url: string;
}

export interface InformationBanner {
  slides: string[];
  intervalMs: number;
  colour: string | null;
  textColour: string | null;
  /** A CSS length, or null for the default. */
  fontSize: string | null;
}

export interface MetaTag {
  name: string;
  content: string;
}

export interface SiteHeader {
  title: string;
  description: string;
  logo: ImageRef | null;
  menu: MenuItem[];
  /** Only entries with both a known name and a link. */
  icons: HeaderIcon[];
  mobileBanner: {image: ImageRef; url: string | null} | null;
  /** Null when there are no slides. */
  informationBanner: InformationBanner | null;
  metaTags: MetaTag[];
}

export interface Seo {
  title: string | null;
  description: string | null;
  /** Defaults to 'follow, index'. */
  robots: string;
}

export interface HomePage {
  title: string;
  seo: Seo;
  slices: PageSlice[];
  /** Set when Prismic failed and this is the last good copy. */
  stale?: true;
}

export interface ErrorPageContent {
  title: string;
  /** Empty when content has none; the page then shows its default links. */
  helpfulLinks: ContentLink[];
  slices: PageSlice[];
}

export interface ContentPage {
  uid: string;
  title: string;
  /** Rich text, rendered with SliceRichText from ~/slices. */
  body: prismic.RichTextField;
  seo: Seo;
  /** The page's own path, for canonical links. */
  url: string;
  /** ISO timestamp of the last publication. */
  updatedAt: string;
}
