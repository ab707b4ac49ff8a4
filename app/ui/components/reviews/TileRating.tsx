import {ratingLabel, reviewCountLabel} from '~/domain/reviews';
import type {ProductSummary} from '~/domain/types';
import {Stars} from './Stars';

/** A tile's stars and review count; nothing unless the tile's source knows a rating with reviews. */
export function TileRating({rating}: {rating: ProductSummary['rating']}) {
  if (!rating || rating.count === 0) return null;
  return (
    <p className="mt-1 flex items-center gap-1 text-xs text-neutral-600" data-testid="tile-rating">
      <Stars score={rating.average} label={`${ratingLabel(rating.average)}, ${reviewCountLabel(rating.count)}`} size="sm" />
      <span aria-hidden="true">{`(${rating.count})`}</span>
    </p>
  );
}
