/**
 * `GET /api/suggest/query`: completions of what the shopper has typed so far,
 * from the site's phrases (names, categories, option values...), the ones
 * that would find most first. A prefix nothing completes is spell-corrected
 * first, unless the caller turns correction off.
 */
import type {WireSuggestResponse} from '~/services/searchspring/wire';
import type {Phrase, SearchSite} from './site';
import {normaliseTerm} from './text-index';

export const DEFAULT_SUGGESTION_COUNT = 5;
const MAX_SUGGESTION_COUNT = 20;

export interface SuggestParams {
  query: string;
  count: number;
  spellCorrect: boolean;
}

export function parseSuggestParams(params: URLSearchParams): SuggestParams {
  const count = Number(params.get('suggestionCount'));
  return {
    query: (params.get('query') ?? '').trim(),
    count: Number.isInteger(count) && count >= 1 ? Math.min(count, MAX_SUGGESTION_COUNT) : DEFAULT_SUGGESTION_COUNT,
    spellCorrect: params.get('disableSpellCorrect') !== 'true',
  };
}

/** Phrases that start with the typed text, or have a word that does; most popular first. */
export function completions(phrases: readonly Phrase[], typed: string): Phrase[] {
  const key = normaliseTerm(typed).replace(/\s+/g, ' ');
  if (key === '') return [];
  const scored = phrases.flatMap((phrase) => {
    const atStart = phrase.key.startsWith(key);
    return atStart || phrase.key.includes(` ${key}`) ? [{phrase, atStart}] : [];
  });
  scored.sort(
    (a, b) =>
      b.phrase.popularity - a.phrase.popularity ||
      Number(b.atStart) - Number(a.atStart) ||
      a.phrase.text.length - b.phrase.text.length ||
      (a.phrase.text < b.phrase.text ? -1 : 1),
  );
  return scored.map(({phrase}) => phrase);
}

export function suggest(site: Pick<SearchSite<unknown>, 'phrases' | 'text'>, {query, count, spellCorrect}: SuggestParams): WireSuggestResponse {
  let found = completions(site.phrases, query);
  let corrected: string | null = null;
  if (found.length === 0 && spellCorrect) {
    const correction = site.text.correctTerms(query);
    if (correction.corrected) {
      corrected = correction.terms.join(' ');
      found = completions(site.phrases, corrected);
    }
  }
  const [top, ...rest] = found;
  const suggestedText = top?.text ?? corrected;
  return {
    query,
    ...(corrected ? {'corrected-query': corrected} : {}),
    suggested: suggestedText
      ? {text: suggestedText, type: corrected ? 'corrected' : 'completed', source: top?.source ?? 'spelling'}
      : null,
    // With the suggestion, `suggestionCount` in all.
    alternatives: rest.slice(0, count - 1).map((phrase) => ({text: phrase.text, popularity: phrase.popularity})),
  };
}
