/**
 * Yotpo's wire format → the app's review types. The reply is read
 * defensively: a reply without a readable bottomline is unreadable (null),
 * while a single review that cannot be read is dropped rather than shown
 * half-broken.
 */
import {roundAverage, type ProductReviews, type Review} from '~/domain/reviews';
import {decodeEntities} from '~/services/upstream/html-entities';
import type {WireReview, WireReviewsReply} from './wire';

type WireRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A whole number from 0, sent as a number or a digit string. */
function count(value: unknown): number | null {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : null;
}

/** Review text, trimmed; entities decoded, since review platforms often store what shoppers typed HTML-escaped. */
function text(value: unknown): string {
  return typeof value === 'string' ? decodeEntities(value).trim() : '';
}

/** `status.code` when the body has one: Yotpo repeats failures there, even in a 200. */
export function wireStatusCode(body: unknown): number | null {
  return isRecord(body) && isRecord(body.status) ? count(body.status.code) : null;
}

export function toReview(raw: unknown): Review | null {
  if (!isRecord(raw)) return null;
  const wire = raw as Partial<WireReview>;
  const id = count(wire.id);
  const score = count(wire.score);
  const date = typeof wire.created_at === 'string' ? new Date(wire.created_at) : null;
  const content = text(wire.content);
  if (id === null || score === null || score < 1 || score > 5 || !date || Number.isNaN(date.getTime())) return null;
  if (content === '') return null;
  return {
    id: String(id),
    score,
    title: text(wire.title),
    content,
    author: (isRecord(wire.user) ? text(wire.user.display_name) : '') || 'Anonymous',
    date: date.toISOString(),
    verifiedBuyer: wire.verified_buyer === true,
  };
}

/** A reviews.json reply as one page of reviews; null when it is not a successful reply. */
export function toProductReviews(body: unknown): ProductReviews | null {
  if (!isRecord(body) || wireStatusCode(body) !== 200 || !isRecord(body.response)) return null;
  const {bottomline, pagination, reviews} = body.response as Partial<WireReviewsReply['response']>;
  if (!isRecord(bottomline) || !isRecord(pagination)) return null;
  const total = count(bottomline.total_review);
  const average = typeof bottomline.average_score === 'number' ? roundAverage(bottomline.average_score) : null;
  const page = count(pagination.page);
  const perPage = count(pagination.per_page);
  if (total === null || average === null || page === null || page < 1 || perPage === null || perPage < 1) return null;
  return {
    bottomline: {average: total === 0 ? 0 : average, total},
    reviews: (Array.isArray(reviews) ? reviews : []).flatMap((review) => toReview(review) ?? []),
    page,
    perPage,
    total: count(pagination.total) ?? total,
  };
}
