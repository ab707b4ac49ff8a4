import {describe, expect, it} from 'vitest';
import {CLEARANCE_COLOUR, MEMBER_COLOUR, SALE_COLOUR, VELOCITY_COLOUR} from '~/domain/campaigns';
import {contrastRatio, labelStyle, luminance, PAGE_TEXT, readableTextColour, textOn} from './contrast';

describe('contrast', () => {
  it('follows the WCAG definitions at the extremes', () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('puts white on the dark brand colours and black on clearance yellow', () => {
    expect(textOn(SALE_COLOUR)).toBe('#FFFFFF');
    expect(textOn(MEMBER_COLOUR)).toBe('#FFFFFF');
    expect(textOn(VELOCITY_COLOUR)).toBe('#FFFFFF');
    expect(textOn(CLEARANCE_COLOUR)).toBe('#000000');
    // Content's Summer Sale orange and the Award Winner gold read better in black.
    expect(textOn('#E07A1F')).toBe('#000000');
    expect(textOn('#b8860b')).toBe('#000000');
  });

  it('keeps a readable colour for text and swaps an unreadable one for the page text colour', () => {
    expect(readableTextColour(SALE_COLOUR)).toBe(SALE_COLOUR);
    expect(contrastRatio(SALE_COLOUR, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(readableTextColour(CLEARANCE_COLOUR)).toBe(PAGE_TEXT);
    expect(readableTextColour('crimson')).toBeNull();
    expect(readableTextColour(null)).toBeNull();
  });

  it('fills a label with the fallback when the colour is invalid', () => {
    expect(labelStyle('#FEBD40', SALE_COLOUR)).toEqual({backgroundColor: '#FEBD40', color: '#000000'});
    expect(labelStyle('navy', '#1F2A44')).toEqual({backgroundColor: '#1F2A44', color: '#FFFFFF'});
  });
});
