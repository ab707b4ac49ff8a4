/**
 * One example of every slice type the app has (./index.ts), the way Slice
 * Machine's `mocks.json` gives each slice demo data. The slice simulator
 * shows them when Slice Machine is not driving it, so it is useful offline.
 * Pictures are small inline SVGs (the CSP allows data: images).
 */
import type * as prismic from '@prismicio/client';
import {BRAND} from '~/config/brand';
import type {components} from './index';
import type {
  CatalogueSlice,
  CategoryTilesSlice,
  HeroBannerSlice,
  PageSlice,
  QuoteSlice,
  TextSlice,
  TextWithImageSlice,
  UspStripSlice,
} from '~/domain/slice-types';

function picture(label: string, width: number, height: number, colour: string): prismic.FilledImageFieldImage {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 10)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return {
    url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    alt: `Example picture: ${label}`,
    copyright: null,
    dimensions: {width, height},
    id: `demo-${label.toLowerCase().replace(/\W+/g, '-')}`,
    edit: {x: 0, y: 0, zoom: 1, background: 'transparent'},
  };
}

function heading(type: 'heading1' | 'heading2', text: string): prismic.TitleField {
  return [{type, text, spans: []}] as prismic.TitleField;
}

function paragraph(text: string): prismic.RichTextField {
  return [{type: 'paragraph', text, spans: []}] as prismic.RichTextField;
}

const base = {slice_label: null, version: 'demo'} as const;

const hero: HeroBannerSlice = {
  ...base,
  id: 'hero_banner$demo',
  slice_type: 'hero_banner',
  variation: 'default',
  primary: {
    image: picture('Hero banner', 1600, 640, '#1F2A44'),
    mobile_image: picture('Hero banner (mobile)', 750, 900, '#1F2A44'),
    heading: heading('heading1', 'Hero banner: a headline'),
    subheading: paragraph('A line of supporting copy under the headline.'),
    button_label: 'Shop mattresses',
    button_link: {link_type: 'Web', url: '/collections/mattresses'},
    button_color: 'primary',
    button_size: 'lg',
    text_color: '#FFFFFF',
  },
  items: [],
};

const categoryTiles: CategoryTilesSlice = {
  ...base,
  id: 'category_tiles$demo',
  slice_type: 'category_tiles',
  variation: 'default',
  primary: {title: heading('heading2', 'Category tiles')},
  items: [
    {image: picture('Mattresses', 600, 600, '#00555F'), label: 'Mattresses', link: {link_type: 'Web', url: '/collections/mattresses'}},
    {image: picture('Beds', 600, 600, '#141B2D'), label: 'Beds', link: {link_type: 'Web', url: '/collections/beds'}},
    {image: picture('Furniture', 600, 600, '#6B4E16'), label: 'Bedroom furniture', link: {link_type: 'Web', url: '/collections/bedroom-furniture'}},
  ],
} as CategoryTilesSlice;

const catalogue: CatalogueSlice = {
  ...base,
  id: 'catalogue$demo',
  slice_type: 'catalogue',
  variation: 'default',
  primary: {
    title: heading('heading2', 'Catalogue: products from a collection'),
    max_products_limit: 4,
    list_type: 'grid',
    tag: 'mattresses',
  },
  items: [],
};

const textWithImage: TextWithImageSlice = {
  ...base,
  id: 'text_with_image$demo',
  slice_type: 'text_with_image',
  variation: 'default',
  primary: {
    image: picture('Text with image', 1200, 900, '#00555F'),
    image_position: 'left',
    title: heading('heading2', 'Text with image'),
    description: paragraph('A paragraph beside a picture, with a button below it.'),
    button_label: 'Read more',
    button_link: {link_type: 'Web', url: '/pages/warranty'},
    button_color: 'secondary',
    button_size: 'md',
  },
  items: [],
};

const uspStrip: UspStripSlice = {
  ...base,
  id: 'usp_strip$demo',
  slice_type: 'usp_strip',
  variation: 'default',
  primary: {title: `Why shop with ${BRAND.name}`},
  items: [
    {icon: 'delivery', heading: 'Delivery Australia-wide', description: 'Metro and regional delivery.'},
    {icon: 'warranty', heading: 'Warranty you can trust', description: 'Every mattress is covered.'},
    {icon: 'member', heading: `${BRAND.name} Members save`, description: 'Join free for member prices.'},
  ],
};

const text: TextSlice = {
  ...base,
  id: 'text$demo',
  slice_type: 'text',
  variation: 'default',
  primary: {
    text: paragraph('Text: a block of rich text, with an optional weight, colour and length limit.'),
    font_weight: 'normal',
    text_color: null,
    max_chars: null,
  },
  items: [],
};

const quote: QuoteSlice = {
  ...base,
  id: 'quote$demo',
  slice_type: 'quote',
  variation: 'default',
  primary: {
    quote: paragraph('Quote: the best night’s sleep I have had in years.'),
    cite: 'A happy customer',
    font_weight: 'bold',
    background_color: null,
    button_label: 'Read reviews',
    button_link: {link_type: 'Web', url: '/collections/mattresses'},
    button_color: 'secondary',
    button_size: 'md',
  },
  items: [],
};

/** Keyed by slice type, so a new slice type without an example fails to type-check here. */
const DEMO_BY_TYPE: {[Type in keyof typeof components]: PageSlice & {slice_type: Type}} = {
  hero_banner: hero,
  category_tiles: categoryTiles,
  catalogue,
  text_with_image: textWithImage,
  usp_strip: uspStrip,
  text,
  quote,
};

export const DEMO_SLICES: PageSlice[] = Object.values(DEMO_BY_TYPE);
