import type {ImageRef} from '~/domain/types';
import {ImageNotFound} from './ImageNotFound';

interface ProductImageProps {
  image: ImageRef | null;
  alt: string;
  /** CSS sizes for the srcset; Shopify's CDN resizes by the `width` parameter. */
  sizes?: string;
  eager?: boolean;
  /** The page's main image (its likely LCP element): loaded eagerly and fetched first. */
  priority?: boolean;
  className?: string;
}

const WIDTHS = [240, 360, 480, 720, 960, 1400];

function withWidth(url: string, width: number): string {
  const parsed = new URL(url);
  parsed.searchParams.set('width', String(width));
  return parsed.toString();
}

/**
 * A lazy responsive image. When the source is missing, a placeholder shows
 * with alt text 'Image not found' (spec: browsing §2 "Other UI pieces").
 */
export function ProductImage({image, alt, sizes = '100vw', eager = false, priority = false, className = ''}: ProductImageProps) {
  if (!image?.url) {
    return <ImageNotFound className={className} />;
  }
  return (
    <img
      src={withWidth(image.url, 720)}
      srcSet={WIDTHS.map((width) => `${withWidth(image.url, width)} ${width}w`).join(', ')}
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
