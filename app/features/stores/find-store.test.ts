import {describe, expect, it} from 'vitest';
import {choicesSummary, showroomsNearSummary} from './find-store';

describe('showroomsNearSummary', () => {
  it('counts the showrooms near the place', () => {
    expect(showroomsNearSummary(3, 'Melbourne VIC 3000')).toBe('3 showrooms near Melbourne VIC 3000');
    expect(showroomsNearSummary(1, 'Hobart TAS 7000')).toBe('1 showroom near Hobart TAS 7000');
    expect(showroomsNearSummary(0, 'Hobart TAS 7000')).toBe('No showrooms near Hobart TAS 7000.');
  });
});

describe('choicesSummary', () => {
  it('asks which of the states’ places is meant', () => {
    expect(choicesSummary('Richmond', 5)).toBe('There is a Richmond in 5 states. Which one do you mean?');
  });
});
