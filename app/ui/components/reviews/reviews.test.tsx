/**
 * What the server renders for reviews: stars with their labels, the
 * bottomline by the title, the reviews section with its pager, and a tile's
 * stars. (Playwright checks the same in a browser, with JavaScript on and off.)
 */
import {describe, expect, it} from 'vitest';
import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router-dom/server';
import type {ProductReviews, Review} from '~/domain/reviews';
import {ReviewsBottomline, ReviewsSection} from './ProductReviews';
import {Stars} from './Stars';
import {TileRating} from './TileRating';

/** Server-renders `children` at `url`, as the product route would. */
async function render(children: ReactNode, url = 'http://localhost/products/aurora-hybrid-mattress') {
  const handler = createStaticHandler([{id: 'product', path: '/products/:handle', element: children}]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

const REVIEW: Review = {
  id: '1',
  score: 4,
  title: 'Just the right feel',
  content: 'Firm enough & soft on the shoulders.',
  author: 'Sarah M.',
  date: '2025-05-20T03:00:00.000Z',
  verifiedBuyer: true,
};

const page = (overrides: Partial<ProductReviews> = {}): ProductReviews => ({
  bottomline: {average: 4.6, total: 23},
  reviews: [REVIEW, {...REVIEW, id: '2', title: '', verifiedBuyer: false, score: 2}],
  page: 2,
  perPage: 5,
  total: 23,
  ...overrides,
});

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map(([, href, text]) => [text, href.replace(/&amp;/g, '&')]);

describe('Stars', () => {
  it('is one labelled image whose gold stars cover the score', async () => {
    const html = await render(<Stars score={4.6} label="Rated 4.6 out of 5" />);
    expect(html).toContain('role="img" aria-label="Rated 4.6 out of 5"');
    expect(html).toContain('width:92%');
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2);
  });
});

describe('ReviewsBottomline', () => {
  it('links the stars and count to the reviews section', async () => {
    const html = await render(<ReviewsBottomline reviews={page()} />);
    expect(html).toContain('href="#reviews"');
    expect(html).toContain('aria-label="Rated 4.6 out of 5"');
    expect(html).toContain('>23 reviews<');
  });

  it('is not there without reviews or when the lookup failed', async () => {
    expect(await render(<ReviewsBottomline reviews={page({bottomline: {average: 0, total: 0}, reviews: [], total: 0})} />)).toBe('');
    expect(await render(<ReviewsBottomline reviews={null} />)).toBe('');
  });
});

describe('ReviewsSection', () => {
  it('lists the page’s reviews with their stars, authors and en-AU dates', async () => {
    const html = await render(<ReviewsSection reviews={page()} />);
    expect(html).toContain('id="reviews"');
    expect(html).toContain('4.6 out of 5, from 23 reviews');
    expect(html.match(/data-testid="review"/g)).toHaveLength(2);
    expect(html).toContain('<h3 class="mt-2 font-semibold">Just the right feel</h3>');
    expect(html).toContain('Firm enough &amp; soft on the shoulders.');
    expect(html).toContain('Sarah M. · Verified buyer · <time dateTime="2025-05-20T03:00:00.000Z">20 May 2025</time>');
    expect(html).toContain('aria-label="Rated 2 out of 5"');
  });

  it('pages with previous and next links that keep the other parameters', async () => {
    const html = await render(<ReviewsSection reviews={page()} />, 'http://localhost/products/aurora?variant=44&reviews_page=2');
    expect(hrefs(html)).toEqual([
      ['Previous reviews', '/products/aurora?variant=44#reviews'],
      ['Next reviews', '/products/aurora?variant=44&reviews_page=3#reviews'],
    ]);
    expect(html).toContain('Page 2 of 5');
  });

  it('has no previous link on the first page, no next on the last, and no pager for one page', async () => {
    const first = await render(<ReviewsSection reviews={page({page: 1})} />);
    expect(hrefs(first).map(([text]) => text)).toEqual(['Next reviews']);
    const last = await render(<ReviewsSection reviews={page({page: 5})} />);
    expect(hrefs(last).map(([text]) => text)).toEqual(['Previous reviews']);
    const one = await render(<ReviewsSection reviews={page({page: 1, total: 2, bottomline: {average: 3, total: 2}})} />);
    expect(one).not.toContain('Review pages');
  });

  it('past the last page, says so and leads back to the last one', async () => {
    const html = await render(<ReviewsSection reviews={page({page: 9, reviews: []})} />, 'http://localhost/products/aurora?reviews_page=9');
    expect(html).toContain('There are no reviews on this page.');
    expect(hrefs(html)).toEqual([['Previous reviews', '/products/aurora?reviews_page=5#reviews']]);
  });

  it('is not there without reviews or when the lookup failed', async () => {
    expect(await render(<ReviewsSection reviews={page({bottomline: {average: 0, total: 0}, reviews: [], total: 0})} />)).toBe('');
    expect(await render(<ReviewsSection reviews={null} />)).toBe('');
  });
});

describe('TileRating', () => {
  it('shows the rating where it is known', async () => {
    const html = await render(<TileRating rating={{average: 4.6, count: 23}} />);
    expect(html).toContain('aria-label="Rated 4.6 out of 5, 23 reviews"');
    expect(html).toContain('(23)');
  });

  it('shows nothing without a rating or reviews', async () => {
    for (const rating of [undefined, null, {average: 0, count: 0}]) expect(await render(<TileRating rating={rating} />)).toBe('');
  });
});
