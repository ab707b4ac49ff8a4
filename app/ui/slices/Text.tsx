import type {SliceComponentProps} from '@prismicio/react';
import {fontWeightClass, hexColour} from './content-style';
import {SliceRichText} from './SliceRichText';
import type {TextSlice} from '~/domain/slice-types';

/** Paragraphs, headings and lists of an article or page, in the content's weight and colour. */
export function Text({slice}: SliceComponentProps<TextSlice>) {
  const {text, font_weight, text_color, max_chars} = slice.primary;
  const colour = hexColour(text_color);
  return (
    <section className="mx-auto max-w-3xl px-4 py-4 md:px-0" data-slice-type={slice.slice_type}>
      <div
        className={`space-y-4 leading-relaxed text-gray-800 [&_a]:text-brand [&_a]:underline [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand [&_h3]:text-xl [&_h3]:font-bold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc ${fontWeightClass(font_weight)}`}
        style={colour ? {color: colour} : undefined}
      >
        <SliceRichText field={text} maxChars={max_chars ?? undefined} />
      </div>
    </section>
  );
}
