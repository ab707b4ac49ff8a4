import {describe, expect, it} from 'vitest';
import {blogPageSize, isBlogTag, pageLinks, pagePath, requestedPage, tagLabel} from './blog';
import {isPastTheEnd} from './paging';

describe('requestedPage: a page number, else page 1', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['2', 2],
    [' 3 ', 3],
    ['12', 12],
    ['0', 1],
    ['-1', 1],
    ['1.5', 1],
    ['02', 1],
    ['abc', 1],
    ['2abc', 1],
    ['1e3', 1],
    ['9999999', 1],
  ])('%j → %i', (raw, page) => expect(requestedPage(raw)).toBe(page));
});

describe('blogPageSize: 1 to 24, else 6', () => {
  it.each([
    [6, 6],
    [1, 1],
    [24, 24],
    [25, 24],
    [100, 24],
    [0, 6],
    [-3, 6],
    [2.5, 6],
    [null, 6],
    [undefined, 6],
  ])('%s → %i', (value, size) => expect(blogPageSize(value)).toBe(size));
});

describe('tags', () => {
  it.each([
    ['buying-guide', true],
    ['sleep', true],
    ['small-spaces', true],
    ['a1', true],
    ['Buying-Guide', false],
    ['-sleep', false],
    ['sleep-', false],
    ['sleep tips', false],
    ['"]]', false],
    ['', false],
    ['a'.repeat(65), false],
  ])('%j is a tag: %s', (tag, ok) => expect(isBlogTag(tag)).toBe(ok));

  it.each([
    ['buying-guide', 'Buying guide'],
    ['sleep', 'Sleep'],
    ['small-spaces', 'Small spaces'],
  ])('%s reads as %s', (tag, label) => expect(tagLabel(tag)).toBe(label));
});

describe('paging', () => {
  it('adds ?page only above page 1', () => {
    expect(pagePath('/blogs/inspiration', 1)).toBe('/blogs/inspiration');
    expect(pagePath('/blogs/inspiration', 2)).toBe('/blogs/inspiration?page=2');
  });

  it.each([
    [1, 2, {previous: null, next: '/blogs/inspiration?page=2'}],
    [2, 2, {previous: '/blogs/inspiration', next: null}],
    [2, 3, {previous: '/blogs/inspiration', next: '/blogs/inspiration?page=3'}],
    [3, 3, {previous: '/blogs/inspiration?page=2', next: null}],
    [1, 1, {previous: null, next: null}],
    [1, 0, {previous: null, next: null}],
  ])('page %i of %i', (page, total, links) => expect(pageLinks('/blogs/inspiration', page, total)).toEqual(links));

  it.each([
    [1, 0, false],
    [1, 2, false],
    [2, 2, false],
    [3, 2, true],
    [2, 0, true],
  ])('page %i of %i is past the end: %s', (page, total, past) => expect(isPastTheEnd(page, total)).toBe(past));
});
