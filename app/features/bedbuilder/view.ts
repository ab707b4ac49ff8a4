/** What the bed builder page shows (loadBedBuilderView in ./view.server builds it). Browser-safe. */
import type * as prismic from '@prismicio/client';
import type {BedBuilderOptions, BedLayer, BedSelection} from '~/domain/bed-builder';
import type {Seo} from '~/domain/content-types';
import type {ImageRef, Money} from '~/domain/types';

export interface BedPartProduct {
  variantId: string;
  title: string;
  quantity: number;
  /** Per unit. */
  price: Money;
  available: boolean;
}

export interface BedPartView {
  key: 'headboard' | 'base';
  name: string;
  products: BedPartProduct[];
}

export interface BedBuilderView {
  title: string;
  description: prismic.RichTextField;
  seo: Seo;
  options: BedBuilderOptions;
  selection: BedSelection;
  notices: string[];
  layers: (BedLayer & {url: string})[];
  parts: BedPartView[];
  /** Null when prices are unknown or the combination has no product. */
  total: Money | null;
  /** The size the bed is built in (from the catalogue); null when no part has a size. */
  size: string | null;
  /** Every size the bed can be built in, given the other options. */
  sizes: string[];
  /** What the add-to-bag form sends (the variant too, for the optimistic bag); null when the bed cannot be added. */
  lines: BedBagLine[] | null;
  /** Why the bed cannot be added, if it cannot. */
  unavailableMessage: string | null;
  /** `/bedbuilder?…` with the size; the page prefixes the origin for the share link. */
  sharePath: string;
}

/** One line the builder adds: Hydrogen's optimistic bag draws it from `selectedVariant` while Shopify answers. */
export interface BedBagLine {
  merchandiseId: string;
  quantity: number;
  attributes: {key: string; value: string}[];
  selectedVariant: {
    id: string;
    title: string;
    price: Money;
    selectedOptions: {name: string; value: string}[];
    image: ImageRef | null;
    product: {id: string; handle: string; title: string};
  };
}
