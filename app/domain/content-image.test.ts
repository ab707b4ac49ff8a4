import {describe, expect, it} from 'vitest';
import {imageSources, imageWidths, isResizable} from './content-image';

const PRISMIC = 'https://images.prismic.io/dreamhaus/abc.jpg?auto=format,compress&rect=0,0,2400,1600&w=2400&h=1600';

describe('isResizable', () => {
  it.each([
    [PRISMIC, true],
    ['https://dreamhaus.imgix.net/hero.png', true],
    ['https://images.prismic.io/dreamhaus/logo.svg', false],
    ['http://127.0.0.1:4100/content-images/hero.svg', false],
    ['https://cdn.shopify.com/s/files/1/bed.jpg', false],
    ['not a url', false],
  ])('%s → %s', (url, expected) => expect(isResizable(url)).toBe(expected));
});

describe('imageWidths: the device widths (768, 1024, 1400), never above the image', () => {
  it.each([
    [2400, [768, 1024, 1400]],
    [1400, [768, 1024, 1400]],
    [1200, [768, 1024, 1200]],
    [800, [768, 800]],
    [600, [600]],
    [null, [768, 1024, 1400]],
    [0, [768, 1024, 1400]],
  ])('%s wide → %j', (width, expected) => expect(imageWidths(width)).toEqual(expected));
});

describe('imageSources', () => {
  it('offers webp and compressed widths through imgix parameters', () => {
    const sources = imageSources(PRISMIC, 2400);
    const webp = sources.webpSrcSet!.split(', ');
    expect(webp).toHaveLength(3);
    const first = new URL(webp[0].split(' ')[0]);
    expect(first.searchParams.get('fm')).toBe('webp');
    expect(first.searchParams.get('w')).toBe('768');
    expect(first.searchParams.get('auto')).toBe('compress');
    // The editor's crop stays.
    expect(first.searchParams.get('rect')).toBe('0,0,2400,1600');
    expect(webp[2]).toMatch(/ 1400w$/);
    expect(sources.srcSet).not.toContain('fm=webp');
    expect(new URL(sources.src).searchParams.get('w')).toBe('1400');
  });

  it('uses other images as they are', () => {
    const url = 'http://127.0.0.1:4100/content-images/hero.svg';
    expect(imageSources(url, 1200)).toEqual({src: url, srcSet: null, webpSrcSet: null});
  });
});
