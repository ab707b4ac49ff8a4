import {describe, expect, it} from 'vitest';
import {deliveryOptionsAnnouncement} from './delivery-announcement';

describe('deliveryOptionsAnnouncement', () => {
  it.each([
    [3, '2000', '3 delivery options for 2000'],
    [1, '0872', '1 delivery option for 0872'],
    [12, '3000', '12 delivery options for 3000'],
  ])('%i options for %s', (count, postcode, expected) => {
    expect(deliveryOptionsAnnouncement(count, postcode)).toBe(expected);
  });

  it('says nothing without options: the unavailable message is the alert', () => {
    expect(deliveryOptionsAnnouncement(0, '0872')).toBe('');
  });
});
