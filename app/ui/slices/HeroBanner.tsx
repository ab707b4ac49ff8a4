import * as prismic from '@prismicio/client';
import type {SliceComponentProps} from '@prismicio/react';
import {buttonClasses, hexColour} from './content-style';
import {SliceImage} from './SliceImage';
import {SliceRichText} from './SliceRichText';
import {SliceLink} from './SliceLink';
import type {HeroBannerSlice} from '~/domain/slice-types';

/** Full-width banner with heading, text and one call to action; a mobile image below 768 px if given. */
export function HeroBanner({slice, index}: SliceComponentProps<HeroBannerSlice>) {
  const {image, mobile_image, heading, subheading, button_label, button_link, button_color, button_size} = slice.primary;
  const textColour = hexColour(slice.primary.text_color) ?? '#FFFFFF';
  // The first slice is the page's largest paint: load it eagerly.
  const priority = index === 0;

  return (
    <section
      className="relative isolate overflow-hidden bg-brand"
      data-slice-type={slice.slice_type}
    >
      <SliceImage
        field={image}
        mobileField={mobile_image}
        priority={priority}
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/50 to-transparent" aria-hidden="true" />
      <div className="mx-auto flex min-h-[420px] max-w-screen-xl flex-col justify-center gap-4 px-4 py-16 md:min-h-[520px] md:px-8" style={{color: textColour}}>
        <div className="max-w-xl text-4xl font-bold leading-tight md:text-5xl [&_h1]:text-inherit [&_h2]:text-inherit">
          <SliceRichText field={heading} />
        </div>
        <div className="max-w-xl text-lg">
          <SliceRichText field={subheading} />
        </div>
        {button_label && prismic.isFilled.link(button_link) ? (
          <div>
            <SliceLink field={button_link} className={buttonClasses(button_color, button_size)}>
              {button_label}
            </SliceLink>
          </div>
        ) : null}
      </div>
    </section>
  );
}
