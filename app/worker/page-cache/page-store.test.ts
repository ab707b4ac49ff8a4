import {describe, expect, it} from 'vitest';
import {PageStore, type Lookup, type PageStoreLimits, type StoredPage} from './page-store';
import {fillNonce, nonceTemplate} from './nonce-template';

const limits: PageStoreLimits = {freshMs: 1_000, staleMs: 4_000, maxBytes: 30, maxEntryBytes: 20, waitMs: 50};

function clock(start = 1_000_000) {
  let now = start;
  return {now: () => now, advance: (ms: number) => (now += ms)};
}

function page(html: string): StoredPage {
  return {body: nonceTemplate(html, 'n0'), nonce: 'n0', status: 200, headers: [['content-type', 'text/html']], effects: []};
}

/** What a lookup found, with a served page as its HTML. */
function servedOf(lookup: Lookup) {
  return 'page' in lookup ? {kind: lookup.kind, html: new TextDecoder().decode(fillNonce(lookup.page.body, 'n0'))} : lookup;
}

/** Renders `key` through the store as a request would: the lookup must ask for a render. */
function render(store: PageStore, key: string, html: string | null) {
  const found = store.lookup(key);
  if (found.kind !== 'render') throw new Error(`expected a render, got ${found.kind}`);
  found.finish(html === null ? null : page(html));
}

describe('PageStore', () => {
  it('serves a kept page for a second, then has the next request render it again', () => {
    const time = clock();
    const store = new PageStore(limits, time.now);
    render(store, '/a', '<p>a</p>');

    const hit = store.lookup('/a');
    expect(servedOf(hit)).toMatchObject({kind: 'fresh', html: '<p>a</p>'});

    time.advance(1_000);
    expect(store.lookup('/a').kind).toBe('render');
  });

  it('serves the old page while one request re-renders it, never longer than the stale window', () => {
    const time = clock();
    const store = new PageStore(limits, time.now);
    render(store, '/a', 'v1');
    time.advance(1_500);

    const refresher = store.lookup('/a');
    expect(refresher.kind).toBe('render');
    // Others meanwhile get v1 rather than starting renders of their own.
    expect(servedOf(store.lookup('/a'))).toMatchObject({kind: 'stale', html: 'v1'});

    time.advance(4_000);
    // Past fresh + stale the old page is gone: they wait for the render instead.
    expect(store.lookup('/a').kind).toBe('wait');
    if (refresher.kind === 'render') refresher.finish(page('v2'));
    expect(servedOf(store.lookup('/a'))).toMatchObject({kind: 'fresh', html: 'v2'});
  });

  it('has the first requests for a new page wait for one render, which they then get', async () => {
    const store = new PageStore(limits, clock().now);
    const first = store.lookup('/new');
    const second = store.lookup('/new');
    expect(first.kind).toBe('render');
    expect(second.kind).toBe('wait');
    if (first.kind !== 'render' || second.kind !== 'wait') return;

    const waited = store.waitFor(second.ready);
    first.finish(page('made once'));
    await waited;
    expect(servedOf(store.lookup('/new'))).toMatchObject({kind: 'fresh', html: 'made once'});
  });

  it('lets a waiting request go after waitMs, and a render that was not kept frees the page for the next', async () => {
    const store = new PageStore(limits, clock().now);
    const first = store.lookup('/slow');
    const second = store.lookup('/slow');
    if (first.kind !== 'render' || second.kind !== 'wait') throw new Error('unexpected lookups');

    const started = Date.now();
    await store.waitFor(second.ready);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);

    first.finish(null);
    expect(store.size).toBe(0);
    expect(store.lookup('/slow').kind).toBe('render');
  });

  it('never keeps a page over the entry limit, and drops the least recently used past maxBytes', () => {
    const store = new PageStore(limits, clock().now);
    render(store, '/huge', 'x'.repeat(21));
    expect(store.size).toBe(0);

    render(store, '/a', 'a'.repeat(10));
    render(store, '/b', 'b'.repeat(10));
    store.lookup('/a'); // /a is now the most recently used
    render(store, '/c', 'c'.repeat(15));
    expect(store.lookup('/a').kind).toBe('fresh');
    expect(store.lookup('/c').kind).toBe('fresh');
    expect(store.lookup('/b').kind).toBe('render');
  });

  it('keeps pages apart by key', () => {
    const store = new PageStore(limits, clock().now);
    render(store, '/p\ndesktop\n1:0\n', 'original');
    render(store, '/p\ndesktop\n1:7\n', 'variation');
    expect(servedOf(store.lookup('/p\ndesktop\n1:0\n'))).toMatchObject({html: 'original'});
    expect(servedOf(store.lookup('/p\ndesktop\n1:7\n'))).toMatchObject({html: 'variation'});
  });
});
