import {describe, expect, it} from 'vitest';
import {campaignUnitCents, percentOffCents} from './campaign-price';

describe('campaign unit price', () => {
  it('takes a price campaign’s percent off the price, rounded to the cent', () => {
    expect(campaignUnitCents('price', 139900, 199900, 30)).toBe(97930);
    expect(campaignUnitCents('price', 99, null, 15)).toBe(84);
    expect(percentOffCents(12345, 10)).toBe(11111);
  });

  it('gives members the lower of the price and the compare-at less the percent', () => {
    // The Signature mattress: 2659.00, compare-at 3009.00, member 15% → 2557.65.
    expect(campaignUnitCents('member', 265900, 300900, 15)).toBe(255765);
    // Compare-at less the percent above the price: the price.
    expect(campaignUnitCents('velocity', 100000, 105000, 1)).toBe(100000);
  });

  it('leaves a member or Velocity price alone without a compare-at to reduce', () => {
    expect(campaignUnitCents('member', 125900, null, 12)).toBe(125900);
    expect(campaignUnitCents('velocity', 125900, 0, 12)).toBe(125900);
  });
});
