import type {ImageRef} from '~/domain/types';
import {ImageNotFound} from './ImageNotFound';

interface ProductImageProps {
  image: ImageRef | null;
  alt: string;
  /** CSS sizes for the srcset; Shopify's CDN resizes by the `width` parameter. */
  sizes?: string;
  /**
   * The widest rendition worth offering: the image's largest CSS width on any screen times a phone's pixel
   * ratio. Wider ones would never be chosen, and every width is another URL in each tile's HTML.
   */
  maxWidth?: number;
  eager?: boolean;
  /** The page's main image (its likely LCP element): loaded eagerly and fetched first. */
  priority?: boolean;
  className?: string;
}

// The two widest are for the zoomed image only (asked for by maxWidth): a page's images stop at 1400.
const WIDTHS = [240, 360, 480, 720, 960, 1400, 2048, 2880];
const DEFAULT_MAX_WIDTH = 1400;
const DEFAULT_SRC_WIDTH = 720;

/** The renditions up to `maxWidth` (at least the smallest), and the `src` for browsers without srcset. */
export function productImageWidths(maxWidth = DEFAULT_MAX_WIDTH): {widths: number[]; src: number} {
  const widths = WIDTHS.filter((width) => width <= maxWidth);
  if (widths.length === 0) widths.push(WIDTHS[0]);
  return {widths, src: Math.min(DEFAULT_SRC_WIDTH, widths[widths.length - 1])};
}

function withWidth(url: string, width: number): string {
  const parsed = new URL(url);
  parsed.searchParams.set('width', String(width));
  return parsed.toString();
}

/**
 * A lazy responsive image. When the source is missing, a placeholder shows
 * with alt text 'Image not found'.
 */
export function ProductImage({
  image,
  alt,
  sizes = '100vw',
  maxWidth,
  eager = false,
  priority = false,
  className = '',
}: ProductImageProps) {
  if (!image?.url) {
    return <ImageNotFound className={className} />;
  }
  const {widths, src} = productImageWidths(maxWidth);
  return (
    <img
      src={withWidth(image.url, src)}
      srcSet={widths.map((width) => `${withWidth(image.url, width)} ${width}w`).join(', ')}
      sizes={sizes}
      alt={image.altText || alt}
      width={image.width ?? 1000}
      height={image.height ?? 1000}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      // React 18 does not know fetchPriority yet; the lowercase attribute reaches the browser.
      {...(priority ? {fetchpriority: 'high'} : {})}
      className={className}
    />
  );
}
