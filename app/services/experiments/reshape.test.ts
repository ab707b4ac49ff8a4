import {describe, expect, it} from 'vitest';
import type * as z from 'zod/mini';
import {DEFAULT_TOKEN_LIFETIME_S, testsPage, tokenReply} from './reshape';

/** What a schema reads, or null when it refuses the reply. */
const reader =
  <T>(schema: z.ZodMiniType<T>) =>
  (body: unknown): T | null => {
    const read = schema.safeParse(body);
    return read.success ? read.data : null;
  };
const toTokenReply = reader(tokenReply);
const toTestsPage = reader(testsPage);

describe('tokenReply', () => {
  it('reads the access token and its lifetime', () => {
    expect(toTokenReply({access_token: 'abc', expires_in: 1800, token_type: 'bearer'})).toEqual({
      accessToken: 'abc',
      expiresInS: 1800,
    });
  });

  it('gives a missing or unusable lifetime the default hour', () => {
    expect(DEFAULT_TOKEN_LIFETIME_S).toBe(3600);
    expect(toTokenReply({access_token: 'abc'})).toEqual({accessToken: 'abc', expiresInS: 3600});
    expect(toTokenReply({access_token: 'abc', expires_in: '3600'})?.expiresInS).toBe(3600);
    expect(toTokenReply({access_token: 'abc', expires_in: -5})?.expiresInS).toBe(3600);
  });

  it('is null without a token', () => {
    expect(toTokenReply({error: 'invalid_client'})).toBeNull();
    expect(toTokenReply({access_token: ''})).toBeNull();
    expect(toTokenReply('abc')).toBeNull();
  });
});

describe('testsPage', () => {
  const page = (items: unknown[], pages: unknown = 1) => ({
    page: 1,
    limit: 50,
    pages,
    total: items.length,
    _links: {},
    _embedded: {items},
  });

  it('reshapes tests and their variations into app types', () => {
    const wire = {
      id: 410_001,
      name: 'Add to bag copy',
      type: 'ab',
      status: 'playing',
      variations: [
        {id: 0, name: 'Original', traffic: 50},
        {id: 520_011, name: 'Free delivery copy', traffic: 50},
      ],
    };
    expect(toTestsPage(page([wire], 3))).toEqual({
      pages: 3,
      experiments: [
        {
          id: 410_001,
          name: 'Add to bag copy',
          type: 'ab',
          variations: [
            {id: 0, name: 'Original', traffic: 50},
            {id: 520_011, name: 'Free delivery copy', traffic: 50},
          ],
        },
      ],
    });
  });

  it('leaves out tests it cannot read, and reads what it can of the rest', () => {
    const reshaped = toTestsPage(
      page([
        {name: 'no id'},
        {id: 1, type: 'ab'},
        'not a test',
        {id: '7', name: 'Id as digits', variations: [{id: '71', traffic: 140}, {id: 72, traffic: -3}, {name: 'no id'}]},
      ]),
    );
    expect(reshaped?.experiments).toEqual([
      {
        id: 7,
        name: 'Id as digits',
        // Type is the one confirmed field; it is kept as sent, or empty.
        type: '',
        variations: [
          {id: 71, name: 'Variation 71', traffic: 100},
          {id: 72, name: 'Variation 72', traffic: 0},
        ],
      },
    ]);
  });

  it('counts at least one page, and is null when the reply is not a list', () => {
    expect(toTestsPage(page([], 0))).toEqual({experiments: [], pages: 1});
    expect(toTestsPage(page([], 'many'))?.pages).toBe(1);
    expect(toTestsPage({_embedded: {}})).toBeNull();
    expect(toTestsPage({items: []})).toBeNull();
    expect(toTestsPage(null)).toBeNull();
  });
});
