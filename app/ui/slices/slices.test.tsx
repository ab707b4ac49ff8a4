import {describe, expect, it} from 'vitest';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom/server';
import {SliceZone} from '@prismicio/react';
import {loadContent} from '../../../tests/mocks/prismic/documents';
import {components, type SliceContext} from './index';
import type {PageSlice} from '~/domain/slice-types';

const store = loadContent();
const homeSlices = store.documents.find((doc) => doc.type === 'home_page')!.data.slices as PageSlice[];
const catalogueId = homeSlices.find((slice) => slice.slice_type === 'catalogue')!.id;

interface Tile {
  id: string;
  title: string;
}

function TestTile({product, position}: {product: Tile; position: number}) {
  return <a href={`/products/${product.id}`}>{`${position + 1}. ${product.title}`}</a>;
}

function render(slices: PageSlice[], context: SliceContext<Tile> = {}) {
  return renderToStaticMarkup(
    <StaticRouter location="/">
      <SliceZone slices={slices} components={components} context={context} />
    </StaticRouter>,
  );
}

describe('home slices', () => {
  const html = render(homeSlices, {
    products: {[catalogueId]: [{id: 'harbour', title: 'Harbour Hybrid'}, {id: 'coast', title: 'Coast Latex'}]},
    ProductTile: TestTile,
  });

  it('renders a component for every slice type (no TODO placeholders)', () => {
    expect(html).not.toContain('data-slice-zone-todo-component');
    for (const slice of homeSlices) expect(html).toContain(`data-slice-type="${slice.slice_type}"`);
  });

  it('puts the only h1 first, then h2s and h3s', () => {
    const headings = [...html.matchAll(/<h([1-6])/g)].map((match) => Number(match[1]));
    expect(headings[0]).toBe(1);
    expect(headings.filter((level) => level === 1)).toHaveLength(1);
    // No level is skipped on the way down.
    headings.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1);
      return level;
    });
  });

  it('gives every image alt text and dimensions', () => {
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(6);
    for (const image of images) {
      expect(image).toMatch(/alt="[^"]+"/);
      expect(image).toMatch(/width="\d+"/);
      expect(image).toMatch(/height="\d+"/);
    }
    expect(images[0]).toContain('loading="eager"');
    expect(images.at(-1)).toContain('loading="lazy"');
  });

  it('links the call to action and the category tiles to collections', () => {
    expect(html).toMatch(/<a [^>]*href="\/collections\/mattresses"[^>]*>Shop mattresses<\/a>/);
    expect(html).toContain('href="/collections/bedroom-furniture"');
    expect(html).toContain('href="/store/store-locator"');
  });

  it('renders the catalogue tiles passed through the context, in order', () => {
    expect(html).toContain('Best-selling mattresses');
    expect(html.indexOf('1. Harbour Hybrid')).toBeGreaterThan(-1);
    expect(html.indexOf('2. Coast Latex')).toBeGreaterThan(html.indexOf('1. Harbour Hybrid'));
  });

  it('renders rich-text lists and emphasis', () => {
    expect(html).toContain('<li>Free in-store mattress fitting</li>');
    expect(html).toContain('<strong>sleeping position</strong>');
  });
});

describe('catalogue slice without products', () => {
  it('renders nothing, not even its heading', () => {
    const catalogue = homeSlices.filter((slice) => slice.slice_type === 'catalogue');
    expect(render(catalogue)).toBe('');
    expect(render(catalogue, {products: {[catalogueId]: []}, ProductTile: TestTile})).toBe('');
  });
});

describe('links in slices', () => {
  it('renders a tile with an empty link as a plain block', () => {
    const tiles = homeSlices.find((slice) => slice.slice_type === 'category_tiles')!;
    const unlinked = {...tiles, items: [{...tiles.items[0], link: {link_type: 'Any'}}]} as PageSlice;
    const html = render([unlinked]);
    expect(html).not.toContain('<a ');
    expect(html).toContain('Mattresses');
  });
});
