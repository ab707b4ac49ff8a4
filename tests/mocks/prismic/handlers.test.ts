import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {readFileSync, readdirSync} from 'node:fs';
import {setupServer} from 'msw/node';
import * as prismic from '@prismicio/client';
import {BRAND} from '~/config/brand';
import {contentFixtures} from '../fixtures/content/index';
import {handlers} from './handlers';

const ORIGIN = 'http://127.0.0.1:4100';
const ENDPOINT = `${ORIGIN}/api/v2`;
const server = setupServer(...handlers);

beforeAll(() => server.listen({onUnhandledRequest: 'error'}));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = () => prismic.createClient('dreamhaus', {documentAPIEndpoint: ENDPOINT, fetch});

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

const masterRef = async () => (await json<prismic.Repository>(fetch(ENDPOINT))).refs[0].ref;

async function rawSearch(query: Record<string, string | string[]>) {
  const url = new URL(`${ENDPOINT}/documents/search`);
  url.searchParams.set('ref', await masterRef());
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(key, item);
  }
  return fetch(url);
}

describe('content fixtures', () => {
  it('lists every JSON file in the content folder, and nothing else', () => {
    const folder = new URL('../fixtures/content/', import.meta.url);
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''));
    expect(Object.keys(contentFixtures).sort()).toEqual(files.sort());
  });

  it('never writes the brand name out', () => {
    expect(JSON.stringify(contentFixtures)).not.toContain(BRAND.name);
  });

  it('has unique document ids and unique uids per type', () => {
    const docs = Object.values(contentFixtures);
    expect(new Set(docs.map((doc) => doc.id)).size).toBe(docs.length);
    const keys = docs.filter((doc) => doc.uid).map((doc) => `${doc.type}/${doc.uid}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('GET /api/v2', () => {
  it('describes the repository in Prismic’s shape', async () => {
    const repository = await client().getRepository();
    expect(repository.refs).toEqual([
      {id: 'master', ref: expect.any(String), label: 'Master', isMasterRef: true},
    ]);
    expect(repository.languages).toEqual([{id: 'en-au', name: 'English - Australia', is_master: true}]);
    expect(repository.types).toMatchObject({header: 'Header', home_page: 'Home page', page: 'Page'});
    expect(repository.forms.everything.action).toBe(`${ENDPOINT}/documents/search`);
    expect(repository.integrationFieldsRef).toBeNull();
  });

  it('lists every custom type of the content model (customtypes/) with its label, as Prismic does', async () => {
    const repository = await client().getRepository();
    const models = readdirSync(new URL('../../../customtypes/', import.meta.url)).map((id) => {
      const model = JSON.parse(readFileSync(new URL(`../../../customtypes/${id}/index.json`, import.meta.url), 'utf8'));
      return [model.id, model.label];
    });
    expect(repository.types).toEqual(Object.fromEntries(models));
    expect(Object.keys(repository.types)).toHaveLength(22);
    expect(repository.types).toMatchObject({'store-locator': 'Store locator', campaign_landing_page1: 'Campaign landing page'});
  });
});

describe('GET /api/v2/documents/search through @prismicio/client', () => {
  it('gets a document by uid, in the full document shape', async () => {
    const page = await client().getByUID('page', 'delivery-information');
    expect(page).toMatchObject({
      id: 'ZmPag1QAACUAdlvr',
      uid: 'delivery-information',
      url: '/pages/delivery-information',
      type: 'page',
      tags: ['customer-service'],
      slugs: ['delivery-information'],
      linked_documents: [],
      lang: 'en-au',
      alternate_languages: [],
    });
    expect(page.first_publication_date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/);
    const href = new URL(page.href);
    expect(href.origin).toBe(ORIGIN);
    expect(href.searchParams.get('q')).toBe('[[:d = at(document.id, "ZmPag1QAACUAdlvr") ]]');
  });

  it('follows a document href back to the same document', async () => {
    const page = await client().getByUID('page', 'warranty');
    const reply = await json<prismic.Query>(fetch(page.href));
    expect(reply.results.map((doc: prismic.PrismicDocument) => doc.id)).toEqual([page.id]);
  });

  it('gets a singleton', async () => {
    const home = await client().getSingle('home_page');
    expect(home.uid).toBeNull();
    expect(home.url).toBe('/');
    expect(home.data.slices.map((slice: prismic.Slice) => slice.slice_type)).toEqual([
      'hero_banner',
      'category_tiles',
      'catalogue',
      'text_with_image',
      'usp_strip',
    ]);
  });

  it('throws NotFoundError for an unknown uid', async () => {
    await expect(client().getByUID('page', 'no-such-page')).rejects.toBeInstanceOf(prismic.NotFoundError);
  });

  it('pages through a type with getAllByType', async () => {
    const seen: number[] = [];
    server.events.on('request:start', ({request}) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/documents/search')) seen.push(Number(url.searchParams.get('page') ?? 1));
    });
    const menus = await client().getAllByType('mega_menu', {pageSize: 2});
    server.events.removeAllListeners();
    expect(menus.map((menu) => menu.uid)).toEqual(['mattresses', 'beds', 'bedroom-furniture', 'ensembles', 'sale']);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('reports the paginated shape with page links', async () => {
    const query = await client().getByType('mega_menu', {pageSize: 2, page: 2});
    expect(query).toMatchObject({
      page: 2,
      results_per_page: 2,
      results_size: 2,
      total_results_size: 5,
      total_pages: 3,
    });
    expect(new URL(query.next_page!).searchParams.get('page')).toBe('3');
    expect(new URL(query.prev_page!).searchParams.get('page')).toBe('1');
    const last = await client().getByType('mega_menu', {pageSize: 2, page: 3});
    expect(last.results_size).toBe(1);
    expect(last.next_page).toBeNull();
  });

  it('caps pageSize at 100', async () => {
    const reply = await json<prismic.Query>(rawSearch({pageSize: '500'}));
    expect(reply.results_per_page).toBe(100);
    expect(reply.total_results_size).toBe(Object.keys(contentFixtures).length);
  });

  it('combines filters: any, in, not, tags, fulltext', async () => {
    const uids = async (filters: string[]) =>
      (await client().dangerouslyGetAll({filters})).map((doc) => doc.uid).sort();

    expect(await uids([prismic.filter.any('document.type', ['page', 'static_page'])])).toEqual([
      'delivery-information',
      'privacy-policy',
      'terms-and-conditions',
      'warranty',
    ]);
    expect(
      await uids([prismic.filter.in('document.id', ['ZmPag2QAACUAwrty', 'ZmErr4QAACQAe404'])]),
    ).toEqual(['404', 'warranty']);
    expect(
      await uids([prismic.filter.at('document.type', 'page'), prismic.filter.not('my.page.uid', 'warranty')]),
    ).toEqual(['delivery-information']);
    expect(await uids([prismic.filter.at('document.tags', ['legal'])])).toEqual([
      'privacy-policy',
      'terms-and-conditions',
    ]);
    expect(await uids([prismic.filter.fulltext('my.page.body', 'quickship postcodes')])).toEqual([
      'delivery-information',
    ]);
    expect(await uids([prismic.filter.at('my.mega_menu.body', 'x')])).toEqual([]);
  });

  it('matches content relationship fields by document id', async () => {
    const headers = await client().getAllByType('header', {
      filters: [prismic.filter.at('my.header.mega_menu_links.second_level_menu', 'ZmMnu2QAACMAbeds')],
    });
    expect(headers.map((doc) => doc.uid)).toEqual(['site-header']);
  });

  it('orders results', async () => {
    const pages = await client().getAllByType('page', {
      orderings: [{field: 'document.first_publication_date', direction: 'desc'}],
    });
    const dates = pages.map((doc) => doc.first_publication_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const byTitle = await client().getAllByType('static_page', {orderings: [{field: 'my.static_page.title'}]});
    expect(byTitle.map((doc) => doc.uid)).toEqual(['privacy-policy', 'terms-and-conditions']);
  });

  it('filters by language', async () => {
    expect((await client().getAllByType('page', {lang: 'en-au'})).length).toBe(2);
    expect((await client().getAllByType('page', {lang: '*'})).length).toBe(2);
    expect((await client().getAllByType('page', {lang: 'fr-fr'})).length).toBe(0);
  });

  it('turns a malformed filter into a ParsingError', async () => {
    const error = await client()
      .get({filters: ['[at(document.type, "page"]']})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(prismic.ParsingError);
    expect((error as prismic.ParsingError).message).toMatch(/expected '\)'/);
  });

  it('answers a malformed q with 400 parsing-error', async () => {
    const response = await rawSearch({q: '[[at(document.type, page)]]'});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({type: 'parsing-error', message: expect.stringContaining("'page'")});
  });

  it('answers a bad page number with 400', async () => {
    const response = await rawSearch({page: '0'});
    expect(response.status).toBe(400);
  });

  it('answers an unknown ref with api_notfound_error naming the master ref', async () => {
    const response = await fetch(`${ENDPOINT}/documents/search?ref=stale`);
    expect(response.status).toBe(404);
    const body = await json<{type: string; message: string}>(response);
    expect(body.type).toBe('api_notfound_error');
    expect(body.message).toContain(`Master ref is: ${await masterRef()}`);
  });

  it('lets the client recover from a stale ref by retrying with the master ref', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = await client().getByUID('page', 'warranty', {ref: 'stale-preview-ref'});
    expect(page.uid).toBe('warranty');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('stale-preview-ref'));
  });
});

describe('document content as served', () => {
  it('puts the brand name in place of the token, keeping rich-text spans on the same words', async () => {
    const page = await client().getByUID('page', 'delivery-information');
    const block = (page.data.body as prismic.RichTextField).find((node) =>
      'text' in node && node.text.includes('Members receive'),
    ) as prismic.RTParagraphNode;
    const link = block.spans.find((span) => span.type === 'hyperlink')!;
    expect(block.text.slice(link.start, link.end)).toBe(`${BRAND.name} Members`);
    expect(JSON.stringify(page)).not.toContain('{product}');
  });

  it('keeps every span on the same words whatever the brand name’s length', async () => {
    const {loadContent} = await import('./documents');
    const brand = 'The Very Long Bedroom Company';
    const blocksOf = (value: unknown, found: prismic.RTTextNode[] = []): prismic.RTTextNode[] => {
      if (Array.isArray(value)) value.forEach((item) => blocksOf(item, found));
      else if (value && typeof value === 'object') {
        if ('text' in value && 'spans' in value) found.push(value as prismic.RTTextNode);
        else Object.values(value).forEach((item) => blocksOf(item, found));
      }
      return found;
    };
    const authored = blocksOf(Object.values(contentFixtures).map((fixture) => fixture.data));
    const served = blocksOf(loadContent(contentFixtures, brand).documents.map((doc) => doc.data));
    expect(served).toHaveLength(authored.length);
    const withToken = authored.filter((block) => block.text.includes('{product}') && block.spans.length > 0);
    expect(withToken.length).toBeGreaterThanOrEqual(2);
    authored.forEach((block, index) => {
      const words = (text: string, span: {start: number; end: number}) => text.slice(span.start, span.end);
      expect(served[index].spans.map((span) => words(served[index].text, span))).toEqual(
        block.spans.map((span) => words(block.text, span).replaceAll('{product}', brand)),
      );
    });
  });

  it('fills in document links the way the API returns them', async () => {
    const errorPage = await client().getByUID('error_page', '404');
    const delivery = errorPage.data.helpful_links.find(
      (item: {link_label: string}) => item.link_label === 'Delivery information',
    );
    expect(delivery.link).toMatchObject({
      link_type: 'Document',
      id: 'ZmPag1QAACUAdlvr',
      type: 'page',
      uid: 'delivery-information',
      url: '/pages/delivery-information',
      lang: 'en-au',
      isBroken: false,
    });
    expect(prismic.asLink(delivery.link)).toBe('/pages/delivery-information');
  });

  it('serves the images the content uses, at their stated size', async () => {
    const home = await client().getSingle('home_page');
    const hero = home.data.slices[0].primary.image as prismic.FilledImageFieldImage;
    expect(hero.url).toBe(`${ORIGIN}/content-images/hero-bedroom.svg`);
    const response = await fetch(hero.url);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain(`width="${hero.dimensions.width}" height="${hero.dimensions.height}"`);
    expect((await fetch(`${ORIGIN}/content-images/unknown.svg`)).status).toBe(404);
  });

  it('keeps every rich-text span inside its text', async () => {
    const docs = await client().dangerouslyGetAll();
    const blocks: prismic.RTTextNode[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (value && typeof value === 'object') {
        if ('text' in value && 'spans' in value) blocks.push(value as prismic.RTTextNode);
        Object.values(value).forEach(walk);
      }
    };
    walk(docs);
    expect(blocks.length).toBeGreaterThan(20);
    for (const block of blocks) {
      for (const span of block.spans) {
        expect(span.start).toBeGreaterThanOrEqual(0);
        expect(span.end).toBeLessThanOrEqual(block.text.length);
        expect(span.start).toBeLessThan(span.end);
      }
    }
  });
});
