/** The wishlist page's data (loadWishlistPage in ./view.server builds it). Browser-safe. */
import type {ImageRef, Money, ProductMeta, SelectedOption} from '~/domain/types';

export interface WishlistEntry {
  ref: string;
  productId: string;
  variantId: string;
  handle: string;
  title: string;
  variantTitle: string;
  options: SelectedOption[];
  image: ImageRef | null;
  /** What campaign pricing reads. */
  priced: {price: Money; compareAtPrice: Money | null; tags: string[]; meta: ProductMeta};
  availableForSale: boolean;
  /** The product's variants, for 'change variant'. */
  variants: {id: string; title: string; availableForSale: boolean}[];
}

export type WishlistPage =
  | {signedIn: false}
  | {
      signedIn: true;
      email: string;
      /** Null when the wishlist service could not be reached. */
      entries: WishlistEntry[] | null;
      /** The next page's cursor, null on the last page. */
      nextAfter: string | null;
      /** The cursor this page was asked with (null: the first page). */
      after: string | null;
    };
