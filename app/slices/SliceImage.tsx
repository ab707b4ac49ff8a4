import * as prismic from '@prismicio/client';
import {imageSources} from '~/domain/content-image';
import type {ImageRef} from '~/domain/types';
import {ImageNotFound} from '~/components/common/ImageNotFound';

interface ImageProps {
  className?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  /** CSS sizes for the responsive widths; defaults to the full viewport. */
  sizes?: string;
}

/**
 * The shared content image (browsing spec §2): lazy unless it is the page's
 * first picture, responsive with a webp source where the host converts
 * (Prismic's imgix; see ~/domain/content-image), and the 'Image not found'
 * placeholder when the source is missing. Width and height keep the layout
 * stable; an empty alt marks the image decorative.
 */
export function ContentImage({image, className, priority = false, sizes = '100vw'}: ImageProps & {image: ImageRef | null}) {
  if (!image?.url) return <ImageNotFound className={className} />;
  const {src, srcSet, webpSrcSet} = imageSources(image.url, image.width);
  const img = (
    <img
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={image.altText ?? ''}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      // React 18 does not know fetchPriority yet; the lowercase attribute reaches the browser.
      {...(priority ? {fetchpriority: 'high'} : {})}
      className={className}
    />
  );
  if (!webpSrcSet) return img;
  return (
    // `contents`: the picture adds no box, so the image's own classes place it.
    <picture className="contents">
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}

/** A Prismic image field through ContentImage; an empty field shows the placeholder. */
export function SliceImage({field, ...props}: ImageProps & {field: prismic.ImageField | null | undefined}) {
  const image: ImageRef | null = prismic.isFilled.image(field)
    ? {url: field.url, altText: field.alt, width: field.dimensions.width, height: field.dimensions.height}
    : null;
  return <ContentImage image={image} {...props} />;
}
