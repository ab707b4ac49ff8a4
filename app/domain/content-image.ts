/**
 * Responsive sources for content images, with webp; image widths by device:
 * 768 mobile, 1024 tablet, 1400 otherwise. Prismic serves images through
 * imgix, which resizes with `w` and converts with `fm=webp`; other sources (the stand-in's SVG drawings, any
 * other host) are used as they are.
 */

export const DEVICE_IMAGE_WIDTHS = [768, 1024, 1400] as const;

const IMGIX_HOSTS = [/^images\.prismic\.io$/, /\.imgix\.net$/];
const VECTOR = /\.svg$/i;

export interface ImageSources {
  /** The fallback `src`. */
  src: string;
  /** Widths in the original format (compressed), or null when the host cannot resize. */
  srcSet: string | null;
  /** The same widths as webp, or null when the host cannot convert. */
  webpSrcSet: string | null;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** True when the image host resizes and converts by query parameters (Prismic's imgix). */
export function isResizable(url: string): boolean {
  const parsed = parse(url);
  return parsed !== null && IMGIX_HOSTS.some((host) => host.test(parsed.hostname)) && !VECTOR.test(parsed.pathname);
}

function withParams(url: URL, params: Record<string, string>): string {
  const next = new URL(url);
  for (const [name, value] of Object.entries(params)) next.searchParams.set(name, value);
  return next.toString();
}

/**
 * The widths to offer for an image `intrinsicWidth` wide: the device widths
 * below it, and the image's own width (never upscaled).
 */
export function imageWidths(intrinsicWidth: number | null | undefined): number[] {
  if (!intrinsicWidth || !Number.isFinite(intrinsicWidth) || intrinsicWidth <= 0) return [...DEVICE_IMAGE_WIDTHS];
  const below = DEVICE_IMAGE_WIDTHS.filter((width) => width < intrinsicWidth);
  return [...below, Math.min(Math.round(intrinsicWidth), DEVICE_IMAGE_WIDTHS[DEVICE_IMAGE_WIDTHS.length - 1])].filter(
    (width, index, all) => all.indexOf(width) === index,
  );
}

export function imageSources(url: string, intrinsicWidth?: number | null): ImageSources {
  const parsed = parse(url);
  if (!parsed || !isResizable(url)) return {src: url, srcSet: null, webpSrcSet: null};
  const widths = imageWidths(intrinsicWidth);
  // Prismic's URLs carry `auto=format,compress`; `auto=format` would override fm, so ask for compress only.
  const set = (extra: Record<string, string>) =>
    widths.map((width) => `${withParams(parsed, {auto: 'compress', ...extra, w: String(width)})} ${width}w`).join(', ');
  return {
    src: withParams(parsed, {auto: 'compress', w: String(widths[widths.length - 1])}),
    srcSet: set({}),
    webpSrcSet: set({fm: 'webp'}),
  };
}
