import * as prismic from '@prismicio/client';
import type {SliceComponentProps} from '@prismicio/react';
import {SliceImage} from './SliceImage';
import {SliceRichText} from './SliceRichText';
import {SliceLink} from './SliceLink';
import type {CategoryTilesSlice} from '~/domain/slice-types';

/** A grid of category pictures, each linking to its collection. */
export function CategoryTiles({slice}: SliceComponentProps<CategoryTilesSlice>) {
  const tiles = slice.items.filter((item) => item.label || prismic.isFilled.image(item.image));
  if (tiles.length === 0) return null;

  return (
    <section className="mx-auto max-w-screen-xl px-4 py-10 md:px-8" data-slice-type={slice.slice_type}>
      {prismic.isFilled.richText(slice.primary.title) ? (
        <div className="mb-6 text-2xl font-bold text-brand md:text-3xl">
          <SliceRichText field={slice.primary.title} />
        </div>
      ) : null}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {tiles.map((item, position) => (
          <li key={`${item.label}-${position}`}>
            <SliceLink field={item.link} className="group block focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand">
              <div className="aspect-square overflow-hidden rounded bg-brand-light">
                <SliceImage
                  field={item.image}
                  sizes="(min-width: 1024px) 16vw, (min-width: 768px) 33vw, 50vw"
                  className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              </div>
              <span className="mt-2 block text-center font-bold text-brand group-hover:underline">{item.label}</span>
            </SliceLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
