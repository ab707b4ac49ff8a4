import {Await, Link, useLocation} from '@remix-run/react';
import {Suspense, type ReactNode} from 'react';
import {
  ratingLabel,
  reviewCountLabel,
  reviewPageCount,
  reviewsPageHref,
  REVIEWS_SECTION_ID,
  type ProductReviews,
  type Review,
} from '~/domain/reviews';
import {formatLongDate} from '~/domain/format';
import {Stars} from './Stars';

/** What the product loader hands over: the reviews when quick, else the promise it streams. */
type LoadedReviews = ProductReviews | null | Promise<ProductReviews | null>;

/**
 * Renders `children` once the reviews are there. Nothing while they stream,
 * when the product has none, or when the lookup failed (a failed lookup is
 * reported and otherwise ignored).
 */
function WithReviews({reviews, children}: {reviews: LoadedReviews; children: (reviews: ProductReviews) => ReactNode}) {
  return (
    <Suspense fallback={null}>
      <Await resolve={reviews} errorElement={null}>
        {(loaded) => (loaded && loaded.bottomline.total > 0 ? children(loaded) : null)}
      </Await>
    </Suspense>
  );
}

/** The stars and review count beside the product title, linking down to the reviews. */
export function ReviewsBottomline({reviews}: {reviews: LoadedReviews}) {
  return (
    <WithReviews reviews={reviews}>
      {({bottomline}) => (
        <a
          href={`#${REVIEWS_SECTION_ID}`}
          className="mt-2 inline-flex items-center gap-2 text-sm text-neutral-700 hover:text-brand"
          data-testid="reviews-bottomline"
        >
          <Stars score={bottomline.average} label={ratingLabel(bottomline.average)} />
          <span aria-hidden="true">{bottomline.average.toFixed(1)}</span>
          <span className="underline">{reviewCountLabel(bottomline.total)}</span>
        </a>
      )}
    </WithReviews>
  );
}

/** The product's reviews, a page at a time (`?reviews_page=`), paged by links that work without JavaScript. */
export function ReviewsSection({reviews}: {reviews: LoadedReviews}) {
  return <WithReviews reviews={reviews}>{(loaded) => <ReviewsList reviews={loaded} />}</WithReviews>;
}

function ReviewsList({reviews}: {reviews: ProductReviews}) {
  const {bottomline} = reviews;
  return (
    <section
      id={REVIEWS_SECTION_ID}
      aria-labelledby="reviews-heading"
      className="container-page scroll-mt-24 border-t border-neutral-200 py-10"
      data-testid="reviews"
    >
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <h2 id="reviews-heading" className="text-2xl font-bold text-brand">
          Reviews
        </h2>
        <p className="flex items-center gap-2 text-sm text-neutral-700">
          <Stars score={bottomline.average} label={ratingLabel(bottomline.average)} size="lg" />
          <span>{`${bottomline.average.toFixed(1)} out of 5, from ${reviewCountLabel(bottomline.total)}`}</span>
        </p>
      </div>
      {reviews.reviews.length > 0 ? (
        <ol className="mt-6 divide-y divide-neutral-200">
          {reviews.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ol>
      ) : (
        <p className="mt-6 text-sm text-neutral-700">There are no reviews on this page.</p>
      )}
      <ReviewPager reviews={reviews} />
    </section>
  );
}

function ReviewItem({review}: {review: Review}) {
  return (
    <li className="py-5" data-testid="review">
      <Stars score={review.score} label={ratingLabel(review.score)} size="sm" />
      {review.title ? <h3 className="mt-2 font-semibold">{review.title}</h3> : null}
      <p className="mt-1 whitespace-pre-line text-sm text-neutral-800">{review.content}</p>
      <p className="mt-2 text-xs text-neutral-600">
        {review.author}
        {review.verifiedBuyer ? ' · Verified buyer' : null}
        {' · '}
        <time dateTime={review.date}>{formatLongDate(review.date)}</time>
      </p>
    </li>
  );
}

/** Previous and next links keep the page's other parameters (e.g. `variant`). */
function ReviewPager({reviews}: {reviews: ProductReviews}) {
  const {search} = useLocation();
  const pages = reviewPageCount(reviews);
  const {page} = reviews;
  if (pages === 1 && page === 1) return null;
  // Past the last page (a stale or typed-in link), "previous" goes back to the last one.
  const previous = Math.min(page - 1, pages);
  const link = 'rounded border border-neutral-300 px-4 py-2 hover:border-brand';
  return (
    <nav aria-label="Review pages" className="mt-6 flex items-center justify-between gap-4 text-sm">
      {previous >= 1 ? (
        <Link to={reviewsPageHref(search, previous)} preventScrollReset rel="prev" className={link}>
          Previous reviews
        </Link>
      ) : (
        <span />
      )}
      {page <= pages ? <p>{`Page ${page} of ${pages}`}</p> : null}
      {page < pages ? (
        <Link to={reviewsPageHref(search, page + 1)} preventScrollReset rel="next" className={link}>
          Next reviews
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
