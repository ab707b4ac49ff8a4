import * as prismic from '@prismicio/client';

interface SliceImageProps {
  field: prismic.ImageField | null | undefined;
  className?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  sizes?: string;
}

/**
 * A content image as a plain <img>: the demo's images are local SVGs that
 * Prismic's imgix parameters do not apply to. Width and height keep layout
 * stable; an empty alt marks the image decorative.
 */
export function SliceImage({field, className, priority = false, sizes}: SliceImageProps) {
  if (!prismic.isFilled.image(field)) return null;
  return (
    <img
      src={field.url}
      alt={field.alt ?? ''}
      width={field.dimensions.width}
      height={field.dimensions.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      // React 18 does not know fetchPriority yet; the lowercase attribute reaches the browser.
      {...(priority ? {fetchpriority: 'high'} : {})}
      sizes={sizes}
      className={className}
    />
  );
}
