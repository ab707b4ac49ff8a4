import type {SliceComponentProps} from '@prismicio/react';
import * as prismic from '@prismicio/client';
import {buttonClasses, fontWeightClass, hexColour} from './content-style';
import {SliceLink} from './SliceLink';
import {SliceRichText} from './SliceRichText';
import type {QuoteSlice} from '~/domain/slice-types';

/** A pull quote with who said it, on a tinted panel, and an optional button. */
export function Quote({slice}: SliceComponentProps<QuoteSlice>) {
  const {quote, cite, font_weight, background_color, button_label, button_link, button_color, button_size} = slice.primary;
  if (!prismic.isFilled.richText(quote)) return null;
  const background = hexColour(background_color);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:px-0" data-slice-type={slice.slice_type}>
      <figure
        className={`rounded border-l-4 border-brand p-6 ${background ? '' : 'bg-brand-light'}`}
        style={background ? {backgroundColor: background} : undefined}
      >
        <blockquote className={`text-xl leading-relaxed text-brand ${fontWeightClass(font_weight)}`}>
          <SliceRichText field={quote} />
        </blockquote>
        {cite ? <figcaption className="mt-3 text-sm text-gray-700">{`— ${cite}`}</figcaption> : null}
        {button_label && prismic.isFilled.link(button_link) ? (
          <div className="mt-4">
            <SliceLink field={button_link} className={buttonClasses(button_color, button_size)}>
              {button_label}
            </SliceLink>
          </div>
        ) : null}
      </figure>
    </section>
  );
}
