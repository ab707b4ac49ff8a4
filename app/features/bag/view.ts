/**
 * What the bag page shows beyond the cart itself, as the loader returns it
 * (built by ./view.server.ts). Components import these types from here.
 */
import type {Attribute, CartLine} from '~/domain/types';
import type {DeliveryRate} from '~/domain/delivery';
import type {BagGroupKind} from '~/domain/bag-groups';
import type {AutoClubDetails, LoyaltyProgramme, MembershipDetails, VelocityDetails} from '~/domain/membership';
import type {BagTotals} from '~/domain/bag-totals';
import type {CheckoutAvailability} from '~/domain/checkout-availability';
import type {ServiceVariant} from '~/services/storefront/bag-settings.server';
import type {VelocityPoints} from '~/services/loyalty/loyalty.server';

export interface BagLineView {
  line: CartLine;
  /**
   * The assembly service this line can have, and its line when added;
   * `priceCents` is what that line is charged, or before it is added, what it would cost.
   */
  assembly: {service: ServiceVariant; lineId: string | null; priceCents: number} | null;
  /** The bonus gift this line offers, and whether it is in the bag. */
  bonus: {variantId: string; productHandle: string | null; added: boolean} | null;
  stock: 'low' | 'insufficient' | null;
  /** Attributes worth showing, e.g. customisations. */
  details: Attribute[];
}

export interface BagGroupView {
  kind: BagGroupKind;
  title: string | null;
  subtitle: string | null;
  /** This group's share of the delivery charge when the bag ships in two deliveries. */
  shippingCents: number | null;
  lines: BagLineView[];
}

/** A delivery option as the bag offers it. */
export interface DeliveryRateView extends DeliveryRate {
  /**
   * What the bag charges for this rate when it is chosen: its price after the member delivery
   * discount, so the chosen rate shows what the summary charges; `priceCents` is its list price.
   */
  chargedCents: number;
}

export interface DeliveryView {
  postcode: string;
  suburb: string;
  rates: DeliveryRateView[];
  selectedCode: string | null;
  /** 'Sorry, delivery isn’t available in your area.' when it is not. */
  unavailableMessage: string | null;
  quickship: {
    eligible: boolean;
    message: string | null;
    cutOffTime: string | null;
    deliveryDay: string | null;
    /** 'Order by 12pm AEDT today and it arrives Monday 30 November.', from the dates above; null when they promise nothing. */
    promise: string | null;
  } | null;
}

export interface BagView {
  groups: BagGroupView[];
  delivery: DeliveryView | null;
  /** The member discount on delivery: dollars, 'Free', or null when it does not apply. */
  memberShipping: number | 'Free' | null;
  /** Only details checkout will honour: the storefront's signature, good today, on the buyer's own cart. */
  membership: {
    member: MembershipDetails | null;
    autoClub: AutoClubDetails | null;
    velocity: VelocityDetails | null;
    points: VelocityPoints | null;
    /** Programmes whose details are on the bag but no longer count (past their day, or the e-mail changed): enter them again. */
    lapsed: LoyaltyProgramme[];
  };
  totals: BagTotals;
  donation: {options: ServiceVariant[]; lineId: string | null; variantId: string | null; amountCents: number};
  /** A message from the shop's quickship messages before any postcode is checked. */
  expressInvite: string | null;
  /**
   * Whether the Checkout link is live: not when the postcode checked has no delivery option
   * (then why, and the store locator for picking up from a store instead).
   */
  checkout: CheckoutAvailability;
}

