import {describe, expect, it} from 'vitest';
import {parseCpuTimes, stealPercent} from '../../scripts/bench/cpu-steal';

// A /proc/stat as Linux writes it: the aggregate line, then one per CPU.
const STAT = `cpu  1602875 97067 311430 1849674 5324 0 11384 68932 0 0
cpu0 801437 48533 155715 924837 2662 0 5692 34466 0 0
intr 1 2 3
`;

describe('the hypervisor steal the bench records', () => {
  it('reads the aggregate cpu line: total of the eight time columns, and steal', () => {
    expect(parseCpuTimes(STAT)).toEqual({total: 1602875 + 97067 + 311430 + 1849674 + 5324 + 0 + 11384 + 68932, steal: 68932});
  });

  it('is null for a file without a cpu line or with a short one', () => {
    expect(parseCpuTimes('intr 1 2 3\n')).toBeNull();
    expect(parseCpuTimes('cpu  1 2 3\n')).toBeNull();
  });

  it('gives the share of the time between two readings that was stolen', () => {
    expect(stealPercent({total: 1000, steal: 10}, {total: 3000, steal: 310})).toBe(15);
    expect(stealPercent({total: 1000, steal: 10}, {total: 1300, steal: 11})).toBe(0.3);
  });

  it('is null without two readings in order', () => {
    expect(stealPercent(null, {total: 3000, steal: 310})).toBeNull();
    expect(stealPercent({total: 3000, steal: 310}, {total: 3000, steal: 310})).toBeNull();
  });
});
