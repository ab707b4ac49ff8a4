import {Link} from '@remix-run/react';
import type {ProductSummary} from '~/domain/types';
import {productUrl} from '~/domain/variant-options';
import {ProductImage} from '~/ui/components/common/ProductImage';
import {ProductBadges} from '~/ui/components/campaign/ProductBadges';
import {TileRating} from '~/ui/components/reviews/TileRating';
import {CampaignPrice} from './Price';
import {HeartButton} from '~/ui/components/wishlist/HeartButton';
import {usePrefetch} from '~/ui/hooks/use-prefetch';

/** A listing tile: image with badges, title, vendor, stars where the rating is known, campaign price. Collection grids and catalogue slices use it. */
export function ProductTile({
  product,
  eager = false,
  onSelect,
}: {
  product: ProductSummary;
  eager?: boolean;
  /** Called when the shopper follows the tile's link (click tracking). */
  onSelect?: () => void;
}) {
  // Skipped on 2g or with data saver on: a slow connection is not spent on pages the shopper may not open.
  const prefetch = usePrefetch();
  return (
    <article className="group relative flex flex-col" data-testid="product-tile">
      <div className="relative overflow-hidden rounded bg-neutral-50">
        <ProductImage
          image={product.image}
          alt={product.title}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          maxWidth={720}
          eager={eager}
          className="aspect-square w-full object-cover transition-transform group-hover:scale-105"
        />
        <ProductBadges product={product} className="absolute left-2 right-12 top-2" />
        {/* Above the tile's link overlay, so it can be pressed on its own. */}
        <HeartButton
          product={product}
          variantId={product.defaultVariantId}
          price={Number(product.price.amount)}
          origin="PRODUCT_TILE"
          className="absolute right-2 top-2 z-10"
        />
      </div>
      <h3 className="mt-3 text-sm font-semibold">
        <Link
          to={productUrl(product.handle, product.defaultVariantId)}
          prefetch={prefetch}
          className="after:absolute after:inset-0"
          onClick={onSelect}
        >
          {product.title}
        </Link>
      </h3>
      <p className="text-xs text-neutral-500">{product.vendor}</p>
      <TileRating rating={product.rating} />
      <div className="mt-1">
        <CampaignPrice product={product} placement="tile" from={product.priceVaries} />
      </div>
      {product.availableForSale ? null : <p className="text-xs font-semibold text-neutral-500">Sold out</p>}
    </article>
  );
}

export function ProductGrid<P extends ProductSummary>({
  products,
  onSelect,
}: {
  products: P[];
  onSelect?: (product: P) => void;
}) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile product={product} eager={index < 4} onSelect={onSelect ? () => onSelect(product) : undefined} />
        </li>
      ))}
    </ul>
  );
}
