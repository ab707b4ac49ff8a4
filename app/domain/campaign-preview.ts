/**
 * /preview/campaign-sale/{handle?}: which campaign to preview, and how to
 * say when it starts. Pure: the time is passed in.
 */
import type {Campaign} from '~/domain/campaigns';
import {DEFAULT_TIME_ZONE, formatLongDate} from '~/domain/format';

/**
 * The campaign named by `handle`; without a handle, the next enabled campaign
 * to start after `nowMs` (the earliest start; content order breaks a tie).
 * Null when the handle names no campaign or none is scheduled.
 */
export function campaignToPreview(campaigns: readonly Campaign[], handle: string | null, nowMs: number): Campaign | null {
  if (handle !== null) return campaigns.find((campaign) => campaign.handle === handle) ?? null;
  let next: Campaign | null = null;
  for (const campaign of campaigns) {
    if (!campaign.enableCampaign || campaign.startTime <= nowMs) continue;
    if (next === null || campaign.startTime < next.startTime) next = campaign;
  }
  return next;
}

// Pure: a module that only wants PINNED_CLOCK_FIELD (the shell's campaign clock) does not carry the formatter.
const sydneyClock = /* @__PURE__ */ new Intl.DateTimeFormat('en-AU', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: DEFAULT_TIME_ZONE,
});

/**
 * '1 June 2030, 10:00 Sydney time'. Digits only for the time, so the server's
 * and the browser's Intl data cannot disagree on am/pm spacing at hydration.
 */
export function formatCampaignTime(epochMs: number): string {
  const date = new Date(epochMs);
  if (Number.isNaN(date.getTime())) return '';
  const parts = sydneyClock.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${formatLongDate(date)}, ${part('hour')}:${part('minute')} Sydney time`;
}

/** The loader-data field through which a route pins the campaign clock (epoch ms). */
export const PINNED_CLOCK_FIELD = 'campaignClockPinnedAt';
