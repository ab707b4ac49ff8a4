import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {createElement} from 'react';
import type * as ReactDomServer from 'react-dom/server';
import {describe, expect, it} from 'vitest';

// patches/react-dom+18.3.1.patch (applied by `npm install`'s postinstall): React 18's streaming renderer, the one
// the worker uses, wrote the page into 512-byte views and handed each to the response stream on its own. In
// workerd each of those ~100 chunks of a 50 kB page cost a trip through the runtime and an external buffer to
// collect; 32 kB views make it a few chunks. Flushes still end a chunk, so streaming is unchanged.

const require = createRequire(import.meta.url);
// The worker's build of the renderer (Node's own `react-dom/server` has no web streams); its API is the same.
const {renderToReadableStream} = require('react-dom/server.browser') as typeof ReactDomServer;

const ITEMS = 2000;

function Page() {
  return createElement(
    'ul',
    null,
    Array.from({length: ITEMS}, (_, index) => createElement('li', {key: index, className: 'item'}, `Item ${index}`)),
  );
}

async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return chunks;
}

describe('react-dom/server with 32 kB stream views', () => {
  it('is the patched build, development and production alike', () => {
    const dir = require.resolve('react-dom/server.browser').replace(/server\.browser\.js$/, 'cjs/');
    expect(readFileSync(`${dir}react-dom-server.browser.production.min.js`, 'utf8')).toContain('new Uint8Array(32768)');
    expect(readFileSync(`${dir}react-dom-server.browser.development.js`, 'utf8')).toContain('var VIEW_SIZE = 32768;');
  });

  it('streams a page of about 60 kB as a few chunks, every byte of it', async () => {
    const stream = await renderToReadableStream(createElement(Page));
    await stream.allReady;
    const chunks = await chunksOf(stream);
    const html = new TextDecoder().decode(Buffer.concat(chunks));

    expect(html.length).toBeGreaterThan(50_000);
    // 512-byte views made this page more than a hundred chunks.
    expect(chunks.length).toBeLessThanOrEqual(3);
    expect(html.startsWith('<ul><li class="item">Item 0</li>')).toBe(true);
    expect(html.endsWith(`<li class="item">Item ${ITEMS - 1}</li></ul>`)).toBe(true);
    expect(html.match(/<li class="item">/g)).toHaveLength(ITEMS);
  });
});
