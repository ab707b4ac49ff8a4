import {describe, expect, it} from 'vitest';
import {countdownParts, shouldShowCampaignBanner} from './countdown';

const END = Date.UTC(2030, 11, 31, 23, 59, 59);
const SECOND = 1000;
const DAY = 86_400_000;

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = END - (2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5 * SECOND);
    expect(countdownParts(END, now)).toEqual({days: 2, hours: 3, minutes: 4, seconds: 5, totalMs: END - now});
  });

  it('rounds a part-second up, so the last second reads 1 and never 0', () => {
    expect(countdownParts(END, END - 1)).toEqual({days: 0, hours: 0, minutes: 0, seconds: 1, totalMs: 1});
    expect(countdownParts(END, END - 1500)).toMatchObject({seconds: 2});
    expect(countdownParts(END, END - 60 * SECOND + 1)).toMatchObject({minutes: 1, seconds: 0});
  });

  it('is exactly one day at one day out', () => {
    expect(countdownParts(END, END - DAY)).toMatchObject({days: 1, hours: 0, minutes: 0, seconds: 0});
  });

  it('is null when no time remains', () => {
    expect(countdownParts(END, END)).toBeNull();
    expect(countdownParts(END, END + SECOND)).toBeNull();
    expect(countdownParts(Number.NaN, END)).toBeNull();
  });
});

describe('shouldShowCampaignBanner', () => {
  const banner = {text: 'Spring Sale ends soon', endsAt: new Date(END).toISOString()};

  it('shows while time remains and the text is not blank', () => {
    expect(shouldShowCampaignBanner(banner, END - SECOND)).toBe(true);
  });

  it('hides when the countdown reaches zero', () => {
    expect(shouldShowCampaignBanner(banner, END)).toBe(false);
    expect(shouldShowCampaignBanner(banner, END + SECOND)).toBe(false);
  });

  it('hides an empty or blank text', () => {
    expect(shouldShowCampaignBanner({...banner, text: ''}, END - DAY)).toBe(false);
    expect(shouldShowCampaignBanner({...banner, text: ' \n '}, END - DAY)).toBe(false);
  });

  it('hides without a banner or with an unreadable end', () => {
    expect(shouldShowCampaignBanner(null, END - DAY)).toBe(false);
    expect(shouldShowCampaignBanner({...banner, endsAt: 'soon'}, END - DAY)).toBe(false);
  });
});
