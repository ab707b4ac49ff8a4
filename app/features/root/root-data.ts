/**
 * What the root loader gives every page (header content, the cart and mini
 * cart, the flashed bag notice, campaigns, A/B test variations). The root
 * route returns exactly this shape; components read it through `useRootData`
 * (~/ui/hooks/root-data) and never import the root route module itself.
 */
import type {ShopAnalytics} from '@shopify/hydrogen';
import type {BagOutcome} from '~/features/bag/outcome';
import type {WishlistOutcome} from '~/features/wishlist/outcome';
import type {WishlistSummary} from '~/features/wishlist/summary';
import type {CampaignBanner} from '~/domain/countdown';
import type {ExperimentAssignment} from '~/domain/experiments';
import type {Cart, MiniCart} from '~/domain/types';
import type {Platform} from '~/domain/platform';
import type {CampaignSettings, PriceShopper} from '~/domain/campaigns';
import type {SiteHeader} from '~/domain/content-types';

export interface RootData {
  brandName: string;
  header: SiteHeader | null;
  cart: Cart | null;
  /** Whose prices the pages show: a member or Velocity bag's (read from the cart's attributes on the server). */
  shopper: PriceShopper;
  /** Shopify could not be asked for the bag: it is not empty, just out of reach for a moment. */
  bagUnavailable: boolean;
  miniCart: MiniCart;
  platform: Platform;
  bagNotice: BagOutcome | null;
  /** The signed-in member's wishlist badge and hearts (signed out: empty). */
  wishlist: WishlistSummary;
  /** The outcome of the last no-JS wishlist post, once. */
  wishlistNotice: WishlistOutcome | null;
  campaignSettings: CampaignSettings;
  campaignBanner: CampaignBanner | null;
  /** The visitor's variation of each running A/B test (ids only); empty when experiments are down. */
  experiments: ExperimentAssignment[];
  /** The request time (ms) the page's prices and countdown are worked out at. */
  now: number;
  /** A Prismic preview session's toolbar (the page shows drafts), or null. */
  preview: {toolbarSrc: string} | null;
  /** Hydrogen Analytics.Provider's shop (null with the Storefront stand-in) and consent settings. */
  analytics: {
    shop: Promise<ShopAnalytics | null> | null;
    consent: {
      checkoutDomain: string;
      storefrontAccessToken: string;
      withPrivacyBanner: boolean;
      country: 'AU';
      language: 'EN';
    };
  };
}

