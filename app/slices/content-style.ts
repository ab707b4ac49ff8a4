/**
 * Content-driven styling rules (browsing spec §5 "Allowed values for
 * content-driven styling"): editors pick from fixed options, and a custom
 * colour is a 3- or 6-digit hex with a leading # or nothing.
 */
import {hexColour} from '~/domain/colour';
import type {ButtonColour} from './types';

/** The colour rule lives in the domain (campaigns and badges use it too); slices keep importing it from here. */
export {hexColour};

const BUTTON_CLASSES: Record<ButtonColour, string> = {
  primary: 'bg-brand text-white hover:bg-brand/90',
  secondary: 'bg-white text-brand ring-1 ring-inset ring-brand hover:bg-brand/5',
  'secondary-inverted': 'bg-transparent text-white ring-1 ring-inset ring-white hover:bg-white/10',
  black: 'bg-black text-white hover:bg-black/80',
  link: 'bg-transparent px-0 text-brand underline underline-offset-4',
  white: 'bg-white text-black hover:bg-white/90',
};

/** Tailwind classes of a content button; an unknown or empty choice is primary. */
export function buttonClasses(colour: string | null | undefined): string {
  const variant = colour && colour in BUTTON_CLASSES ? (colour as ButtonColour) : 'primary';
  return `inline-flex items-center justify-center rounded px-6 py-3 text-sm font-bold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ${BUTTON_CLASSES[variant]}`;
}
