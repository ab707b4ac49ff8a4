import {describe, expect, it} from 'vitest';
import {type Campaign, type RawCampaign} from '~/domain/campaigns';
import {parseCampaign} from '~/domain/campaign-parsing';
import {campaignToPreview, formatCampaignTime} from './campaign-preview';

function campaign(raw: RawCampaign): Campaign {
  const parsed = parseCampaign({enableCampaign: true, tags: 'sale-10', endTime: '2031-01-01T00:00:00Z', ...raw});
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.campaign;
}

const NOW = Date.parse('2026-11-21T00:00:00Z');
const running = campaign({saleTitle: 'Spring Sale', startTime: '2025-01-01T00:00:00Z'});
const later = campaign({saleTitle: 'Summer Sale', startTime: '2030-06-01T00:00:00Z'});
const sooner = campaign({saleTitle: 'Autumn Sale', startTime: '2027-03-01T00:00:00Z'});
const switchedOff = campaign({saleTitle: 'Flash Sale', startTime: '2026-12-01T00:00:00Z', enableCampaign: false});

describe('campaignToPreview', () => {
  it('finds a campaign by handle, started or not, enabled or not', () => {
    expect(campaignToPreview([running, later], 'spring-sale', NOW)).toBe(running);
    expect(campaignToPreview([switchedOff], 'flash-sale', NOW)).toBe(switchedOff);
    expect(campaignToPreview([running, later], 'winter-sale', NOW)).toBeNull();
  });

  it('without a handle, takes the enabled campaign that starts next', () => {
    expect(campaignToPreview([running, later, switchedOff, sooner], null, NOW)).toBe(sooner);
    expect(campaignToPreview([running, later], null, NOW)).toBe(later);
  });

  it('a campaign starting exactly now has started: it is not "next"', () => {
    expect(campaignToPreview([later], null, later.startTime)).toBeNull();
    expect(campaignToPreview([later], null, later.startTime - 1)).toBe(later);
  });

  it('is null when nothing is scheduled', () => {
    expect(campaignToPreview([running, switchedOff], null, NOW)).toBeNull();
    expect(campaignToPreview([], null, NOW)).toBeNull();
  });
});

describe('formatCampaignTime', () => {
  it('says the Sydney date and 24-hour time', () => {
    expect(formatCampaignTime(Date.parse('2030-06-01T00:00:00Z'))).toBe('1 June 2030, 10:00 Sydney time');
    // Daylight saving: 11 hours ahead in January.
    expect(formatCampaignTime(Date.parse('2030-01-15T13:05:00Z'))).toBe('16 January 2030, 00:05 Sydney time');
  });

  it('is empty for a time that is not one', () => {
    expect(formatCampaignTime(Number.NaN)).toBe('');
  });
});
