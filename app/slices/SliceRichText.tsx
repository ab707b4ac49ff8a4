import type * as prismic from '@prismicio/client';
import {PrismicRichText} from '@prismicio/react';
import {linkResolver} from '~/domain/content-url';
import {InternalLink} from './SliceLink';

/** Rich text whose links resolve through the site's URL mapping and navigate client-side. */
export function SliceRichText({field}: {field: prismic.RichTextField | null | undefined}) {
  return <PrismicRichText field={field} linkResolver={linkResolver} internalLinkComponent={InternalLink} />;
}
