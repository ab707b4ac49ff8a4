import type {ProductSummary} from '~/domain/types';
import {ProductTile} from '~/ui/components/product/ProductTile';

/** The tile catalogue slices draw (home, campaign pages); the first two load eagerly (above the fold). */
export function SliceProductTile({product, position}: {product: ProductSummary; position: number}) {
  return <ProductTile product={product} eager={position < 2} />;
}
