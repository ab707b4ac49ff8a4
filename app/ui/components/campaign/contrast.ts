/**
 * Readable colours for content-chosen ones (WCAG 2.1 §1.4.3): campaign and
 * badge colours come from content, and some (clearance #FEBD40) are too light
 * for text on white. Labels use the colour as a background with black or
 * white text, whichever reads better; text in the colour falls back to the
 * page's text colour when the colour would not be readable.
 */
import {hexColour} from '~/domain/colour';

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;
export const PAGE_BACKGROUND = '#FFFFFF';
/** Tailwind neutral-900, the page's text colour. */
export const PAGE_TEXT = '#171717';

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance of a 3- or 6-digit hex colour (WCAG 2.1 definition). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (lighter + 0.05) / (darker + 0.05);
}

/** Black or white, whichever contrasts more with `background`. */
export function textOn(background: string): '#000000' | '#FFFFFF' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#FFFFFF') ? '#000000' : '#FFFFFF';
}

/** The colour itself when it is readable as text on the page, else the page's text colour. Invalid → null. */
export function readableTextColour(colour: string | null | undefined): string | null {
  const hex = hexColour(colour);
  if (!hex) return null;
  return contrastRatio(hex, PAGE_BACKGROUND) >= MIN_TEXT_CONTRAST ? hex : PAGE_TEXT;
}

/** Inline style for a label filled with `colour` (or `fallback` when the colour is missing or invalid). */
export function labelStyle(colour: string | null | undefined, fallback: string): {backgroundColor: string; color: string} {
  const background = hexColour(colour) ?? fallback;
  return {backgroundColor: background, color: textOn(background)};
}
