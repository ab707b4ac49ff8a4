/**
 * Full-text matching for one site: MiniSearch does the matching and ranking
 * (prefixes, typos, field boosts); a vocabulary of every indexed term does
 * Searchspring's spelling correction ("matress" → "mattress").
 */
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

export interface TextField {
  name: string;
  boost: number;
}

export interface TextDocument {
  id: number;
  text: Record<string, string>;
}

export interface TextHit {
  id: number;
  score: number;
}

export interface TextSearch {
  /** Best first. */
  hits: TextHit[];
  /** Set when some query term was not in the vocabulary and was replaced by the closest one. */
  correction: {original: string; corrected: string} | null;
  /** True when no document had every term, so any term was enough (Searchspring's matchType "expanded"). */
  expanded: boolean;
}

export interface TextIndex {
  search(query: string): TextSearch;
  /** The query's terms, each replaced by the closest vocabulary term when it is unknown. */
  correctTerms(query: string): {terms: string[]; corrected: boolean};
}

/** Terms this long or longer match with typos, one edit per five letters (MiniSearch's `fuzzy: 0.2`). */
const FUZZY_MIN_LENGTH = 4;
const FUZZY = 0.2;
/**
 * How much a prefix or a typo match counts against an exact one. MiniSearch's
 * defaults (prefix 0.375, fuzzy 0.45) rank "euro" above "aurora" for "auro";
 * a shopper typing a word expects its completions first.
 */
const MATCH_WEIGHTS = {prefix: 0.6, fuzzy: 0.15};
/** A document whose main field (the most boosted, e.g. the name) holds every query term ranks as if named. */
const WHOLE_NAME_BOOST = 2;
const maxEdits = (term: string) => Math.round(term.length * FUZZY);

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** Lower case without accents, so "Bouclé" and "boucle" are the same term. */
export function normaliseTerm(term: string): string {
  const lower = term.toLowerCase();
  // Most terms are printable ASCII: skip the (slow) Unicode normalisation for them.
  return /[^\x20-\x7e]/.test(lower) ? lower.normalize('NFD').replace(/\p{Diacritic}/gu, '') : lower;
}

/** The terms of a text, as the index sees them. */
export function analyse(text: string): string[] {
  return tokenize(text)
    .map(normaliseTerm)
    .filter((term) => term !== '');
}

/** A document's terms per field, analysed once for both MiniSearch and the vocabulary. */
interface AnalysedDocument {
  id: number;
  terms: Record<string, string[]>;
}

export function createTextIndex(documents: readonly TextDocument[], fields: readonly TextField[]): TextIndex {
  const analysed: AnalysedDocument[] = documents.map((document) => ({
    id: document.id,
    terms: Object.fromEntries(fields.map((field) => [field.name, analyse(document.text[field.name] ?? '')])),
  }));

  const mini = new MiniSearch<AnalysedDocument>({
    fields: fields.map((field) => field.name),
    storeFields: [],
    // Indexing gets terms already analysed; queries are analysed by the search options below.
    extractField: (document, field) => (field === 'id' ? document.id : document.terms[field].join(' ')),
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
    searchOptions: {
      tokenize,
      processTerm: (term) => normaliseTerm(term) || null,
      boost: Object.fromEntries(fields.map((field) => [field.name, field.boost])),
      prefix: true,
      fuzzy: (term) => (term.length >= FUZZY_MIN_LENGTH ? FUZZY : false),
      weights: MATCH_WEIGHTS,
    },
  });
  mini.addAll(analysed);

  // How many documents hold each term: the spelling corrector prefers common words.
  const vocabulary = new SearchableMap<number>();
  const main = fields.reduce((best, field) => (field.boost > best.boost ? field : best)).name;
  const mainTerms = new Map<number, Set<string>>();
  for (const {id, terms} of analysed) {
    for (const term of new Set(Object.values(terms).flat())) vocabulary.update(term, (count = 0) => count + 1);
    mainTerms.set(id, new Set(terms[main]));
  }

  /** A term the shopper may still be typing (a prefix of a known term) is not a typo. */
  const isKnown = (term: string) => vocabulary.has(term) || !vocabulary.atPrefix(term).keys().next().done;

  function correctTerm(term: string): string {
    if (term.length < FUZZY_MIN_LENGTH || isKnown(term)) return term;
    let best: {term: string; distance: number; count: number} | null = null;
    for (const [candidate, [count, distance]] of vocabulary.fuzzyGet(term, maxEdits(term))) {
      const better =
        !best ||
        distance < best.distance ||
        (distance === best.distance && (count > best.count || (count === best.count && candidate < best.term)));
      if (better) best = {term: candidate, distance, count};
    }
    return best?.term ?? term;
  }

  function correctTerms(query: string) {
    const original = analyse(query);
    const terms = original.map(correctTerm);
    return {terms, corrected: terms.some((term, i) => term !== original[i])};
  }

  return {
    correctTerms,
    search(query) {
      const {terms, corrected} = correctTerms(query);
      const text = terms.join(' ');
      let results = mini.search(text, {combineWith: 'AND'});
      const expanded = results.length === 0 && terms.length > 1;
      if (expanded) results = mini.search(text, {combineWith: 'OR'});
      const hits = results.map(({id, score}) => {
        const named = terms.every((term) => mainTerms.get(id)?.has(term));
        return {id: id as number, score: named ? score * WHOLE_NAME_BOOST : score};
      });
      return {
        hits: hits.sort((a, b) => b.score - a.score || a.id - b.id),
        correction: corrected ? {original: query.trim(), corrected: text} : null,
        expanded: expanded && results.length > 0,
      };
    },
  };
}
