/**
 * Slice components for <SliceZone>, keyed by slice type:
 *
 *   <SliceZone slices={page.slices} components={components} context={{products, ProductTile}} />
 *
 * `products` comes from the loader: run catalogueSliceRequests(slices), fetch
 * each request, and key the resulting tiles by `sliceId`.
 */
import {Catalogue} from './Catalogue';
import {CategoryTiles} from './CategoryTiles';
import {HeroBanner} from './HeroBanner';
import {Quote} from './Quote';
import {Text} from './Text';
import {TextWithImage} from './TextWithImage';
import {UspStrip} from './UspStrip';

export const components = {
  hero_banner: HeroBanner,
  category_tiles: CategoryTiles,
  catalogue: Catalogue,
  text_with_image: TextWithImage,
  usp_strip: UspStrip,
  text: Text,
  quote: Quote,
};

export {catalogueSliceRequests, type CatalogueRequest} from '~/domain/catalogue-requests';
export type {SliceContext} from './Catalogue';
export {SliceRichText} from './SliceRichText';
export {SliceLink} from './SliceLink';
export {ContentImage, SliceImage} from './SliceImage';
export type {PageSlice} from '~/domain/slice-types';
