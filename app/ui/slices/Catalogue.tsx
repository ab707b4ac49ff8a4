import type {ComponentType} from 'react';
import * as prismic from '@prismicio/client';
import type {SliceComponentProps} from '@prismicio/react';
import {SliceRichText} from './SliceRichText';
import type {CatalogueSlice} from '~/domain/slice-types';
import {ownEntry} from '~/domain/own-entry';

/**
 * What a page passes to <SliceZone context>. Product tiles belong to the app,
 * so the loader resolves them (see catalogueSliceRequests) and the page hands
 * in the tiles per slice id and the component that draws one.
 */
export interface SliceContext<TTile extends {id: string} = {id: string}> {
  products?: Readonly<Record<string, readonly TTile[]>>;
  ProductTile?: ComponentType<{product: TTile; position: number}>;
}

/** A titled list of product tiles, as a grid or a horizontally scrolling row. */
export function Catalogue({slice, context}: SliceComponentProps<CatalogueSlice, SliceContext>) {
  const products = ownEntry(context?.products, slice.id) ?? [];
  const ProductTile = context?.ProductTile;
  // Nothing to show: no empty heading either.
  if (!ProductTile || products.length === 0) return null;

  const carousel = slice.primary.list_type === 'carousel';
  const titleText = prismic.asText(slice.primary.title);

  return (
    <section
      className="mx-auto max-w-screen-xl px-4 py-10 md:px-8"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {titleText ? (
        <div className="mb-6 text-2xl font-bold text-brand md:text-3xl">
          <SliceRichText field={slice.primary.title} />
        </div>
      ) : null}
      <ul
        className={
          carousel
            ? 'flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4 [&>li]:w-[40%] [&>li]:shrink-0 [&>li]:snap-start lg:[&>li]:w-[calc((100%-2rem)/3)]'
            : 'grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4'
        }
        aria-label={titleText || undefined}
      >
        {products.map((product, position) => (
          <li key={product.id}>
            <ProductTile product={product} position={position} />
          </li>
        ))}
      </ul>
    </section>
  );
}
