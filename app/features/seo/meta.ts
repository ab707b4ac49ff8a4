import type {MetaDescriptor} from '@remix-run/react';
import {DEFAULT_ROBOTS} from '~/domain/seo-rules';

/** Pages emit a canonical link and robots meta (default: follow, index). */
export {DEFAULT_ROBOTS};

/** An image for link previews: a URL, or the app's ImageRef shape. */
export type MetaImage = string | {url: string; altText?: string | null; width?: number | null; height?: number | null};

export type OpenGraphType = 'website' | 'product' | 'article';

/** A JSON-LD object (see ~/lib/structured-data). */
export type JsonLd = Record<string, unknown>;

export interface PageMetaInput {
  title: string;
  description?: string | null;
  /** Absolute (origin from the request); also the page's og:url. */
  canonicalUrl?: string | null;
  /** From content (meta_robots) when it says so; else the default 'follow, index'. */
  robots?: string | null;
  brandName: string;
  /** The page's preview image (og:image); absolute, or made absolute against the canonical URL. */
  image?: MetaImage | null;
  /** og:type; default 'website'. */
  type?: OpenGraphType;
  /** Structured data for the page, one `<script type="application/ld+json">` each. */
  jsonLd?: JsonLd | readonly JsonLd[] | null;
}

/** Content titles often name the brand already; say it once. */
export function documentTitle(title: string, brandName: string): string {
  return !title ? brandName : title.includes(brandName) ? title : `${title} | ${brandName}`;
}

function absolute(url: string, base: string | null | undefined): string | null {
  try {
    return new URL(url, base ?? undefined).href;
  } catch {
    return null;
  }
}

function openGraphImage(image: MetaImage, base: string | null | undefined): MetaDescriptor[] {
  const ref = typeof image === 'string' ? {url: image} : image;
  const url = absolute(ref.url, base);
  if (!url) return [];
  return [
    {property: 'og:image', content: url},
    ...(ref.altText ? [{property: 'og:image:alt', content: ref.altText}] : []),
    ...(ref.width ? [{property: 'og:image:width', content: String(ref.width)}] : []),
    ...(ref.height ? [{property: 'og:image:height', content: String(ref.height)}] : []),
  ];
}

/**
 * Every page's head: title, description, robots, the absolute canonical link,
 * Open Graph (and the matching Twitter card), and any JSON-LD.
 */
export function pageMeta({
  title,
  description,
  canonicalUrl,
  robots,
  brandName,
  image,
  type = 'website',
  jsonLd,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = documentTitle(title, brandName);
  const text = description?.trim() || null;
  const imageMeta = image ? openGraphImage(image, canonicalUrl) : [];
  const structured = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  return [
    {title: fullTitle},
    ...(text ? [{name: 'description', content: text}] : []),
    {name: 'robots', content: robots?.trim() || DEFAULT_ROBOTS},
    ...(canonicalUrl ? [{tagName: 'link', rel: 'canonical', href: canonicalUrl}] : []),
    {property: 'og:site_name', content: brandName},
    {property: 'og:type', content: type},
    {property: 'og:title', content: title || brandName},
    ...(text ? [{property: 'og:description', content: text}] : []),
    ...(canonicalUrl ? [{property: 'og:url', content: canonicalUrl}] : []),
    ...imageMeta,
    {name: 'twitter:card', content: imageMeta.length > 0 ? 'summary_large_image' : 'summary'},
    ...structured.map((object) => ({'script:ld+json': object})),
  ];
}
