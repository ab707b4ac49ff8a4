import type {PricedProduct} from '~/domain/campaigns';
import {useBadges} from '~/ui/hooks/campaigns';
import {labelStyle} from './contrast';

/** Badges without a colour of their own use the brand colour. */
const DEFAULT_BADGE_COLOUR = '#1F2A44';

/**
 * A product's badges (app settings' badge_group by tag, and its own badge
 * metafields), as small labels, less any its price block already names. Nothing when it has none.
 */
export function ProductBadges({product, className = ''}: {product: PricedProduct; className?: string}) {
  const badges = useBadges(product);
  if (badges.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label="Product badges">
      {badges.map((badge) => (
        <li
          key={badge.title}
          className="rounded px-2 py-1 text-xs font-bold uppercase tracking-wide"
          style={labelStyle(badge.colour, DEFAULT_BADGE_COLOUR)}
          data-testid="product-badge"
        >
          {badge.title}
        </li>
      ))}
    </ul>
  );
}
