import {describe, expect, it} from 'vitest';
import {quickshipPromise} from './quickship-promise';

/** An instant given as a wall-clock time with its offset. */
const at = (iso: string) => Date.parse(iso);

describe('quickshipPromise', () => {
  it('on a Friday morning in Sydney (daylight saving) promises Monday, not tomorrow', () => {
    const window = {cutOffTime: '2026-11-27T12:00:00+11:00', deliveryDay: '2026-11-30'};
    expect(quickshipPromise(window, at('2026-11-27T10:52:00+11:00'))).toBe(
      'Order by 12pm AEDT today and it arrives Monday 30 November.',
    );
  });

  it('on a weekday morning promises tomorrow, by name and date', () => {
    const window = {cutOffTime: '2026-11-26T12:00:00+11:00', deliveryDay: '2026-11-27'};
    expect(quickshipPromise(window, at('2026-11-26T09:00:00+11:00'))).toBe(
      'Order by 12pm AEDT today and it arrives tomorrow (Friday 27 November).',
    );
  });

  it('after Friday’s cut-off names the next cut-off’s day', () => {
    const window = {cutOffTime: '2026-11-30T12:00:00+11:00', deliveryDay: '2026-12-01'};
    expect(quickshipPromise(window, at('2026-11-27T13:00:00+11:00'))).toBe(
      'Order by 12pm AEDT Monday 30 November and it arrives Tuesday 1 December.',
    );
  });

  it('uses each area’s own zone: Brisbane keeps AEST all year, Perth AWST, Adelaide ACDT in summer and ACST in winter', () => {
    expect(quickshipPromise({cutOffTime: '2026-11-26T12:00:00+10:00', deliveryDay: '2026-11-27'}, at('2026-11-26T08:00:00+10:00'))).toBe(
      'Order by 12pm AEST today and it arrives tomorrow (Friday 27 November).',
    );
    expect(quickshipPromise({cutOffTime: '2026-11-26T10:00:00+08:00', deliveryDay: '2026-11-27'}, at('2026-11-25T20:00:00+08:00'))).toBe(
      'Order by 10am AWST tomorrow (Thursday 26 November) and it arrives Friday 27 November.',
    );
    expect(quickshipPromise({cutOffTime: '2026-11-26T11:30:00+10:30', deliveryDay: '2026-11-27'}, at('2026-11-26T08:00:00+10:30'))).toMatch(
      /^Order by 11:30am ACDT today/,
    );
    expect(quickshipPromise({cutOffTime: '2026-06-02T11:30:00+09:30', deliveryDay: '2026-06-03'}, at('2026-06-02T08:00:00+09:30'))).toMatch(
      /^Order by 11:30am ACST today/,
    );
  });

  it('reads "today" in the area’s calendar, not UTC’s: 8am in Sydney is still yesterday in UTC', () => {
    const window = {cutOffTime: '2026-11-26T12:00:00+11:00', deliveryDay: '2026-11-27'};
    expect(quickshipPromise(window, at('2026-11-26T08:00:00+11:00'))).toMatch(/ today /);
  });

  it('promises nothing once the cut-off has passed, or from missing, malformed or backwards dates', () => {
    const window = {cutOffTime: '2026-11-27T12:00:00+11:00', deliveryDay: '2026-11-30'};
    expect(quickshipPromise(window, at('2026-11-27T12:00:01+11:00'))).toBeNull();
    expect(quickshipPromise({cutOffTime: null, deliveryDay: '2026-11-30'}, 0)).toBeNull();
    expect(quickshipPromise({cutOffTime: '2026-11-27 12:00', deliveryDay: '2026-11-30'}, 0)).toBeNull();
    expect(quickshipPromise({cutOffTime: '2026-11-27T12:00:00+11:00', deliveryDay: '30/11/2026'}, 0)).toBeNull();
    expect(quickshipPromise({cutOffTime: '2026-11-27T12:00:00+11:00', deliveryDay: '2026-11-27'}, 0)).toBeNull();
  });
});
