import type {MetaDescriptor} from '@remix-run/react';

/** Spec: pages emit a canonical link and robots meta (default: follow, index). */
export const DEFAULT_ROBOTS = 'follow, index';

export function pageMeta({
  title,
  description,
  canonicalUrl,
  robots,
  brandName,
}: {
  title: string;
  description?: string | null;
  canonicalUrl?: string | null;
  robots?: string | null;
  brandName: string;
}): MetaDescriptor[] {
  return [
    // Content titles often name the brand already; say it once.
    {title: !title ? brandName : title.includes(brandName) ? title : `${title} | ${brandName}`},
    ...(description ? [{name: 'description', content: description}] : []),
    {name: 'robots', content: robots?.trim() || DEFAULT_ROBOTS},
    ...(canonicalUrl ? [{tagName: 'link', rel: 'canonical', href: canonicalUrl}] : []),
  ];
}
