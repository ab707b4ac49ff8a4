import * as prismic from '@prismicio/client';
import {imageSources} from '~/domain/content-image';
import type {ImageRef} from '~/domain/types';
import {ImageNotFound} from '~/ui/components/common/ImageNotFound';

interface ImageProps {
  className?: string;
  /** Above-the-fold images load eagerly with high priority. */
  priority?: boolean;
  /** CSS sizes for the responsive widths; defaults to the full viewport. */
  sizes?: string;
}

/** Below this width the art-directed mobile image is shown instead (Tailwind's `md` breakpoint). */
export const MOBILE_IMAGE_MEDIA = '(max-width: 767px)';

/** The `<source>`s for one image: webp first where the host converts, then the original format when it resizes. */
function sourcesFor(image: ImageRef, sizes: string, media?: string) {
  const {src, srcSet, webpSrcSet} = imageSources(image.url, image.width);
  return [
    webpSrcSet ? {type: 'image/webp', srcSet: webpSrcSet, sizes, media} : null,
    // An art-directed source needs its own fallback too, or the browser would fall through to the desktop image.
    media ? {srcSet: srcSet ?? src, sizes: srcSet ? sizes : undefined, media} : null,
  ].filter((source) => source !== null);
}

/**
 * The shared content image: lazy unless it is the page's
 * first picture, responsive with a webp source where the host converts
 * (Prismic's imgix; see ~/domain/content-image), and the 'Image not found'
 * placeholder when the source is missing. Width and height keep the layout
 * stable; an empty alt marks the image decorative. A `mobile` image is art
 * direction: one <img> and a media <source>, so a phone downloads only its own
 * picture (two <img>s hidden by CSS would both load).
 */
export function ContentImage({
  image,
  mobile,
  className,
  priority = false,
  sizes = '100vw',
}: ImageProps & {image: ImageRef | null; mobile?: ImageRef | null}) {
  if (!image?.url) return <ImageNotFound className={className} />;
  const {src, srcSet} = imageSources(image.url, image.width);
  const sources = [
    ...(mobile?.url ? sourcesFor(mobile, sizes, MOBILE_IMAGE_MEDIA) : []),
    ...sourcesFor(image, sizes),
  ];
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
  if (sources.length === 0) return img;
  return (
    // `contents`: the picture adds no box, so the image's own classes place it.
    <picture className="contents">
      {sources.map((source) => (
        <source key={`${source.media ?? ''}${source.type ?? ''}`} {...source} />
      ))}
      {img}
    </picture>
  );
}

function imageRef(field: prismic.ImageField | null | undefined): ImageRef | null {
  return prismic.isFilled.image(field)
    ? {url: field.url, altText: field.alt, width: field.dimensions.width, height: field.dimensions.height}
    : null;
}

/** A Prismic image field through ContentImage; an empty field shows the placeholder. */
export function SliceImage({
  field,
  mobileField,
  ...props
}: ImageProps & {field: prismic.ImageField | null | undefined; mobileField?: prismic.ImageField | null}) {
  return <ContentImage image={imageRef(field)} mobile={imageRef(mobileField)} {...props} />;
}
