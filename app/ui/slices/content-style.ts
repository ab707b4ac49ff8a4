/**
 * Content-driven styling as Tailwind classes. The rule (which values content
 * may choose, and the defaults) is ~/domain/content-style; this maps each
 * allowed value to classes, written out in full so Tailwind keeps them.
 */
import {
  buttonColour,
  buttonSize,
  fontWeight,
  hexColour,
  type ButtonColour,
  type ButtonSize,
  type FontWeight,
} from '~/domain/content-style';

/** The colour rule lives in the domain (campaigns and badges use it too); slices keep importing it from here. */
export {hexColour};

const BUTTON_COLOUR_CLASSES: Record<ButtonColour, string> = {
  primary: 'bg-brand text-white hover:bg-brand/90',
  secondary: 'bg-white text-brand ring-1 ring-inset ring-brand hover:bg-brand/5',
  'secondary-inverted': 'bg-transparent text-white ring-1 ring-inset ring-white hover:bg-white/10',
  black: 'bg-black text-white hover:bg-black/80',
  link: 'bg-transparent text-brand underline underline-offset-4',
  white: 'bg-white text-black hover:bg-white/90',
};

const BUTTON_SIZE_CLASSES: Record<ButtonSize, string> = {
  xs: 'px-2.5 py-1 text-xs',
  sm: 'px-4 py-2 text-sm',
  md: 'px-6 py-3 text-sm',
  lg: 'px-7 py-3.5 text-base',
  xl: 'px-8 py-4 text-lg',
  '2xl': 'px-10 py-5 text-xl',
  '3xl': 'px-12 py-6 text-2xl',
  link: 'px-0 py-0 text-base',
};

const FONT_WEIGHT_CLASSES: Record<FontWeight, string> = {
  normal: 'font-normal',
  bold: 'font-bold',
};

/** Tailwind classes of a content button; an unknown or empty colour is primary, an unknown size md. */
export function buttonClasses(colour: string | null | undefined, size?: string | null): string {
  const chosenColour = buttonColour(colour);
  // A link-coloured button reads as a link: no padding unless a size says otherwise.
  const chosenSize = size == null && chosenColour === 'link' ? 'link' : buttonSize(size);
  return `inline-flex items-center justify-center rounded font-bold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ${BUTTON_SIZE_CLASSES[chosenSize]} ${BUTTON_COLOUR_CLASSES[chosenColour]}`;
}

/** The class of a content font weight; an unknown or empty choice is normal. */
export function fontWeightClass(weight: string | null | undefined): string {
  return FONT_WEIGHT_CLASSES[fontWeight(weight)];
}
