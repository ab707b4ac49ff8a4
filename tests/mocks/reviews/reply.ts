/**
 * The Yotpo stand-in's replies: a product's page of reviews in Yotpo's wire
 * format, and Yotpo's error for an unknown app key. Paging is read the way a
 * lenient API reads it: a bad `page` is page 1, a bad `per_page` the default,
 * and `per_page` is capped at Yotpo's 150.
 */
import type {WireReview, WireReviewsError, WireReviewsReply} from '~/services/reviews/wire';
import {catalogue, productById} from '../fixtures/catalogue';
import {reviewBottomline, reviewsForProduct, type FixtureReview} from '../fixtures/reviews';

/** Without `per_page` (the storefront always sends it). */
export const DEFAULT_PER_PAGE = 5;
export const MAX_PER_PAGE = 150;
/** Yotpo's own product ids, distinct from the shop's (`domain_key`). */
const YOTPO_PRODUCT_ID_BASE = 90_000_000;
/** Demo product ids are this plus the product number (catalogue.ts). */
const SHOPIFY_PRODUCT_ID_BASE = 7_000_000_000;

export interface Paging {
  page: number;
  perPage: number;
}

function positiveInt(value: string | null): number | null {
  return value !== null && /^\s*\d{1,9}\s*$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function parsePaging(params: URLSearchParams): Paging {
  const perPage = positiveInt(params.get('per_page')) ?? DEFAULT_PER_PAGE;
  return {page: positiveInt(params.get('page')) ?? 1, perPage: Math.min(MAX_PER_PAGE, perPage)};
}

const toWire = (review: FixtureReview): WireReview => ({
  id: review.id,
  score: review.score,
  votes_up: review.votesUp,
  votes_down: review.votesDown,
  content: review.content,
  title: review.title,
  created_at: review.createdAt,
  verified_buyer: review.verifiedBuyer,
  user: {display_name: review.author},
});

/** `productId` as the URL names it: the numeric Shopify id (any other id is a product without reviews). */
export function reviewsReply(productId: string, {page, perPage}: Paging): WireReviewsReply {
  const shopifyId = /^\d{1,15}$/.test(productId) ? Number(productId) : NaN;
  const product = productById(shopifyId);
  const reviews = reviewsForProduct(shopifyId);
  const {total, average, distribution} = reviewBottomline(shopifyId);
  return {
    status: {code: 200, message: 'OK'},
    response: {
      pagination: {page, per_page: perPage, total},
      bottomline: {total_review: total, average_score: average, star_distribution: distribution},
      products: product
        ? [{
            id: YOTPO_PRODUCT_ID_BASE + (product.id - SHOPIFY_PRODUCT_ID_BASE),
            domain_key: String(product.id),
            name: product.title,
            product_link: `${catalogue.shop.primaryDomainUrl}/products/${product.handle}`,
          }]
        : [],
      reviews: reviews.slice((page - 1) * perPage, page * perPage).map(toWire),
    },
  };
}

export function unknownAppKeyReply(appKey: string): WireReviewsError {
  return {
    status: {
      code: 404,
      message: `Couldn't find Account with app_key = ${appKey}`,
      error_type: 'Exceptions::RecordNotFound',
    },
  };
}
