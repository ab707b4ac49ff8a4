/**
 * Campaign state for the whole page: the campaign settings list and the app
 * settings, kept at the root.
 *
 * The root loader sends every campaign, the app settings and `now` (the
 * request time). <CampaignProvider> evaluates the ACTIVE list at that `now`
 * for the first render, so the server's HTML and the browser's first render
 * agree (correct prices without JS, no hydration mismatch, no flash). With
 * JS, it then re-evaluates from the browser's clock every CAMPAIGN_REFRESH_MS
 * and keeps the list unless `sameCampaignList` says it changed, so a campaign
 * that starts or ends while the page is open re-prices the page.
 *
 * A route can pin the clock (the campaign preview shows the store at a
 * campaign's start): its loader returns `{[PINNED_CLOCK_FIELD]: epochMs}`.
 */
import {createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {useMatches} from '@remix-run/react';
import {
  activeCampaigns,
  CAMPAIGN_REFRESH_MS,
  EMPTY_APP_SETTINGS,
  GUEST_SHOPPER,
  sameCampaignList,
  type AppSettings,
  type Campaign,
  type PricedProduct,
  type PriceShopper,
  type PriceView,
} from '~/domain/campaigns';
import {campaignPricing} from '~/domain/campaign-pricing';
import {addToBagOverride, badgesBesidePrice, productBadges, type AddToBagOverride, type Badge} from '~/domain/badges';
import {useHydrated} from './use-hydrated';
import {PINNED_CLOCK_FIELD} from '~/domain/campaign-preview';

export {PINNED_CLOCK_FIELD};

export interface CampaignContextValue {
  /** The campaigns active at the page's clock, in content order. */
  active: readonly Campaign[];
  appSettings: AppSettings;
  /** The time the first render used: the request time, or the pinned time. */
  renderedAt: number;
  /** Set when a route pinned the clock: nothing ticks, everything is evaluated at this time. */
  pinnedAt: number | null;
  /** Whether this shopper's bag gets member and Velocity prices (their cart's verified details). */
  shopper: PriceShopper;
}

/**
 * Outside a provider (the root loader failed, or a component rendered on its
 * own) no campaign applies: products show their Shopify prices.
 */
const CampaignContext = createContext<CampaignContextValue>({
  active: [],
  appSettings: EMPTY_APP_SETTINGS,
  renderedAt: 0,
  pinnedAt: null,
  shopper: GUEST_SHOPPER,
});

/** The time a route pinned the campaign clock to, from the matched routes' loader data. */
export function usePinnedCampaignClock(): number | null {
  const matches = useMatches();
  for (const match of matches) {
    const data = match.data as Record<string, unknown> | null | undefined;
    const pinned = data && typeof data === 'object' ? data[PINNED_CLOCK_FIELD] : undefined;
    if (typeof pinned === 'number' && Number.isFinite(pinned)) return pinned;
  }
  return null;
}

export interface CampaignProviderProps {
  /** Every usable campaign, active or not (the root loader's campaignSettings.campaigns). */
  campaigns: readonly Campaign[];
  appSettings: AppSettings;
  /** The request time in epoch ms, from the root loader. */
  now: number;
  /** Member and Velocity prices for this shopper (from their bag); a guest without. */
  shopper?: PriceShopper;
  children?: ReactNode;
}

export function CampaignProvider({campaigns, appSettings, now, shopper = GUEST_SHOPPER, children}: CampaignProviderProps) {
  const pinnedAt = usePinnedCampaignClock();
  const [renderedAt] = useState(now);
  const [live, setLive] = useState<readonly Campaign[]>(() => activeCampaigns(campaigns, now));

  useEffect(() => {
    if (pinnedAt !== null) return;
    const refresh = () =>
      setLive((current) => {
        const next = activeCampaigns(campaigns, Date.now());
        return sameCampaignList(current, next) ? current : next;
      });
    // At once too: the browser's clock takes over from the request time (and new
    // campaigns from a revalidation apply without waiting a second).
    refresh();
    const timer = setInterval(refresh, CAMPAIGN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [campaigns, pinnedAt]);

  // Pinned: worked out during render, so navigating into the preview never shows live prices first.
  const pinned = useMemo(() => (pinnedAt === null ? null : activeCampaigns(campaigns, pinnedAt)), [campaigns, pinnedAt]);
  const active = pinned ?? live;

  // By value: a revalidated cart is a new object, the same shopper.
  const {member, velocity} = shopper;
  const value = useMemo<CampaignContextValue>(
    () => ({active, appSettings, renderedAt: pinnedAt ?? renderedAt, pinnedAt, shopper: {member, velocity}}),
    [active, appSettings, renderedAt, pinnedAt, member, velocity],
  );
  return createElement(CampaignContext.Provider, {value}, children);
}

export function useCampaigns(): CampaignContextValue {
  return useContext(CampaignContext);
}

/** What a price display shows for a product, variant or bag line under the active campaigns, to this shopper. */
export function useCampaignPricing(product: PricedProduct): PriceView {
  const {active, shopper} = useCampaigns();
  return campaignPricing(product, active, shopper);
}

/**
 * The product's badges (its own badge metafields, then app settings' badge_group by tag), less any its price
 * block already names.
 */
export function useBadges(product: PricedProduct): Badge[] {
  const {appSettings} = useCampaigns();
  return badgesBesidePrice(productBadges(product, appSettings.badges), useCampaignPricing(product));
}

/** The link button that replaces add-to-bag for a tagged product (tag_base_add_to_cart), or null. */
export function useAddToBagOverride(tags: readonly string[]): AddToBagOverride | null {
  const {appSettings} = useCampaigns();
  return addToBagOverride(tags, appSettings.addToBag);
}

/**
 * The campaign clock for a countdown: the render time during the server render
 * and hydration, then the browser's clock every `tickMs`. Pinned, it stays put.
 */
export function useCampaignClock(tickMs: number): number {
  const {renderedAt, pinnedAt} = useCampaigns();
  const hydrated = useHydrated();
  // Mounted after hydration (a client navigation): the request time is stale, the browser's clock is not.
  const [now, setNow] = useState(() => pinnedAt ?? (hydrated ? Date.now() : renderedAt));

  useEffect(() => {
    if (pinnedAt !== null) {
      setNow(pinnedAt);
      return;
    }
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [pinnedAt, tickMs]);

  return pinnedAt ?? now;
}
