import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {setupServer} from 'msw/node';
import type {WireSuggestResponse} from '~/services/searchspring/wire';
import {catalogue} from '../fixtures/catalogue';
import {handlers} from './handlers';
import {completions} from './suggest';

const ORIGIN = 'http://127.0.0.1:4100';
const server = setupServer(...handlers);
beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterAll(() => server.close());

async function suggest(query: string, extra: Record<string, string> = {}, siteId = 'dhdemo') {
  const params = new URLSearchParams({siteId, query, suggestionCount: '5', integratedSpellCorrection: 'true', ...extra});
  const response = await fetch(`${ORIGIN}/searchspring/api/suggest/query?${params}`);
  expect(response.status).toBe(200);
  return (await response.json()) as WireSuggestResponse;
}

const texts = (reply: WireSuggestResponse) => [reply.suggested?.text, ...reply.alternatives.map((a) => a.text)];
const listed = catalogue.products.filter((product) => !product.hiddenFromListings);

describe('suggest/query', () => {
  it('completes a prefix, the phrase that would find most first', async () => {
    const reply = await suggest('mat');
    expect(reply).toMatchObject({query: 'mat', suggested: {text: 'mattress', type: 'completed', source: 'product_type'}});
    expect(reply['corrected-query']).toBeUndefined();
    expect(texts(reply)).toHaveLength(5);
    expect(texts(reply).every((text) => /(^| )mat/.test(text ?? ''))).toBe(true);
    const popularity = reply.alternatives.map((a) => a.popularity ?? 0);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(popularity[0]).toBeLessThanOrEqual(16);
  });

  it('offers size and category phrases ranked by how many products they find', async () => {
    const reply = await suggest('queen');
    expect(texts(reply)).toEqual(expect.arrayContaining(['queen', 'queen mattress', 'queen bed']));
    const queenMattresses = listed.filter(
      (p) => p.productType === 'Mattress' && p.options.some((o) => o.name === 'Size' && o.values.includes('Queen')),
    ).length;
    expect(reply.alternatives.find((a) => a.text === 'queen mattress')?.popularity).toBe(queenMattresses);
  });

  it('completes product names, accents or not', async () => {
    expect(texts(await suggest('arched bou'))).toContain('arched bouclé headboard');
    expect(texts(await suggest('Boucl'))).toContain('arched bouclé headboard');
  });

  it('spell-corrects a prefix nothing completes', async () => {
    const reply = await suggest('matress');
    expect(reply['corrected-query']).toBe('mattress');
    expect(reply.suggested).toEqual({text: 'mattress', type: 'corrected', source: 'product_type'});
    expect(texts(reply).slice(1).every((text) => text?.includes('mattress'))).toBe(true);
  });

  it('does not correct when the caller turns correction off', async () => {
    const reply = await suggest('matress', {disableSpellCorrect: 'true'});
    expect(reply).toEqual({query: 'matress', suggested: null, alternatives: []});
  });

  it('honours suggestionCount and answers nothing for nothing', async () => {
    expect(texts(await suggest('m', {suggestionCount: '3'}))).toHaveLength(3);
    expect(await suggest('')).toEqual({query: '', suggested: null, alternatives: []});
    expect(await suggest('zzzqqq')).toEqual({query: 'zzzqqq', suggested: null, alternatives: []});
  });

  it('suggests blog topics on the blog site', async () => {
    expect(texts(await suggest('buy', {}, 'dhblog'))).toContain('buying guide');
    expect((await fetch(`${ORIGIN}/searchspring/api/suggest/query?siteId=nope&query=bed`)).status).toBe(404);
  });
});

describe('completions', () => {
  const phrase = (text: string, popularity: number) => ({text, key: text, source: 'name', popularity});

  it('matches the start of any word and prefers the start of the phrase on a tie', () => {
    const phrases = [phrase('queen mattress', 3), phrase('mattress', 3), phrase('bed', 9), phrase('mattress topper', 5)];
    expect(completions(phrases, 'MAT').map((p) => p.text)).toEqual(['mattress topper', 'mattress', 'queen mattress']);
    expect(completions(phrases, 'ttress')).toEqual([]);
  });
});
