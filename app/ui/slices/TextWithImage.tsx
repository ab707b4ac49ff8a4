import * as prismic from '@prismicio/client';
import type {SliceComponentProps} from '@prismicio/react';
import {buttonClasses} from './content-style';
import {SliceImage} from './SliceImage';
import {SliceRichText} from './SliceRichText';
import {SliceLink} from './SliceLink';
import type {TextWithImageSlice} from '~/domain/slice-types';

/** Text beside a picture; the picture sits left or right on wide screens, above the text on small ones. */
export function TextWithImage({slice}: SliceComponentProps<TextWithImageSlice>) {
  const {image, image_position, title, description, button_label, button_link, button_color, button_size} = slice.primary;
  const imageRight = image_position === 'right';

  return (
    <section className="mx-auto max-w-screen-xl px-4 py-10 md:px-8" data-slice-type={slice.slice_type}>
      <div className="grid items-center gap-8 md:grid-cols-2">
        <div className={imageRight ? 'md:order-2' : undefined}>
          <SliceImage field={image} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full rounded" />
        </div>
        <div className="space-y-4 text-gray-700 [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
          <div className="text-2xl font-bold text-brand md:text-3xl">
            <SliceRichText field={title} />
          </div>
          <SliceRichText field={description} />
          {button_label && prismic.isFilled.link(button_link) ? (
            <SliceLink field={button_link} className={buttonClasses(button_color, button_size)}>
              {button_label}
            </SliceLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
