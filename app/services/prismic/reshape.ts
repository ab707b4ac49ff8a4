/**
 * Pure reshaping of Prismic documents into the app's content types. Content
 * is edited by people: every field may be empty, so each rule here says what
 * an empty or invalid value becomes.
 */
import * as prismic from '@prismicio/client';
import {linkResolver} from '~/domain/content-url';
import {DEFAULT_ROBOTS} from '~/domain/seo-rules';
import type {ImageRef} from '~/domain/types';
import {hexColour} from '~/domain/content-style';
import type {
  ContentPageDocument,
  ErrorPageDocument,
  HeaderDocument,
  HeaderIconName,
  HomePageDocument,
  MegaMenuDocument,
} from './document-types';
import type {
  ContentLink,
  ContentPage,
  ErrorPageContent,
  HeaderIcon,
  HomePage,
  InformationBanner,
  MenuColumn,
  MenuItem,
  Seo,
  SiteHeader,
} from '~/domain/content-types';

export const DEFAULT_BANNER_INTERVAL_MS = 5000;
/** Faster rotation than this cannot be read; treat it as a typo and use the default. */
const MIN_BANNER_INTERVAL_MS = 1000;
const HEADER_ICON_NAMES: ReadonlySet<string> = new Set<HeaderIconName>([
  'location',
  'profile',
  'become-a-member',
  'cart',
  'wishlist',
]);
const CSS_LENGTH = /^\d+(\.\d+)?(px|rem|em)$/;

function text(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

function textOrNull(value: string | null | undefined): string | null {
  return text(value) || null;
}

/** Where a link field points, or null for an empty or broken link. */
export function linkUrl(field: prismic.LinkField | null | undefined): string | null {
  if (!prismic.isFilled.link(field)) return null;
  if (field.link_type === 'Document' && field.isBroken) return null;
  return textOrNull(prismic.asLink(field, {linkResolver}));
}

export function imageRef(field: prismic.ImageField | null | undefined): ImageRef | null {
  if (!prismic.isFilled.image(field)) return null;
  return {
    url: field.url,
    altText: field.alt,
    width: field.dimensions.width,
    height: field.dimensions.height,
  };
}

function contentLinks(items: {link_label: prismic.KeyTextField; link: prismic.LinkField}[]): ContentLink[] {
  return items.flatMap((item) => {
    const label = text(item.link_label);
    const url = linkUrl(item.link);
    return label && url ? [{label, url}] : [];
  });
}

export function toMenuColumns(menu: MegaMenuDocument | undefined): MenuColumn[] {
  if (!menu) return [];
  return menu.data.body
    .filter((slice) => slice.slice_type === 'menu_column')
    .map((slice) => ({heading: text(slice.primary.heading), links: contentLinks(slice.items)}))
    .filter((column) => column.links.length > 0);
}

function toInformationBanner(data: HeaderDocument['data']): InformationBanner | null {
  const slides = data.information_banner.map((item) => text(item.banner_text)).filter(Boolean);
  if (slides.length === 0) return null;
  const interval = data.information_banner_time_interval;
  const fontSize = text(data.information_banner_font_size);
  return {
    slides,
    intervalMs:
      interval !== null && Number.isFinite(interval) && interval >= MIN_BANNER_INTERVAL_MS
        ? interval
        : DEFAULT_BANNER_INTERVAL_MS,
    colour: hexColour(data.information_banner_color),
    textColour: hexColour(data.information_banner_text_color),
    fontSize: CSS_LENGTH.test(fontSize) ? fontSize : null,
  };
}

function toHeaderIcons(data: HeaderDocument['data']): HeaderIcon[] {
  // Only entries with both name and link are shown.
  return data.header_icons.flatMap((item) => {
    const name = item.icon_name;
    const url = linkUrl(item.icon_link);
    return name && HEADER_ICON_NAMES.has(name) && url ? [{name, url}] : [];
  });
}

/** `menus` are the mega_menu documents; each menu item picks its own by id. */
export function toSiteHeader(doc: HeaderDocument, menus: MegaMenuDocument[]): SiteHeader {
  const {data} = doc;
  const menusById = new Map(menus.map((menu) => [menu.id, menu]));

  const menu: MenuItem[] = data.mega_menu_links.flatMap((item) => {
    const label = text(item.link_label);
    if (!label) return [];
    const second = item.second_level_menu;
    const columns = prismic.isFilled.contentRelationship(second) ? toMenuColumns(menusById.get(second.id)) : [];
    const url = linkUrl(item.link);
    // An item with neither a link nor a menu leads nowhere.
    if (!url && columns.length === 0) return [];
    return [{label, color: hexColour(item.link_color), url, columns}];
  });

  const mobileBannerImage = imageRef(data.mobile_banner);

  return {
    title: text(data.site_title),
    description: text(data.site_description),
    logo: imageRef(data.site_logo),
    menu,
    icons: toHeaderIcons(data),
    mobileBanner: mobileBannerImage
      ? {image: mobileBannerImage, url: linkUrl(data.mobile_banner_link)}
      : null,
    informationBanner: toInformationBanner(data),
    metaTags: data.meta_tags.flatMap((tag) => {
      const name = text(tag.name);
      const content = text(tag.content);
      return name && content ? [{name, content}] : [];
    }),
  };
}

export function toSeo(
  data: {meta_title: prismic.KeyTextField; meta_description: prismic.KeyTextField; meta_robots: prismic.KeyTextField},
  fallbackTitle: string,
): Seo {
  return {
    title: textOrNull(data.meta_title) ?? textOrNull(fallbackTitle),
    description: textOrNull(data.meta_description),
    robots: textOrNull(data.meta_robots) ?? DEFAULT_ROBOTS,
  };
}

export function toHomePage(doc: HomePageDocument): HomePage {
  const title = text(doc.data.title);
  return {title, seo: toSeo(doc.data, title), slices: doc.data.slices};
}

export function toErrorPage(doc: ErrorPageDocument): ErrorPageContent {
  return {
    title: text(doc.data.title),
    helpfulLinks: contentLinks(doc.data.helpful_links),
    slices: doc.data.slices,
  };
}

export function toContentPage(doc: ContentPageDocument): ContentPage {
  const title = prismic.asText(doc.data.title).trim();
  return {
    uid: doc.uid,
    title,
    body: doc.data.body,
    seo: toSeo(doc.data, title),
    url: linkResolver(doc),
    updatedAt: doc.last_publication_date,
  };
}
