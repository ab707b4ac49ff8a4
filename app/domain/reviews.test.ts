import {describe, expect, it} from 'vitest';
import {
  parseReviewsPage,
  ratingLabel,
  reviewCountLabel,
  reviewPageCount,
  reviewsPageHref,
  roundAverage,
} from './reviews';

describe('parseReviewsPage', () => {
  it.each([
    ['2', 2],
    [' 3 ', 3],
    ['9999', 9999],
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2x', 1],
    ['1.5', 1],
    ['02', 1],
    ['10000', 1],
    ['99999999999999999999', 1],
  ])('%j → %d', (value, expected) => {
    expect(parseReviewsPage(value)).toBe(expected);
  });
});

describe('roundAverage', () => {
  it.each([
    [4.565217391304348, 4.6],
    [4.55, 4.6],
    [4.25, 4.3],
    [4.2499, 4.2],
    [4.04, 4],
    [5, 5],
    [0, 0],
    [5.4, 5],
    [-1, 0],
  ])('%d → %d', (value, expected) => {
    expect(roundAverage(value)).toBe(expected);
  });

  it('knows no average for what is not a number', () => {
    expect(roundAverage(NaN)).toBeNull();
    expect(roundAverage(Infinity)).toBeNull();
  });
});

describe('reviewPageCount', () => {
  it.each([
    [23, 5, 5],
    [20, 5, 4],
    [1, 5, 1],
    [0, 5, 1],
    [7, 0, 7],
  ])('%d reviews, %d a page → %d pages', (total, perPage, expected) => {
    expect(reviewPageCount({total, perPage})).toBe(expected);
  });
});

describe('reviewsPageHref', () => {
  it('sets the page, keeps the other parameters and jumps to the reviews', () => {
    expect(reviewsPageHref('?variant=44000010101', 2)).toBe('?variant=44000010101&reviews_page=2#reviews');
    expect(reviewsPageHref('?reviews_page=2&variant=1', 3)).toBe('?reviews_page=3&variant=1#reviews');
    expect(reviewsPageHref('', 2)).toBe('?reviews_page=2#reviews');
  });

  it('drops the parameter for page 1', () => {
    expect(reviewsPageHref('?variant=1&reviews_page=2', 1)).toBe('?variant=1#reviews');
    expect(reviewsPageHref('?reviews_page=2', 1)).toBe('#reviews');
  });
});

describe('labels', () => {
  it('names a rating and a count the way a screen reader should say them', () => {
    expect(ratingLabel(4.6)).toBe('Rated 4.6 out of 5');
    expect(ratingLabel(5)).toBe('Rated 5 out of 5');
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(23)).toBe('23 reviews');
  });
});
