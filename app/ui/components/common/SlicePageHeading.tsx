import {slicesHaveHeading1} from '~/domain/rich-text';
import {BRAND} from '~/config/brand';

/**
 * A page built from slices has one level-1 heading: the content's own when a slice writes one (a hero's
 * headline), else the page title for screen readers and crawlers.
 */
export function SlicePageHeading({title, slices}: {title: string | null | undefined; slices: Parameters<typeof slicesHaveHeading1>[0]}) {
  if (slicesHaveHeading1(slices)) return null;
  return <h1 className="sr-only">{title || BRAND.name}</h1>;
}
