/**
 * The content-driven styling vocabulary (button colours and sizes, font
 * weights, custom hex colours). Editors pick from fixed options; anything else
 * (empty, a typo, an old option) falls back to the design default, so content
 * can never produce an unstyled or broken button.
 */
import {hexColour} from './colour';

export {hexColour};

export const BUTTON_COLOURS = ['primary', 'secondary', 'secondary-inverted', 'black', 'link', 'white'] as const;
export const BUTTON_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', 'link'] as const;
export const FONT_WEIGHTS = ['normal', 'bold'] as const;

export type ButtonColour = (typeof BUTTON_COLOURS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type FontWeight = (typeof FONT_WEIGHTS)[number];

export const DEFAULT_BUTTON_COLOUR: ButtonColour = 'primary';
export const DEFAULT_BUTTON_SIZE: ButtonSize = 'md';
export const DEFAULT_FONT_WEIGHT: FontWeight = 'normal';

function pick<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  const choice = typeof value === 'string' ? value.trim() : '';
  return (allowed as readonly string[]).includes(choice) ? (choice as T) : fallback;
}

/** An allowed button colour, else primary. */
export function buttonColour(value: unknown): ButtonColour {
  return pick(BUTTON_COLOURS, value, DEFAULT_BUTTON_COLOUR);
}

/** An allowed button size, else md. */
export function buttonSize(value: unknown): ButtonSize {
  return pick(BUTTON_SIZES, value, DEFAULT_BUTTON_SIZE);
}

/** An allowed font weight, else normal. */
export function fontWeight(value: unknown): FontWeight {
  return pick(FONT_WEIGHTS, value, DEFAULT_FONT_WEIGHT);
}
