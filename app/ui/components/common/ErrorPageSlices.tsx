import {SliceZone} from '@prismicio/react';
import {components} from '~/ui/slices';
import type {ErrorPageContent} from '~/domain/content-types';

/**
 * The error page's content blocks. Its own module so the slice components (and Prismic's renderer) load only
 * when an error page has blocks to show, not with the root route on every page (ErrorPage imports it lazily).
 */
export default function ErrorPageSlices({slices}: {slices: NonNullable<ErrorPageContent['slices']>}) {
  return <SliceZone slices={slices} components={components} />;
}
