/**
 * The header search panel as one shopper types: one autocomplete request at a
 * time through the worker, each waiting for the answer before the next letter.
 */
import {CookieJar, isOk, timedGet} from './http';
import {summarise} from './stats';

/** Letter by letter, as typed on a phone, across a few different searches: repeated for the warm figure. */
export const PREFIXES = ['mattress', 'queen', 'oslo', 'bed'].flatMap(prefixesOf);

/**
 * Other words from the catalogue, typed once each before anything else: most
 * prefixes are new to the worker's search cache, as for a shopper whose
 * words nobody typed in the last seconds.
 */
export const COLD_PREFIXES = [
  'hamptons',
  'headboard',
  'tallboy',
  'dresser',
  'storage',
  'velvet',
  'pillow',
  'sofa bed',
  'latex',
  'king single',
].flatMap(prefixesOf);

function prefixesOf(word: string): string[] {
  return [...word].map((_, index) => word.slice(0, index + 1));
}

export interface AutocompleteFigures {
  catalogue: string;
  /** Round trips after one warm pass over PREFIXES: the figure the budget is about (mostly worker cache hits). */
  warm: ReturnType<typeof summarise>;
  /** COLD_PREFIXES, each asked once: mostly worker cache misses, so each waits for the stand-in. */
  cold: ReturnType<typeof summarise>;
  non2xx: number;
  /** 2xx answers with `autocomplete: null`: every provider call failed (the panel stays closed). */
  emptyAnswers: number;
}

interface Sample {
  ms: number;
  ok: boolean;
  empty: boolean;
}

async function ask(origin: string, jar: CookieJar, prefix: string): Promise<Sample> {
  const url = `${origin}/api/search/autocomplete?q=${encodeURIComponent(prefix)}`;
  const reply = await timedGet(url, {Accept: 'application/json', Cookie: jar.header()});
  jar.store(reply.setCookies);
  const ok = isOk(reply.status);
  return {ms: reply.ms, ok, empty: ok && isEmpty(reply.body)};
}

function isEmpty(body: string): boolean {
  try {
    return (JSON.parse(body) as {autocomplete?: unknown}).autocomplete == null;
  } catch {
    return true;
  }
}

export async function measureAutocomplete(origin: string, samples: number, catalogue: string): Promise<AutocompleteFigures> {
  // One shopper: the tracking cookies of the first answer go with the next ones.
  const jar = new CookieJar();
  const cold: Sample[] = [];
  for (const prefix of COLD_PREFIXES) cold.push(await ask(origin, jar, prefix));
  const warmUp: Sample[] = [];
  for (const prefix of PREFIXES) warmUp.push(await ask(origin, jar, prefix));
  const warm: Sample[] = [];
  while (warm.length < samples) warm.push(await ask(origin, jar, PREFIXES[warm.length % PREFIXES.length]));
  const all = [...cold, ...warmUp, ...warm];
  return {
    catalogue,
    warm: summarise(warm.map((sample) => sample.ms)),
    cold: summarise(cold.map((sample) => sample.ms)),
    non2xx: all.filter((sample) => !sample.ok).length,
    emptyAnswers: all.filter((sample) => sample.empty).length,
  };
}
