import {describe, expect, it} from 'vitest';
import {
  galleryAlt,
  galleryImages,
  galleryIndexFromParam,
  gallerySearch,
  scrollKeepingCentre,
  stepImage,
  stepZoom,
} from './gallery';

const image = (name: string, altText: string | null = null) => ({
  url: `https://cdn.shopify.com/s/files/${name}.jpg`,
  altText,
  width: 1200,
  height: 900,
});
const [a, b, c] = [image('a'), image('b'), image('c')];

describe('galleryImages', () => {
  it("puts the variant's image first and keeps the others in order, once each", () => {
    expect(galleryImages([a, b, c], b)).toEqual([b, a, c]);
    expect(galleryImages([a, b, c], a)).toEqual([a, b, c]);
  });

  it("shows a variant image the product's list lacks, and the product's alone without one", () => {
    const own = image('own');
    expect(galleryImages([a, b], own)).toEqual([own, a, b]);
    expect(galleryImages([a, b], null)).toEqual([a, b]);
    expect(galleryImages([], null)).toEqual([]);
  });

  it('drops images without a URL and repeats', () => {
    expect(galleryImages([a, {...b, url: ''}, a, c], undefined)).toEqual([a, c]);
  });
});

describe('galleryIndexFromParam', () => {
  it.each([
    ['1', 5, 0],
    ['2', 5, 1],
    ['5', 5, 4],
  ])('?image=%s of %i is index %i', (param, count, index) => {
    expect(galleryIndexFromParam(param, count)).toBe(index);
  });

  it.each([null, undefined, '', 'abc', '0', '-1', '02', '1.5', '2e0', ' 2', '6', '99', '99999', '1&image=2'])(
    '?image=%j is the first image',
    (param) => {
      expect(galleryIndexFromParam(param, 5)).toBe(0);
    },
  );

  it('is the first for a product without images', () => {
    expect(galleryIndexFromParam('1', 0)).toBe(0);
  });
});

describe('gallerySearch', () => {
  it('names the image 1-based and keeps the other params', () => {
    expect(gallerySearch('?variant=42&page=2', 2)).toBe('?variant=42&page=2&image=3');
    expect(gallerySearch('variant=42&image=9', 1)).toBe('?variant=42&image=2');
  });

  it('leaves the first image unnamed', () => {
    expect(gallerySearch('?variant=42&image=3', 0)).toBe('?variant=42');
    expect(gallerySearch('?image=3', 0)).toBe('');
    expect(gallerySearch('', 0)).toBe('');
  });
});

describe('stepImage', () => {
  it('moves on and back, wrapping round', () => {
    expect(stepImage(0, 1, 3)).toBe(1);
    expect(stepImage(2, 1, 3)).toBe(0);
    expect(stepImage(0, -1, 3)).toBe(2);
    expect(stepImage(0, 1, 1)).toBe(0);
    expect(stepImage(0, 1, 0)).toBe(0);
  });
});

describe('stepZoom', () => {
  it('steps through the levels and stays at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1.5, 1)).toBe(2);
    expect(stepZoom(4, 1)).toBe(4);
    expect(stepZoom(2, -1)).toBe(1.5);
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(7, 1)).toBe(1.5);
  });
});

describe('scrollKeepingCentre', () => {
  it('keeps the middle of the view in the middle', () => {
    // At 1x a 400 px view of 400 px content, scrolled to 0: the centre (200) becomes 400 at 2x, scroll 200.
    expect(scrollKeepingCentre(0, 400, 1, 2, 400)).toBe(200);
    expect(scrollKeepingCentre(200, 400, 2, 4, 400)).toBe(600);
    expect(scrollKeepingCentre(600, 400, 4, 2, 400)).toBe(200);
  });

  it('never scrolls before the start or past the end', () => {
    expect(scrollKeepingCentre(0, 400, 2, 1, 400)).toBe(0);
    expect(scrollKeepingCentre(400, 400, 2, 1, 400)).toBe(0);
    expect(scrollKeepingCentre(10_000, 400, 2, 4, 400)).toBe(1200);
  });
});

describe('galleryAlt', () => {
  it("is the image's own alt text, else the title and the image's place", () => {
    expect(galleryAlt(image('a', 'Oslo bed in walnut'), 'Oslo bed', 0, 3)).toBe('Oslo bed in walnut');
    expect(galleryAlt(a, 'Oslo bed', 1, 3)).toBe('Oslo bed, image 2 of 3');
    expect(galleryAlt(null, 'Oslo bed', 0, 1)).toBe('Oslo bed, image 1 of 1');
  });
});
