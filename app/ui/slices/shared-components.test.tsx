/**
 * The shared content components every slice uses: the content link wrapper,
 * the lazy responsive image with its placeholder, rich text with maxChars,
 * and the styling vocabulary as classes; and the blog's slices rendering.
 */
import {describe, expect, it} from 'vitest';
import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom/server';
import {SliceZone} from '@prismicio/react';
import type * as prismic from '@prismicio/client';
import {loadContent} from '../../../tests/mocks/prismic/documents';
import {components} from './index';
import {SliceImage, ContentImage} from './SliceImage';
import {SliceLink} from './SliceLink';
import {SliceRichText} from './SliceRichText';
import {buttonClasses, fontWeightClass} from './content-style';
import type {PageSlice} from '~/domain/slice-types';

function html(node: ReactNode) {
  return renderToStaticMarkup(<StaticRouter location="/">{node}</StaticRouter>);
}

const image = (url: string): prismic.ImageField =>
  ({url, alt: 'A queen bed', dimensions: {width: 2400, height: 1600}, copyright: null, id: 'x', edit: {x: 0, y: 0, zoom: 1, background: 'transparent'}}) as prismic.ImageField;

describe('SliceLink, the content link wrapper', () => {
  it('renders a plain block when no link is given', () => {
    for (const field of [undefined, null, {link_type: 'Any'}] as prismic.LinkField[]) {
      const out = html(<SliceLink field={field} className="tile">Mattresses</SliceLink>);
      expect(out).toBe('<div class="tile">Mattresses</div>');
    }
  });

  it('renders a link to a deleted document as a plain block', () => {
    const broken = {link_type: 'Document', id: 'gone', type: 'broken_type', tags: [], lang: 'en-au', isBroken: true} as unknown as prismic.LinkField;
    expect(html(<SliceLink field={broken}>Old page</SliceLink>)).toBe('<div>Old page</div>');
  });

  it('links a document through the content-to-URL mapping, as a site link', () => {
    const doc = {link_type: 'Document', id: 'a', type: 'blog', uid: 'kids-bedroom-ideas', tags: [], lang: 'en-au', isBroken: false} as unknown as prismic.LinkField;
    const out = html(<SliceLink field={doc}>Kids</SliceLink>);
    // A Remix <Link>: it marks itself for route discovery; no rel, no target.
    expect(out).toBe('<a data-discover="true" href="/blogs/inspiration/kids-bedroom-ideas">Kids</a>');
  });

  it('gives outside links rel=noopener, keeping noreferrer and the target', () => {
    const out = html(<SliceLink field={{link_type: 'Web', url: 'https://example.com/care', target: '_blank'}}>Care</SliceLink>);
    expect(out).toMatch(/^<a /);
    expect(out).toContain('href="https://example.com/care"');
    expect(out).toContain('target="_blank"');
    expect(out).toMatch(/rel="[^"]*\bnoopener\b[^"]*"/);
    expect(out).toMatch(/rel="[^"]*\bnoreferrer\b[^"]*"/);
    expect(html(<SliceLink field={{link_type: 'Web', url: 'mailto:careers@example.com'}}>Apply</SliceLink>)).toMatch(
      /^<a rel="[^"]*\bnoopener\b[^"]*" href="mailto:careers@example.com">Apply<\/a>$/,
    );
  });
});

describe('SliceImage, the lazy responsive image', () => {
  it("shows the 'Image not found' placeholder when the source is missing", () => {
    for (const field of [undefined, null, {} as prismic.ImageField]) {
      const out = html(<SliceImage field={field} />);
      expect(out).toContain('role="img"');
      expect(out).toContain('aria-label="Image not found"');
      expect(out).not.toContain('<img');
    }
    expect(html(<ContentImage image={{url: '', altText: null, width: null, height: null}} />)).toContain('Image not found');
  });

  it('offers webp widths for Prismic images and loads lazily', () => {
    const out = html(<SliceImage field={image('https://images.prismic.io/dreamhaus/bed.jpg?auto=format,compress')} sizes="50vw" />);
    expect(out).toMatch(/^<picture class="contents"><source type="image\/webp" srcSet="[^"]*fm=webp[^"]*768w/);
    expect(out).toContain('sizes="50vw"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('alt="A queen bed"');
    expect(out).toContain('width="2400"');
  });

  it('loads the page’s first picture eagerly, and uses other hosts’ images as they are', () => {
    const out = html(<SliceImage field={image('http://127.0.0.1:4100/content-images/hero.svg')} priority />);
    expect(out).toMatch(/^<img src="http:\/\/127\.0\.0\.1:4100\/content-images\/hero\.svg"/);
    expect(out).not.toContain('srcSet');
    expect(out).toContain('loading="eager"');
    expect(out).toContain('fetchpriority="high"');
  });
});

  it('art-directs a mobile image with one <img>, so a phone downloads only its own picture', () => {
    const vector = html(
      <SliceImage
        field={image('http://127.0.0.1:4100/content-images/hero.svg')}
        mobileField={image('http://127.0.0.1:4100/content-images/hero-mobile.svg')}
        priority
      />,
    );
    expect(vector.match(/<img /g)).toHaveLength(1);
    expect(vector).toContain('<source srcSet="http://127.0.0.1:4100/content-images/hero-mobile.svg" media="(max-width: 767px)"/>');
    expect(vector).toContain('<img src="http://127.0.0.1:4100/content-images/hero.svg"');

    // Resizable: the mobile image's webp and original widths come first, both under the media query.
    const imgix = html(
      <SliceImage
        field={image('https://images.prismic.io/dreamhaus/bed.jpg')}
        mobileField={image('https://images.prismic.io/dreamhaus/bed-mobile.jpg')}
      />,
    );
    const sources = imgix.match(/<source [^>]*>/g) ?? [];
    expect(sources).toHaveLength(3);
    expect(sources[0]).toMatch(/type="image\/webp" srcSet="[^"]*bed-mobile\.jpg[^"]*fm=webp[^"]*" sizes="100vw" media="\(max-width: 767px\)"/);
    expect(sources[1]).toMatch(/srcSet="[^"]*bed-mobile\.jpg[^"]*768w[^"]*" sizes="100vw" media="\(max-width: 767px\)"/);
    expect(sources[2]).toMatch(/type="image\/webp" srcSet="[^"]*\/bed\.jpg[^"]*fm=webp/);
    expect(sources[2]).not.toContain('media=');

    // No mobile image: the same one everywhere.
    expect(html(<SliceImage field={image('http://127.0.0.1:4100/content-images/hero.svg')} mobileField={null} />)).toMatch(/^<img /);
  });

describe('SliceRichText', () => {
  const field = [
    {type: 'paragraph', text: 'Pocket springs move independently.', spans: []},
    {type: 'paragraph', text: 'Latex is springy.', spans: []},
  ] as prismic.RichTextField;

  it('cuts to maxChars − 3 with "..." on the last item', () => {
    expect(html(<SliceRichText field={field} maxChars={20} />)).toBe('<p>Pocket springs mo...</p>');
    expect(html(<SliceRichText field={field} />)).toBe('<p>Pocket springs move independently.</p><p>Latex is springy.</p>');
  });

  it('gives outside hyperlinks rel=noopener and keeps site links as site links', () => {
    const linked = [
      {type: 'paragraph', text: 'See care and stores', spans: [
        {start: 4, end: 8, type: 'hyperlink', data: {link_type: 'Web', url: 'https://example.com/care'}},
        {start: 13, end: 19, type: 'hyperlink', data: {link_type: 'Web', url: '/store/store-locator'}},
      ]},
    ] as prismic.RichTextField;
    const out = html(<SliceRichText field={linked} />);
    expect(out).toMatch(/<a rel="[^"]*\bnoopener\b[^"]*" href="https:\/\/example.com\/care">care<\/a>/);
    expect(out).toContain('<a data-discover="true" href="/store/store-locator">stores</a>');
  });
});

describe('styling vocabulary as classes', () => {
  it('sizes and colours buttons, defaulting to a primary md button', () => {
    expect(buttonClasses('black', 'xs')).toContain('bg-black');
    expect(buttonClasses('black', 'xs')).toContain('text-xs');
    expect(buttonClasses('secondary-inverted', '3xl')).toContain('text-2xl');
    expect(buttonClasses('nonsense', 'nonsense')).toBe(buttonClasses('primary', 'md'));
    expect(buttonClasses(null)).toBe(buttonClasses('primary', 'md'));
    // A link-coloured button reads as a link unless given a size.
    expect(buttonClasses('link')).toBe(buttonClasses('link', 'link'));
  });

  it('maps font weights', () => {
    expect(fontWeightClass('bold')).toBe('font-bold');
    expect(fontWeightClass('normal')).toBe('font-normal');
    expect(fontWeightClass('heavy')).toBe('font-normal');
  });
});

describe('blog article slices', () => {
  const store = loadContent();
  const posts = store.documents.filter((doc) => doc.type === 'blog');

  it.each(posts.map((doc) => [doc.uid, doc] as const))('%s renders every slice, in order', (_, doc) => {
    const slices = doc.data.slices as PageSlice[];
    const out = html(<SliceZone slices={slices} components={components} context={{products: {}, ProductTile: () => null}} />);
    expect(out).not.toContain('data-slice-zone-todo-component');
    const rendered = [...out.matchAll(/data-slice-type="([^"]+)"/g)].map((match) => match[1]);
    // Catalogue slices without products render nothing (see slices.test.tsx).
    expect(rendered).toEqual(slices.map((slice) => slice.slice_type).filter((type) => type !== 'catalogue'));
    expect(out).not.toMatch(/<h1/);
  });

  it('renders a quote with its citation and a bold weight, and its button in the chosen size', () => {
    const doc = posts.find((candidate) => candidate.uid === 'how-to-choose-a-mattress')!;
    const quote = (doc.data.slices as PageSlice[]).filter((slice) => slice.slice_type === 'quote');
    const out = html(<SliceZone slices={quote} components={components} />);
    expect(out).toContain('<blockquote class="text-xl leading-relaxed text-brand font-bold">');
    expect(out).toContain('— Our in-store sleep specialists');
    expect(out).toMatch(/<a class="[^"]*px-4 py-2 text-sm bg-white text-brand[^"]*"[^>]* href="\/store\/store-locator">Find a store<\/a>/);
  });
});
