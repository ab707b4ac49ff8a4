/**
 * Colours that come from content or product data (a custom colour is a 3- or
 * 6-digit hex with a leading #, or nothing).
 */

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colour, trimmed, if it is a valid custom colour; else null (the design default applies). */
export function hexColour(value: string | null | undefined): string | null {
  const colour = typeof value === 'string' ? value.trim() : '';
  return HEX_COLOUR.test(colour) ? colour : null;
}

/** True when `value` is set (non-blank) but is not a valid custom colour: worth reporting. */
export function isInvalidColour(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '' && hexColour(value) === null;
}
