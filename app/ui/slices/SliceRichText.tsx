import type * as prismic from '@prismicio/client';
import {PrismicRichText} from '@prismicio/react';
import {linkResolver} from '~/domain/content-url';
import {truncateRichText} from '~/domain/rich-text';
import {ExternalLink, InternalLink} from './SliceLink';

interface SliceRichTextProps {
  field: prismic.RichTextField | null | undefined;
  /** Cut longer text to maxChars − 3 characters plus '...' (see ~/domain/rich-text). */
  maxChars?: number;
}

/**
 * Rich text whose links resolve through the site's URL mapping and navigate
 * client-side (outside links get rel=noopener); optionally truncated.
 */
export function SliceRichText({field, maxChars}: SliceRichTextProps) {
  const shown = field && maxChars !== undefined ? (truncateRichText(field, maxChars) as prismic.RichTextField) : field;
  return (
    <PrismicRichText
      field={shown}
      linkResolver={linkResolver}
      internalLinkComponent={InternalLink}
      externalLinkComponent={ExternalLink}
    />
  );
}
