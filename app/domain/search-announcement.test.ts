import {describe, expect, it} from 'vitest';
import {searchResultsAnnouncement} from './search-announcement';

const result = (totalProducts: number, suggestions: number, blogs: number) => ({
  query: 'oslo',
  totalProducts,
  suggestions: Array.from({length: suggestions}, (_, index) => `oslo ${index}`),
  blogs: Array.from({length: blogs}, (_, index) => ({handle: `post-${index}`, title: `Post ${index}`})),
});

describe('searchResultsAnnouncement', () => {
  it('counts every matching product, not just the ones the panel shows', () => {
    expect(searchResultsAnnouncement(result(21, 5, 2))).toBe('21 products');
  });

  it('is singular for one product', () => {
    expect(searchResultsAnnouncement(result(1, 0, 0))).toBe('1 product');
  });

  it('names the other results when no product matches', () => {
    expect(searchResultsAnnouncement(result(0, 1, 2))).toBe('No products for “oslo”, 1 suggestion, 2 blog posts');
    expect(searchResultsAnnouncement(result(0, 0, 1))).toBe('No products for “oslo”, 1 blog post');
  });

  it('says when nothing matched at all', () => {
    expect(searchResultsAnnouncement(result(0, 0, 0))).toBe('No results for “oslo”');
  });
});
