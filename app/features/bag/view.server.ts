import type {AppLoadContext} from '@shopify/remix-oxygen';
import {quickshipPromise} from '~/domain/quickship-promise';
import {chargedLineCents, chargedUnitCents} from '~/domain/charged-line';
import type {BagLineView, BagView, DeliveryRateView, DeliveryView} from './view';
import type {Cart, CartLine} from '~/domain/types';
import {isDonationLine, lineAttribute, visibleLines} from '~/domain/cart-lines';
import {resolveEstimate, shippingEstimateRequest, type DeliveryRate} from '~/domain/delivery';
import {checkoutAvailability} from '~/domain/checkout-availability';
import {groupBagLines} from '~/domain/bag-groups';
import {chargedSplit} from '~/domain/split-shipping';
import {
  parseQuickshipAttr,
  QUICKSHIP_ATTRIBUTE_KEY,
  regionalMessage,
  stockFlags,
  stockQuery,
  type QuickshipAttrs,
} from '~/domain/quickship';
import {
  isMemberCart,
  memberStatus,
  PROGRAMMES,
  type LoyaltyProgramme,
  type VerifiedProgrammes,
  membershipShippingDiscount,
  shippingCentsFor,
} from '~/domain/membership';
import {bagTotals} from '~/domain/bag-totals';
import {goodsSubtotalCents} from '~/domain/checkout-rules/member-delivery';
import {PROGRAMME_ATTRIBUTE} from '~/domain/checkout-rules/programme-details';
import {amountToCents} from '~/domain/money';
import {assemblyOptionFor, findAssemblyLine} from '~/domain/assembly';
import {bonusOffer, hasBonusInBag} from '~/domain/bonus';
import {getBagSettings, type BagSettings} from '~/services/storefront/bag-settings.server';

/** Line attributes shoppers see: customisations, time added, price when added. */
const SHOWN_ATTRIBUTES = ['_added_customization_ids', '_time', '_compare_at_price'] as const;

/**
 * Everything the bag page shows beyond the cart itself: delivery estimate
 * (re-run for the postcode the bag remembers, so rates follow the bag's
 * contents), grouping, member discount, points, totals, assembly, bonus and
 * donation. Optional services that fail leave their part empty.
 */
export async function loadBagView(context: AppLoadContext, cart: Cart, nowMs: number): Promise<BagView> {
  const settings = await getBagSettings(context.storefront).catch((error: unknown) => {
    context.reportError(error, {service: 'storefront', url: 'bag settings'});
    return EMPTY_SETTINGS;
  });
  const lines = cart.lines.nodes;
  const visible = visibleLines(cart);
  const programmes = context.memberDetails.verified(cart, nowMs);
  const status = memberStatus(programmes);
  const isMember = isMemberCart(status);
  const quickship = parseQuickshipAttr(lineAttribute(cart, QUICKSHIP_ATTRIBUTE_KEY), nowMs);

  const [estimate, stock, points] = await Promise.all([
    quickship
      ? context.delivery.estimate(
          shippingEstimateRequest({postcode: quickship.quickshipPostcode, suburb: quickship.suburb, isMember, lines}),
        )
      : Promise.resolve(undefined),
    quickship?.quickshipPostcodeWarehouseId
      ? context.delivery.stock({...stockQuery(visible), warehouseId: quickship.quickshipPostcodeWarehouseId})
      : Promise.resolve([]),
    status.velocity ? context.loyalty.calculatePoints(pointsItems(visible)) : Promise.resolve(null),
  ]);
  const flags = stockFlags(stock);

  const outcome = estimate === undefined ? null : resolveEstimate(estimate, {previousCode: quickship?.shippingRate?.serviceCode});
  const selectedRate = outcome?.available ? outcome.selected : null;
  // The member delivery price's "over $999" is of the goods that ship, before discounts: all checkout can know
  // when it prices delivery (app/domain/checkout-rules/member-delivery.ts).
  const goodsCents = goodsSubtotalCents(
    lines.map((line) => ({
      quantity: line.quantity,
      unitCents: amountToCents(line.cost.amountPerQuantity),
      requiresShipping: line.merchandise.requiresShipping,
    })),
  );
  const memberDiscount = {goodsCents, isMember, membershipDiscountCents: settings.membershipDiscountCents};
  // What the bag charges for delivery: the selected rate after the member delivery discount.
  const shippingCents = shippingCentsFor({...memberDiscount, rate: selectedRate});
  // The two deliveries' shares shown on the page are parts of that charge, so they add up to it.
  const split = chargedSplit(shippingCents ?? 0);
  // Each rate offered at the price the bag would charge for it, so the chosen one matches the summary.
  const chargedRate = (rate: DeliveryRate): DeliveryRateView => ({
    ...rate,
    chargedCents: shippingCentsFor({...memberDiscount, rate}) ?? rate.priceCents,
  });

  const lineView = (line: CartLine): BagLineView => {
    const service = assemblyOptionFor(line, settings.assemblyVariants);
    const assemblyLine = service ? findAssemblyLine(lines, line) : null;
    const offer = bonusOffer(line);
    const sku = line.merchandise.sku ?? '';
    return {
      line,
      assembly: service
        ? {
            service,
            lineId: assemblyLine?.id ?? null,
            // Once added, what Shopify charges for it (as the totals count it); before, what it would cost.
            priceCents: assemblyLine ? chargedLineCents(assemblyLine) : service.priceCents * line.quantity,
          }
        : null,
      bonus: offer
        ? {variantId: offer.variantId, productHandle: offer.productHandle, added: hasBonusInBag(lines, line)}
        : null,
      stock: flags.insufficientStockSkus.includes(sku) ? 'insufficient' : flags.lowStockSkus.includes(sku) ? 'low' : null,
      details: line.attributes.filter(
        (attribute) =>
          (SHOWN_ATTRIBUTES as readonly string[]).includes(attribute.key) && attribute.value.trim() !== '',
      ),
    };
  };

  const groups = groupBagLines(visible, {selectedRate, availableSkus: flags.availableSkus}).map((group) => ({
    kind: group.kind,
    title: group.title,
    subtitle: group.subtitle,
    // Split amounts only when the bag really ships twice.
    shippingCents: group.subtitle ? (group.kind === 'express' ? split.expressCents : split.standardCents) : null,
    lines: group.lines.map(lineView),
  }));

  const donationLine = lines.find(isDonationLine) ?? null;

  return {
    groups,
    delivery: quickship ? deliveryView(quickship, outcome, settings, nowMs, chargedRate) : null,
    memberShipping: membershipShippingDiscount({...memberDiscount, rate: selectedRate}),
    membership: {...programmes, points, lapsed: lapsedProgrammes(cart, programmes)},
    totals: bagTotals({lines, cartDiscountAllocations: cart.discountAllocations, shippingCents}),
    donation: {
      options: settings.donationVariants.filter((variant) => variant.available),
      lineId: donationLine?.id ?? null,
      variantId: donationLine?.merchandise.id ?? null,
      amountCents: donationLine ? amountToCents(donationLine.cost.totalAmount) : 0,
    },
    expressInvite: quickship ? null : regionalMessage(settings.quickshipMessages, null, {postcode: false}),
    checkout: checkoutAvailability(outcome, quickship?.quickshipPostcode ?? null),
  };
}

function deliveryView(
  quickship: QuickshipAttrs,
  outcome: ReturnType<typeof resolveEstimate<DeliveryRate>> | null,
  settings: BagSettings,
  nowMs: number,
  chargedRate: (rate: DeliveryRate) => DeliveryRateView,
): DeliveryView {
  const window = {cutOffTime: quickship.quickshipPostcodeCutOffTime, deliveryDay: quickship.quickshipPostcodeDeliveryDay};
  return {
    postcode: quickship.quickshipPostcode,
    suburb: quickship.suburb,
    rates: outcome?.available ? outcome.rates.map(chargedRate) : [],
    selectedCode: outcome?.available ? outcome.selected.serviceCode : null,
    unavailableMessage: outcome && !outcome.available ? outcome.message : null,
    quickship:
      outcome?.available && outcome.quickshipEligible && quickship.quickshipEligible
        ? {
            eligible: true,
            message: regionalMessage(settings.quickshipMessages, quickship.quickshipRegionCode, {postcode: true}),
            ...window,
            promise: quickshipPromise(window, nowMs),
          }
        : null,
  };
}

/** Programmes whose details are on the bag but not verified: past their day, or the bag's e-mail changed. */
function lapsedProgrammes(cart: Cart, programmes: VerifiedProgrammes): LoyaltyProgramme[] {
  return PROGRAMMES.filter(
    (programme) =>
      programmes[programme] === null &&
      cart.attributes.some((attribute) => attribute.key === PROGRAMME_ATTRIBUTE[programme] && attribute.value.trim() !== ''),
  );
}

function pointsItems(lines: CartLine[]) {
  return lines.flatMap((line) =>
    line.merchandise.sku
      ? [{sku: line.merchandise.sku, priceCents: chargedUnitCents(line), quantity: line.quantity}]
      : [],
  );
}

const EMPTY_SETTINGS: BagSettings = {
  membershipDiscountCents: 0,
  quickshipMessages: {},
  deliveryService: null,
  assemblyVariants: [],
  donationVariants: [],
};
