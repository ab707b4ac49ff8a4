import {describe, expect, it} from 'vitest';
import {parseCampaigns} from '~/domain/campaign-parsing';
import {activeCampaigns, type RawCampaign} from '~/domain/campaigns';
import {DEMO_HORIZON_DAYS, FIXTURE_HORIZON, FIXTURE_NOW, createDemoDates, demoDatesMode, moveToToday} from './demo-dates';
import campaignSettings from './fixtures/content/campaign-settings.json';
import banner from './fixtures/content/layout-campaign-banner.json';
import {checkoutRules} from './fixtures/automatic-discounts';

const DAY = 86_400_000;
const STARTED = Date.parse('2026-11-27T00:52:00Z');

describe('the demo timeline', () => {
  it('is the fixtures’ own under vitest and when asked; today in the mock shop', () => {
    expect(demoDatesMode({VITEST: 'true'})).toBe('fixed');
    expect(demoDatesMode({})).toBe('today');
    expect(demoDatesMode({VITEST: 'true', MOCK_SHOP_DEMO_DATES: 'today'})).toBe('today');
    expect(demoDatesMode({MOCK_SHOP_DEMO_DATES: ' fixed '})).toBe('fixed');
    expect(() => demoDatesMode({MOCK_SHOP_DEMO_DATES: 'yesterday'})).toThrow(/'today' or 'fixed'/);
    // Vitest's own stand-ins keep the dates the tests pin.
    // (The campaigns' last second is 2030-12-31T23:59:59Z; Shopify's discount ends the second after.)
    expect(checkoutRules[0]).toMatchObject({type: 'discount', endsAt: '2031-01-01T00:00:00.000Z'});
  });

  it('moves the fixtures’ now to the start, keeps the past’s distances and draws the future into days, in order', () => {
    expect(moveToToday(FIXTURE_NOW, STARTED)).toBe(STARTED);
    expect(moveToToday(FIXTURE_NOW - 30 * DAY, STARTED)).toBe(STARTED - 30 * DAY);
    expect(moveToToday(FIXTURE_HORIZON, STARTED)).toBe(STARTED + DEMO_HORIZON_DAYS * DAY);
    expect(moveToToday(FIXTURE_HORIZON + DAY, STARTED)).toBe(STARTED + (DEMO_HORIZON_DAYS + 1) * DAY);
    const fixtureDates = ['2025-01-01T00:00:00Z', '2025-06-30T23:59:59Z', '2030-06-01T00:00:00Z', '2030-12-31T23:59:59Z'];
    const moved = fixtureDates.map((date) => moveToToday(Date.parse(date), STARTED));
    expect([...moved].sort((a, b) => a - b)).toEqual(moved);
  });

  it('writes each date back in its own style', () => {
    const move = createDemoDates('today', STARTED);
    expect(move('2030-12-31T23:59:59+0000')).toBe('2026-12-06T00:52:00+0000');
    expect(move('2030-12-31T23:59:59Z')).toBe('2026-12-06T00:52:00Z');
    expect(move('not a date')).toBe('not a date');
    // A date the calendar lacks stays broken, for the app to refuse as it would the fixture's.
    expect(move('2025-02-30T09:00:00+0000')).toBe('2025-02-30T09:00:00+0000');
    expect(createDemoDates('fixed', STARTED)('2030-12-31T23:59:59Z')).toBe('2030-12-31T23:59:59Z');
  });

  it('shows a shopper, today, sales that end in days and a Summer Sale still to come; the ended sale stays ended', () => {
    const move = createDemoDates('today', STARTED);
    const raws = (campaignSettings.data.campaigns as RawCampaign[]).map((campaign) => ({
      ...campaign,
      startTime: typeof campaign.startTime === 'string' ? move(campaign.startTime) : campaign.startTime,
      endTime: typeof campaign.endTime === 'string' ? move(campaign.endTime) : campaign.endTime,
    }));
    const all = parseCampaigns(raws).value;
    const titles = (at: number) => activeCampaigns(all, at).map((campaign) => campaign.saleTitle);
    expect(titles(STARTED)).toContain('Spring Sale');
    expect(titles(STARTED)).not.toContain('Summer Sale');
    expect(titles(STARTED)).not.toContain('End of Financial Year Sale');
    const summerStarts = Date.parse(move('2030-06-01T00:00:00+0000'));
    expect(summerStarts - STARTED).toBeGreaterThan(7 * DAY);
    expect(titles(summerStarts)).toContain('Summer Sale');
    expect(titles(STARTED + 10 * DAY)).toEqual([]);
    // The banner's countdown reads days, not years.
    expect(Date.parse(move(banner.data.timer)) - STARTED).toBe(DEMO_HORIZON_DAYS * DAY);
  });
});
