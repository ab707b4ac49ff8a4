/**
 * The campaign banner's countdown: text and a days/hours/minutes/seconds
 * countdown ticking every second, shown only while time remains and the text
 * is not blank. Pure: the time is passed in.
 */

/** The countdown ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;

/** The campaign_banner document, reshaped by the content service. */
export interface CampaignBanner {
  /** Trimmed; never blank when it comes from the content service. */
  text: string;
  /** When the countdown reaches zero, as an ISO string in UTC ('2030-12-31T23:59:59.000Z'). */
  endsAt: string;
  textColour: string | null;
  backgroundColour: string | null;
  /** A CSS length ('16px'), or null for the default. */
  fontSize: string | null;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds left, > 0. */
  totalMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Time left until `endsAtMs`, or null when none remains. Seconds round up, so
 * the display reads 0d 0h 0m 1s during the last second and the banner goes
 * away as the count would reach zero (it never shows all zeros).
 */
export function countdownParts(endsAtMs: number, nowMs: number): CountdownParts | null {
  const totalMs = endsAtMs - nowMs;
  if (!Number.isFinite(totalMs) || totalMs <= 0) return null;
  const wholeSeconds = Math.ceil(totalMs / SECOND) * SECOND;
  return {
    days: Math.floor(wholeSeconds / DAY),
    hours: Math.floor((wholeSeconds % DAY) / HOUR),
    minutes: Math.floor((wholeSeconds % HOUR) / MINUTE),
    seconds: Math.floor((wholeSeconds % MINUTE) / SECOND),
    totalMs,
  };
}

/** Shown only while the remaining time is positive and the text is not blank. */
export function shouldShowCampaignBanner(
  banner: Pick<CampaignBanner, 'text' | 'endsAt'> | null | undefined,
  nowMs: number,
): boolean {
  if (!banner || banner.text.trim() === '') return false;
  return countdownParts(Date.parse(banner.endsAt), nowMs) !== null;
}
