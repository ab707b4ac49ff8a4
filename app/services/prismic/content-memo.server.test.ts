/**
 * The content every page reads (header, campaign settings and banner) through the isolate's ref memo, against the
 * Prismic stand-in: read once per published ref, a publish shown once the ref is learned again, failures never
 * kept, and a preview session (no memo) reading every time.
 */
import {afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi} from 'vitest';
import {http, HttpResponse} from 'msw';
import {setupServer} from 'msw/node';
import {createPrismicHandlers} from '../../../tests/mocks/prismic/handlers';
import {loadContent} from '../../../tests/mocks/prismic/documents';
import {forgetReportedContentProblems} from './campaigns.server';
import {createContentClient} from './client.server';
import {createContentService} from './content.server';
import {CURRENT_REF_FRESH_MS, RefMemo} from './ref-memo.server';

const ORIGIN = 'http://127.0.0.1:4100';
const store = loadContent();
const server = setupServer(...createPrismicHandlers(store));
let searches = 0;

beforeAll(() => {
  server.listen({onUnhandledRequest: 'error'});
  server.events.on('request:start', ({request}) => {
    if (new URL(request.url).pathname.endsWith('/documents/search')) searches++;
  });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => {
  searches = 0;
  forgetReportedContentProblems();
});

/** One incoming request's content service: its own client, as the worker builds one per request. */
function request(memo?: RefMemo) {
  const onError = vi.fn();
  const client = createContentClient({endpoint: `${ORIGIN}/api/v2`});
  return {content: createContentService(client, {onError, memo}), onError};
}

async function everyPagesContent(memo?: RefMemo) {
  const {content, onError} = request(memo);
  const [header, settings, banner] = await Promise.all([
    content.getSiteHeader(),
    content.getCampaignSettings(),
    content.getCampaignBanner(),
  ]);
  return {header, settings, banner, onError};
}

function atTime(ms: number) {
  vi.spyOn(Date, 'now').mockReturnValue(ms);
}

describe('the content every page reads, through the ref memo', () => {
  it('is read once per published ref: the next request reads no document', async () => {
    const memo = new RefMemo();
    const first = await everyPagesContent(memo);
    expect(first.header?.menu.length).toBeGreaterThan(0);
    expect(first.settings.campaigns.length).toBeGreaterThan(0);
    const readFirst = searches;
    expect(readFirst).toBeGreaterThan(0);

    const second = await everyPagesContent(memo);
    expect(searches).toBe(readFirst);
    expect(second.header).toEqual(first.header);
    expect(second.settings).toEqual(first.settings);
    expect(second.banner).toEqual(first.banner);
  });

  it('shows a publish once the new ref is learned (within a second of the repository saying so)', async () => {
    const memo = new RefMemo();
    const start = Date.now();
    atTime(start);
    const before = await everyPagesContent(memo);
    const header = store.documents.find((doc) => doc.type === 'header')!;
    const {masterRef} = store;
    const title = header.data.site_title;
    try {
      header.data.site_title = 'Published just now';
      store.masterRef = `${masterRef}-next`;

      atTime(start + CURRENT_REF_FRESH_MS / 2);
      expect((await everyPagesContent(memo)).header?.title).toBe(before.header?.title);

      atTime(start + CURRENT_REF_FRESH_MS + 1);
      expect((await everyPagesContent(memo)).header?.title).toBe('Published just now');
    } finally {
      header.data.site_title = title;
      store.masterRef = masterRef;
    }
  });

  it('keeps no read that failed: the next request reads again and gets the content', async () => {
    const memo = new RefMemo();
    server.use(http.get('*/api/v2/documents/search', () => HttpResponse.json({message: 'down'}, {status: 500})));
    const failed = await everyPagesContent(memo);
    expect(failed.header).toBeNull();
    expect(failed.settings.campaigns).toEqual([]);
    expect(failed.onError).toHaveBeenCalled();

    server.resetHandlers();
    const recovered = await everyPagesContent(memo);
    expect(recovered.header?.menu.length).toBeGreaterThan(0);
    expect(recovered.settings.campaigns.length).toBeGreaterThan(0);
  });

  it('keeps no settings one of whose documents failed (the app settings stood in by their defaults)', async () => {
    const memo = new RefMemo();
    server.use(
      http.get('*/api/v2/documents/search', ({request: incoming}) =>
        decodeURIComponent(incoming.url).includes('app_settings') ? HttpResponse.json({}, {status: 500}) : undefined,
      ),
    );
    const partial = await everyPagesContent(memo);
    expect(partial.settings.appSettings.badges).toEqual([]);

    server.resetHandlers();
    const whole = await everyPagesContent(memo);
    expect(whole.settings.appSettings.badges.length).toBeGreaterThan(0);
  });

  it('without a memo (a preview session), reads the documents on every request', async () => {
    await everyPagesContent();
    const readOnce = searches;
    await everyPagesContent();
    expect(searches).toBe(readOnce * 2);
  });
});
