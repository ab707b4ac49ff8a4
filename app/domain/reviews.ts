/**
 * Product reviews as the app shows them (the reviews service is queried per
 * product). The reviews service
 * (app/services/reviews) turns Yotpo's wire format into these.
 */

export interface ReviewsBottomline {
  /** 0 to 5, one decimal. */
  average: number;
  total: number;
}

export interface Review {
  id: string;
  /** 1 to 5. */
  score: number;
  title: string;
  content: string;
  /** The reviewer's display name. */
  author: string;
  /** ISO date-time. */
  date: string;
  verifiedBuyer: boolean;
}

/** One page of a product's reviews and its bottomline. */
export interface ProductReviews {
  bottomline: ReviewsBottomline;
  reviews: Review[];
  page: number;
  perPage: number;
  /** Reviews in all pages. */
  total: number;
}

/** The product page's query parameter for the reviews page. */
export const REVIEWS_PAGE_PARAM = 'reviews_page';
/** The id of the product page's reviews section (the bottomline links to it). */
export const REVIEWS_SECTION_ID = 'reviews';

/** Pages beyond this are not asked for (a typed-in number, not a real page). */
const MAX_REVIEWS_PAGE = 9999;
const PAGE_NUMBER = /^[1-9]\d*$/;

/** `?reviews_page=`: a page number from 1; anything else (missing, 0, '2x', too large) is page 1. */
export function parseReviewsPage(value: string | null | undefined): number {
  const text = value?.trim() ?? '';
  if (!PAGE_NUMBER.test(text)) return 1;
  const page = Number(text);
  return page <= MAX_REVIEWS_PAGE ? page : 1;
}

/** A score as shown: within 0–5, one decimal (4.56 → 4.6). Null for anything that is not a number. */
export function roundAverage(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const clamped = Math.min(5, Math.max(0, value));
  return Math.round(clamped * 10) / 10;
}

/** How many pages the reviews fill (at least 1). */
export function reviewPageCount({total, perPage}: Pick<ProductReviews, 'total' | 'perPage'>): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/**
 * The product page at reviews page `page`, other parameters (e.g. `variant`)
 * kept, scrolled to the reviews. Page 1 drops the parameter.
 */
export function reviewsPageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set(REVIEWS_PAGE_PARAM, String(page));
  else params.delete(REVIEWS_PAGE_PARAM);
  const query = params.toString();
  return `${query ? `?${query}` : ''}#${REVIEWS_SECTION_ID}`;
}

/** "Rated 4.6 out of 5" (a whole score without the decimal: "Rated 5 out of 5"). */
export function ratingLabel(average: number): string {
  return `Rated ${average} out of 5`;
}

/** "1 review", "23 reviews". */
export function reviewCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}
