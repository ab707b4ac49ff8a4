import {forwardRef, type AnchorHTMLAttributes, type ReactNode} from 'react';
import {Link} from '@remix-run/react';
import * as prismic from '@prismicio/client';
import {PrismicLink, type LinkProps} from '@prismicio/react';
import {linkResolver} from '~/domain/content-url';
import {usePrefetch} from '~/ui/hooks/use-prefetch';

/** Site-internal links navigate client-side through Remix. */
export const InternalLink = forwardRef<HTMLAnchorElement, LinkProps>(function InternalLink(
  {href, ...rest},
  ref,
) {
  // Skipped on 2g or with data saver on: a slow connection is not spent on pages the shopper may not open.
  const prefetch = usePrefetch();
  return <Link ref={ref} to={href} prefetch={prefetch} {...rest} />;
});

/** The relation an outside link carries: never give the other page a handle on this one. */
export function externalRel(rel: string | undefined): string {
  const words = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  words.add('noopener');
  return [...words].join(' ');
}

/** Links off the site (other origins, mailto:, tel:) as plain anchors with rel=noopener. */
export const ExternalLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & LinkProps>(function ExternalLink(
  {rel, ...rest},
  ref,
) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the content comes in through `rest.children`.
  return <a ref={ref} rel={externalRel(rel)} {...rest} />;
});

interface SliceLinkProps {
  field: prismic.LinkField | null | undefined;
  className?: string;
  children: ReactNode;
}

/** True when a link field leads somewhere: filled, and not a link to a deleted document. */
export function isLinkUsable(field: prismic.LinkField | null | undefined): boolean {
  if (!prismic.isFilled.link(field)) return false;
  return !(field.link_type === 'Document' && 'isBroken' in field && field.isBroken);
}

/**
 * The content link wrapper: a link field as a link (site
 * pages through the content-to-URL mapping as a Remix <Link>, anything else
 * as an anchor with rel=noopener); an empty or broken link renders its
 * content in a plain block instead, so content still shows without a dead anchor.
 */
export function SliceLink({field, className, children}: SliceLinkProps) {
  if (!field || !isLinkUsable(field)) return <div className={className}>{children}</div>;
  return (
    <PrismicLink
      field={field}
      linkResolver={linkResolver}
      internalComponent={InternalLink}
      externalComponent={ExternalLink}
      className={className}
    >
      {children}
    </PrismicLink>
  );
}
