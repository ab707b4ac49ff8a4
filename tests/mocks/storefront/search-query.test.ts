import {describe, expect, it} from 'vitest';
import {compileSearchQuery} from './search-query';

interface Item {
  title: string;
  tags: string[];
}

const items: Item[] = [
  {title: 'Latex Pillow', tags: ['pillow', 'latex']},
  {title: 'Memory Foam Pillow', tags: ['pillow']},
  {title: 'Oak Bed', tags: ['bed', 'sale-20']},
];

function search(query: string): string[] {
  const matches = compileSearchQuery<Item>(
    query,
    {tag: (item, value) => item.tags.some((tag) => value.equals(tag)), title: (item, value) => value.containedIn(item.title)},
    (item) => `${item.title} ${item.tags.join(' ')}`,
  );
  return items.filter(matches).map((item) => item.title);
}

describe('compileSearchQuery', () => {
  it('matches everything for an empty query', () => {
    expect(search('  ')).toHaveLength(3);
  });
  it('ANDs terms, ORs groups and negates with - or NOT', () => {
    expect(search('tag:pillow foam')).toEqual(['Memory Foam Pillow']);
    expect(search('tag:latex OR tag:bed')).toEqual(['Latex Pillow', 'Oak Bed']);
    expect(search('tag:pillow -tag:latex')).toEqual(['Memory Foam Pillow']);
    expect(search('tag:pillow NOT tag:latex')).toEqual(['Memory Foam Pillow']);
  });
  it('supports quoted values, prefixes and is case-insensitive', () => {
    expect(search('title:"foam pillow"')).toEqual(['Memory Foam Pillow']);
    expect(search('tag:SALE-*')).toEqual(['Oak Bed']);
    expect(search('OAK')).toEqual(['Oak Bed']);
  });
  it('treats an unknown field as plain text', () => {
    expect(search('colour:red')).toEqual([]);
  });
});
