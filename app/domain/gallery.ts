/**
 * The product page's image gallery: which images it shows in what order, which one `?image=` picks, the links
 * that pick one without JavaScript, and the zoom steps of its zoom dialog.
 */
import type {ImageRef} from './types';

/** The search param naming the gallery's image, 1-based as people count ("image 2 of 5"); absent for the first. */
export const GALLERY_IMAGE_PARAM = 'image';

/** Zoom levels the zoom dialog steps through; 1 fits the image to the dialog. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;

/**
 * The variant's image first (what the shopper chose is what they see first), then the product's other images in
 * their order; an image the list already has (same URL) is not repeated.
 */
export function galleryImages(images: readonly ImageRef[], variantImage: ImageRef | null | undefined): ImageRef[] {
  const seen = new Set<string>();
  const ordered: ImageRef[] = [];
  for (const image of variantImage ? [variantImage, ...images] : images) {
    if (!image.url || seen.has(image.url)) continue;
    seen.add(image.url);
    ordered.push(image);
  }
  return ordered;
}

/** The 0-based index `?image=` names: 1..count as written (no sign, no leading zero); anything else is the first. */
export function galleryIndexFromParam(param: string | null | undefined, count: number): number {
  if (!param || !/^[1-9]\d{0,3}$/.test(param)) return 0;
  const position = Number(param);
  return position <= count ? position - 1 : 0;
}

/** `search` (with or without '?') naming image `index` and keeping every other param; the first image has none. */
export function gallerySearch(search: string, index: number): string {
  const params = new URLSearchParams(search);
  if (index > 0) params.set(GALLERY_IMAGE_PARAM, String(index + 1));
  else params.delete(GALLERY_IMAGE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The index `step` images on from `index`, wrapping round at either end. */
export function stepImage(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** The next zoom level in `direction` (+1 in, -1 out), staying at the ends; an unknown level starts from 1. */
export function stepZoom(level: number, direction: 1 | -1): number {
  const at = ZOOM_LEVELS.indexOf(level as (typeof ZOOM_LEVELS)[number]);
  const from = at === -1 ? 0 : at;
  return ZOOM_LEVELS[Math.min(ZOOM_LEVELS.length - 1, Math.max(0, from + direction))];
}

/**
 * Where a scroll container must scroll to after its content grows from `fromZoom` to `toZoom` times its size so
 * that the point in the middle of the view stays in the middle: never before the start or past the end.
 */
export function scrollKeepingCentre(
  scroll: number,
  viewport: number,
  fromZoom: number,
  toZoom: number,
  contentAtOne: number,
): number {
  const centre = (scroll + viewport / 2) * (toZoom / fromZoom);
  const max = Math.max(0, contentAtOne * toZoom - viewport);
  return Math.round(Math.min(max, Math.max(0, centre - viewport / 2)));
}

/** The alt text of image `index`: its own, else the product's title and its place in the gallery. */
export function galleryAlt(image: ImageRef | null | undefined, title: string, index: number, count: number): string {
  return image?.altText || `${title}, image ${index + 1} of ${count}`;
}
