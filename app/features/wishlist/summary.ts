/** The header badge and the hearts, on every page (the wishlist middleware runs on each navigation). */
export interface WishlistSummary {
  signedIn: boolean;
  email: string | null;
  /** Null when the service could not say. */
  count: number | null;
  /** Numeric product ids in the wishlist. */
  productIds: string[];
}

export const SIGNED_OUT_SUMMARY: WishlistSummary = {signedIn: false, email: null, count: 0, productIds: []};
