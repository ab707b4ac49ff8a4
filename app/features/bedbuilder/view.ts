/** What the bed builder page shows (loadBedBuilderView in ./view.server builds it). Browser-safe. */
import type * as prismic from '@prismicio/client';
import type {BedBuilderOptions, BedLayer, BedSelection} from '~/domain/bed-builder';
import type {Seo} from '~/domain/content-types';
import type {Money} from '~/domain/types';

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
  /** What the add-to-bag form sends; null when the bed cannot be added. */
  lines: {merchandiseId: string; quantity: number; attributes: {key: string; value: string}[]}[] | null;
  /** Why the bed cannot be added, if it cannot. */
  unavailableMessage: string | null;
  /** `/bedbuilder?…`; the page prefixes the origin for the share link. */
  sharePath: string;
}
