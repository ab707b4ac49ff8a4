import {describe, expect, it} from 'vitest';
import {buttonColour, buttonSize, fontWeight, hexColour} from './content-style';

describe('button colours: primary, secondary, secondary-inverted, black, link, white', () => {
  it.each([
    ['primary', 'primary'],
    ['secondary', 'secondary'],
    ['secondary-inverted', 'secondary-inverted'],
    ['black', 'black'],
    ['link', 'link'],
    ['white', 'white'],
    [' black ', 'black'],
    ['Black', 'primary'],
    ['red', 'primary'],
    ['secondary_inverted', 'primary'],
    ['', 'primary'],
    [null, 'primary'],
    [undefined, 'primary'],
    [3, 'primary'],
  ])('%j → %s', (value, expected) => expect(buttonColour(value)).toBe(expected));
});

describe('button sizes: xs, sm, md, lg, xl, 2xl, 3xl, link', () => {
  it.each([
    ['xs', 'xs'],
    ['sm', 'sm'],
    ['md', 'md'],
    ['lg', 'lg'],
    ['xl', 'xl'],
    ['2xl', '2xl'],
    ['3xl', '3xl'],
    ['link', 'link'],
    ['4xl', 'md'],
    ['xxl', 'md'],
    ['LG', 'md'],
    ['', 'md'],
    [null, 'md'],
  ])('%j → %s', (value, expected) => expect(buttonSize(value)).toBe(expected));
});

describe('font weights: normal, bold', () => {
  it.each([
    ['normal', 'normal'],
    ['bold', 'bold'],
    ['bolder', 'normal'],
    ['700', 'normal'],
    ['', 'normal'],
    [null, 'normal'],
  ])('%j → %s', (value, expected) => expect(fontWeight(value)).toBe(expected));
});

describe('custom colours: # and 3 or 6 hex digits, or empty', () => {
  it.each([
    ['#fff', '#fff'],
    ['#FFF', '#FFF'],
    ['#1F2A44', '#1F2A44'],
    [' #1f2a44 ', '#1f2a44'],
    ['1F2A44', null],
    ['#1F2A4', null],
    ['#1F2A44FF', null],
    ['#ggg', null],
    ['red', null],
    ['', null],
    [null, null],
  ])('%j → %s', (value, expected) => expect(hexColour(value)).toBe(expected));
});
