/**
 * Yotpo's wire format → the app's review types, read by zod schemas. A reply without a readable status,
 * bottomline or pagination is unreadable (null), while a single review that cannot be read is dropped
 * rather than shown half-broken.
 */
import * as z from 'zod/mini';
import {roundAverage, type ProductReviews, type Review} from '~/domain/reviews';
import {decodeEntities} from '~/services/upstream/html-entities';

/** A whole number from 0, sent as a number or a digit string. */
const count = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.regex(/^\s*\d+\s*$/)), z.transform((value) => Number(value)))]),
  z.int().check(z.gte(0)),
);

/** Review text, trimmed; entities decoded, since review platforms often store what shoppers typed HTML-escaped. */
const text = z.catch(z.pipe(z.string(), z.transform((value) => decodeEntities(value).trim())), '');

/** An ISO date-time that names a real instant. */
const dateTime = z.pipe(z.pipe(z.string(), z.transform((value) => new Date(value))), z.date());

/** One review; one without an id, a score from 1 to 5, a date or any content is not shown. */
const review = z.pipe(
  z.object({
    id: count,
    score: count.check(z.gte(1), z.lte(5)),
    created_at: dateTime,
    content: z.pipe(text, z.string().check(z.minLength(1))),
    title: text,
    user: z.catch(z.object({display_name: text}), {display_name: ''}),
    verified_buyer: z.transform((value: unknown) => value === true),
  }),
  z.transform(
    (wire): Review => ({
      id: String(wire.id),
      score: wire.score,
      title: wire.title,
      content: wire.content,
      author: wire.user.display_name || 'Anonymous',
      date: wire.created_at.toISOString(),
      verifiedBuyer: wire.verified_buyer,
    }),
  ),
);

/** `status`: Yotpo repeats a failure's HTTP status in `code`, even in a 200. */
const wireStatus = z.object({status: z.object({code: count})});

/** The mean score, a number only, rounded to one decimal. */
const averageScore = z.pipe(z.pipe(z.number(), z.transform(roundAverage)), z.number());

/** A successful reviews.json reply: status 200 and its bottomline and pagination. */
const reviewsReply = z.object({
  status: z.object({code: z.pipe(count, z.literal(200))}),
  response: z.object({
    bottomline: z.object({total_review: count, average_score: averageScore}),
    pagination: z.object({
      page: count.check(z.gte(1)),
      per_page: count.check(z.gte(1)),
      total: z.catch(z.nullable(count), null),
    }),
    reviews: z.pipe(
      z.catch(z.array(z.catch(z.nullable(review), null)), []),
      z.transform((reviews) => reviews.filter((read) => read !== null)),
    ),
  }),
});

/** `status.code` when the body has one: Yotpo repeats failures there, even in a 200. */
export function wireStatusCode(body: unknown): number | null {
  const read = wireStatus.safeParse(body);
  return read.success ? read.data.status.code : null;
}

export function toReview(raw: unknown): Review | null {
  const read = review.safeParse(raw);
  return read.success ? read.data : null;
}

/** A reviews.json reply as one page of reviews; null when it is not a successful reply. */
export function toProductReviews(body: unknown): ProductReviews | null {
  const read = reviewsReply.safeParse(body);
  if (!read.success) return null;
  const {bottomline, pagination, reviews} = read.data.response;
  const total = bottomline.total_review;
  return {
    bottomline: {average: total === 0 ? 0 : bottomline.average_score, total},
    reviews,
    page: pagination.page,
    perPage: pagination.per_page,
    total: pagination.total ?? total,
  };
}
