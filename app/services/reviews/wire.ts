/**
 * Yotpo's JSON wire format for one product's reviews (the public widget API,
 * `GET {base}/v1/widget/{app_key}/products/{product_id}/reviews.json`; see
 * ../shared/reference/upstream-apis.md). Only this folder and the stand-in
 * (tests/mocks/reviews) use these names: the service reshapes them into the
 * app's own types (app/domain/reviews.ts).
 *
 * These types are what Yotpo sends (and what the stand-in answers). The service
 * reads replies with the zod schemas in reshape.ts, which also take counts sent
 * as digit strings and drop a review they cannot read.
 */

export interface WireReviewsStatus {
  /** 200 on success; errors repeat the HTTP status here (e.g. 404 for an unknown app key). */
  code: number;
  message: string;
  error_type?: string;
}

export interface WireReviewsPagination {
  page: number;
  per_page: number;
  /** Reviews in all pages. */
  total: number;
}

export interface WireBottomline {
  total_review: number;
  /** The mean score, unrounded (0 when there are no reviews). */
  average_score: number;
  /** Reviews per score, keyed "1" to "5". */
  star_distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export interface WireReviewedProduct {
  id: number;
  /** The shop's own product id. */
  domain_key: string;
  name: string;
  product_link: string;
}

export interface WireReview {
  id: number;
  /** 1 to 5. */
  score: number;
  votes_up: number;
  votes_down: number;
  content: string;
  title: string;
  /** ISO date-time. */
  created_at: string;
  verified_buyer: boolean;
  user: {display_name: string};
  images_data?: {id: number; thumb_url: string; original_url: string}[];
  /** The store's public reply. */
  comment?: {id: number; content: string; created_at: string};
}

export interface WireReviewsReply {
  status: WireReviewsStatus;
  response: {
    pagination: WireReviewsPagination;
    bottomline: WireBottomline;
    products: WireReviewedProduct[];
    reviews: WireReview[];
  };
}

/** What Yotpo answers instead of a reply (an unknown app key: HTTP 404 and `status.code` 404). */
export interface WireReviewsError {
  status: WireReviewsStatus;
}
