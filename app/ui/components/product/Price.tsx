/**
 * The one price display under campaign pricing: product tiles, the product
 * page and bag lines all render <CampaignPrice>, driven by `campaignPricing`
 * under the page's active campaigns and the shopper's membership, so a product
 * shows the same price and labels everywhere, and the price shown is the price
 * checkout charges this shopper.
 */
import type {PricedProduct, PriceView} from '~/domain/campaigns';
import {SALE_COLOUR} from '~/domain/campaigns';
import {formatMoney} from '~/domain/format';
import type {Money} from '~/domain/types';
import {useCampaignPricing} from '~/ui/hooks/campaigns';
import {centsToMoney, parseCents} from '~/domain/money';
import {labelStyle, readableTextColour} from '~/ui/components/campaign/contrast';

/**
 * - tile: saleTileTitle (saleTileTitleMobile below 768 px), the price, and
 *   plpSaleBody for campaigns with enhancedUI (content's switch for the richer tile);
 * - pdp: pdpSaleTitle, the price (in the campaign's sale price block when
 *   pdpSalePrice is on), pdpSaleBody;
 * - bag: the tile title and the unit price, compact.
 */
export type PricePlacement = 'tile' | 'pdp' | 'bag';

export interface CampaignPriceProps {
  /** A product, variant or bag line: its own price, compare-at, tags and campaign metafields. */
  product: PricedProduct;
  placement: PricePlacement;
  /** "From" before the price when variants differ in price (tiles). */
  from?: boolean;
}

export function CampaignPrice({product, placement, from = false}: CampaignPriceProps) {
  const view = useCampaignPricing(product);
  return <PriceDisplay view={view} placement={placement} from={from} />;
}

/** What <CampaignPrice> draws, for a PriceView worked out elsewhere. */
export function PriceDisplay({view, placement, from = false}: {view: PriceView; placement: PricePlacement; from?: boolean}) {
  const colour = view.kind ? readableTextColour(view.saleColour) : null;
  return (
    <div className="flex flex-col gap-1" data-testid="campaign-price" data-campaign-kind={view.kind ?? 'none'}>
      {placement === 'pdp' ? <PdpPrice view={view} colour={colour} /> : null}
      {placement === 'tile' ? <TilePrice view={view} colour={colour} from={from} /> : null}
      {placement === 'bag' ? <BagPrice view={view} colour={colour} /> : null}
    </div>
  );
}

function TilePrice({view, colour, from}: {view: PriceView; colour: string | null; from: boolean}) {
  return (
    <>
      {view.tileTitle ? (
        <p>
          {view.tileTitleMobile && view.tileTitleMobile !== view.tileTitle ? (
            <>
              <SaleTitle view={view} className="md:hidden">
                {view.tileTitleMobile}
              </SaleTitle>
              <SaleTitle view={view} className="hidden md:inline-block">
                {view.tileTitle}
              </SaleTitle>
            </>
          ) : (
            <SaleTitle view={view}>{view.tileTitle}</SaleTitle>
          )}
        </p>
      ) : null}
      <PriceLine view={view} price={view.price} colour={colour} from={from} size="base" />
      <OfferLine view={view} colour={colour} />
      {view.enhancedUI && view.plpBody ? (
        <p className="text-xs text-neutral-600" data-testid="sale-body">
          {view.plpBody}
        </p>
      ) : null}
    </>
  );
}

function PdpPrice({view, colour}: {view: PriceView; colour: string | null}) {
  const saving = view.compareAtPrice ? difference(view.compareAtPrice, view.price) : null;
  const line = <PriceLine view={view} price={view.price} colour={colour} size="lg" />;
  return (
    <>
      {view.pdpTitle ? (
        <p>
          <SaleTitle view={view} className="text-sm">
            {view.pdpTitle}
          </SaleTitle>
        </p>
      ) : null}
      {view.pdpShowSalePrice ? (
        <div
          className="rounded border-2 px-4 py-3"
          style={{borderColor: view.saleColour ?? SALE_COLOUR}}
          data-testid="sale-price-block"
        >
          {line}
          {saving ? (
            <p className="text-sm font-semibold" style={colour ? {color: colour} : undefined}>
              {`You save ${saving}`}
            </p>
          ) : null}
        </div>
      ) : (
        line
      )}
      <OfferLine view={view} colour={colour} />
      {view.pdpBody && !chargedProgrammePrice(view) ? (
        <p className="text-sm text-neutral-700" data-testid="sale-body">
          {view.pdpBody}
        </p>
      ) : null}
    </>
  );
}

/** The bag: the title, the unit price this bag is charged, and a members' price it could get. */
function BagPrice({view, colour}: {view: PriceView; colour: string | null}) {
  return (
    <>
      {view.tileTitle ? (
        <p>
          <SaleTitle view={view}>{view.tileTitle}</SaleTitle>
        </p>
      ) : null}
      <PriceLine view={view} price={view.price} colour={colour} size="sm" />
      <OfferLine view={view} colour={colour} />
    </>
  );
}

/** A member or Velocity campaign whose price this shopper is already charged: its "join to get it" copy is not for them. */
function chargedProgrammePrice(view: PriceView): boolean {
  return (view.kind === 'member' || view.kind === 'velocity') && view.offer === null;
}

/**
 * A member or Velocity price this shopper does not get yet (checkout charges it only to a bag with verified
 * details): named beside the price they pay, so the price shown is always the price charged.
 */
function OfferLine({view, colour}: {view: PriceView; colour: string | null}) {
  if (!view.offer) return null;
  const label = view.tileTitle ?? view.saleTitle ?? (view.offer.programme === 'member' ? 'Member price' : 'Velocity price');
  return (
    <p className="text-sm font-semibold" style={colour ? {color: colour} : undefined} data-testid="members-price">
      {`${label}: ${formatMoney(view.offer.price)}`}
    </p>
  );
}

function SaleTitle({view, className = '', children}: {view: PriceView; className?: string; children: string}) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide ${className}`}
      style={labelStyle(view.saleColour, SALE_COLOUR)}
      data-testid="sale-title"
    >
      {children}
    </span>
  );
}

const SIZE_CLASS = {sm: 'text-sm', base: 'text-base', lg: 'text-2xl'} as const;

function PriceLine({
  view,
  price,
  colour,
  from = false,
  size,
}: {
  view: PriceView;
  price: Money;
  colour: string | null;
  from?: boolean;
  size: keyof typeof SIZE_CLASS;
}) {
  const shown = formatMoney(price);
  // A price that is not a number shows nothing.
  if (!shown) return null;
  const compareAt = view.compareAtPrice ? formatMoney(view.compareAtPrice) : '';
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${SIZE_CLASS[size]}`}>
      <span className="font-bold" style={colour ? {color: colour} : undefined} data-testid="price">
        {from ? <span className="mr-1 text-sm font-normal">From</span> : null}
        {shown}
      </span>
      {compareAt ? (
        <span className="text-sm text-neutral-600">
          {view.rrpText ? (
            <span className="mr-1" data-testid="rrp-text">
              {view.rrpText}
            </span>
          ) : (
            <span className="sr-only">Was </span>
          )}
          <s data-testid="compare-at-price">{compareAt}</s>
        </span>
      ) : null}
    </p>
  );
}

/** `a − b` formatted, in whole cents; '' when either is not a number or a is not above b. */
function difference(a: Money, b: Money): string {
  const [from, to] = [parseCents(a), parseCents(b)];
  const saving = from !== null && to !== null ? from - to : 0;
  return saving > 0 ? formatMoney(centsToMoney(saving, b.currencyCode)) : '';
}
