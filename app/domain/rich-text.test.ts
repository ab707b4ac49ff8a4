import {describe, expect, it} from 'vitest';
import {richTextLength, slicesHaveHeading1, truncateRichText, truncateText} from './rich-text';

const p = (text: string, spans: {start: number; end: number; type: string}[] = []) => ({type: 'paragraph', text, spans});
const image = {type: 'image', url: 'https://images.prismic.io/x.jpg'};
const texts = (field: {text?: string}[]) => field.map((node) => node.text);

describe('truncateText: cut to maxChars − 3, then "..."', () => {
  it.each([
    ['Pocket springs and latex', 10, 'Pocket...'],
    ['Pocket springs and latex', 24, 'Pocket springs and latex'],
    ['Pocket springs and latex', 23, 'Pocket springs and l...'],
    ['Pocket springs', 10, 'Pocket...'], // 'Pocket ' trimmed before the ellipsis
    ['abcdef', 3, '...'],
    ['abcdef', 4, 'a...'],
    ['abcdef', undefined, 'abcdef'],
    ['abcdef', null, 'abcdef'],
    ['abcdef', 0, 'abcdef'],
    ['abcdef', -5, 'abcdef'],
    ['abcdef', 2.5, 'abcdef'],
  ])('%j with maxChars %s → %j', (text, maxChars, expected) => {
    expect(truncateText(text, maxChars)).toBe(expected);
  });

  it('never gives more than maxChars characters', () => {
    for (let max = 1; max < 30; max++) expect(truncateText('Ten sleep tips for better rest', max).length).toBeLessThanOrEqual(Math.max(max, 3));
  });
});

describe('truncateRichText', () => {
  const field = [p('First block.'), p('Second block here.'), p('Third.')];

  it('leaves a field that fits, or without a usable maxChars, unchanged', () => {
    expect(truncateRichText(field, richTextLength(field))).toEqual(field);
    expect(truncateRichText(field, undefined)).toEqual(field);
    expect(truncateRichText(field, 0)).toEqual(field);
  });

  it.each([
    // total 36 characters: 12 + 18 + 6
    [35, ['First block.', 'Second block here.', 'Th...']],
    [33, ['First block.', 'Second block here....']],
    [20, ['First block.', 'Secon...']],
    [15, ['First block....']],
    [14, ['First block...']],
    [3, ['...']],
  ])('maxChars %i: cut to maxChars − 3 and "..." on the last item kept', (maxChars, expected) => {
    const cut = truncateRichText(field, maxChars);
    expect(texts(cut)).toEqual(expected);
    expect(richTextLength(cut)).toBeLessThanOrEqual(maxChars);
  });

  it('clips spans to the cut and drops spans after it', () => {
    const cut = truncateRichText(
      [p('Firm support for back sleepers', [{start: 0, end: 4, type: 'strong'}, {start: 5, end: 12, type: 'em'}, {start: 17, end: 21, type: 'em'}])],
      11,
    );
    expect(cut).toEqual([p('Firm sup...', [{start: 0, end: 4, type: 'strong'}, {start: 5, end: 8, type: 'em'}])]);
  });

  it('keeps non-text blocks before the cut, drops those after', () => {
    const cut = truncateRichText([p('Short.'), image, p('A much longer paragraph.'), image], 12);
    expect(cut).toEqual([p('Short.'), image, p('A m...')]);
  });

  it('does not change the field it is given', () => {
    const original = structuredClone(field);
    truncateRichText(field, 10);
    expect(field).toEqual(original);
  });
});

describe('slicesHaveHeading1', () => {
  const title = (type: string, text: string) => [{type, text, spans: []}];

  it('finds a level-1 heading in a slice’s fields or its items', () => {
    expect(slicesHaveHeading1([{primary: {heading: title('heading1', 'Wake up to better')}, items: []}])).toBe(true);
    expect(slicesHaveHeading1([{primary: {}, items: [{title: title('paragraph', 'a'), body: title('heading1', 'b')}]}])).toBe(true);
  });

  it('is false for other headings, plain fields and no slices', () => {
    expect(
      slicesHaveHeading1([
        {primary: {heading: title('heading2', 'Shop by room'), label: 'heading1', count: 3, link: null}, items: [{text: 'x'}]},
      ]),
    ).toBe(false);
    expect(slicesHaveHeading1([])).toBe(false);
    expect(slicesHaveHeading1(undefined)).toBe(false);
  });
});
