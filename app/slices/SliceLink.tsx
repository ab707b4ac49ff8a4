import {forwardRef, type ReactNode} from 'react';
import {Link} from '@remix-run/react';
import * as prismic from '@prismicio/client';
import {PrismicLink, type LinkProps} from '@prismicio/react';
import {linkResolver} from '~/domain/content-url';

/** Site-internal links navigate client-side through Remix. */
export const InternalLink = forwardRef<HTMLAnchorElement, LinkProps>(function InternalLink(
  {href, ...rest},
  ref,
) {
  return <Link ref={ref} to={href} prefetch="intent" {...rest} />;
});

interface SliceLinkProps {
  field: prismic.LinkField | null | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A content link field as a link; an empty or broken link renders its content
 * in a plain block instead, so content still shows without a dead anchor.
 */
export function SliceLink({field, className, children}: SliceLinkProps) {
  const broken = field?.link_type === 'Document' && 'isBroken' in field && field.isBroken;
  if (!prismic.isFilled.link(field) || broken) {
    return <div className={className}>{children}</div>;
  }
  return (
    <PrismicLink
      field={field}
      linkResolver={linkResolver}
      internalComponent={InternalLink}
      className={className}
    >
      {children}
    </PrismicLink>
  );
}
