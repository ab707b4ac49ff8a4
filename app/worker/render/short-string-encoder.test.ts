import {describe, expect, it} from 'vitest';
import type * as ReactDomServer from 'react-dom/server';
import {encodeShortAscii, installShortStringEncoder} from './short-string-encoder';

class PatchedEncoder extends TextEncoder {}
installShortStringEncoder(PatchedEncoder.prototype);
const patched = new PatchedEncoder();
const native = new TextEncoder();

const samples = [
  '',
  'class',
  'flex items-center gap-2 text-sm font-bold',
  '/products/aurora-hybrid-mattress?variant=4411',
  '$1,299.00',
  'Sleep “better”', // curly quotes: not ASCII
  'Café',
  '🛏️ beds',
  '\ud800', // a lone surrogate becomes U+FFFD
  'a'.repeat(96),
  'a'.repeat(97),
  `${'x'.repeat(400)} é`,
];

describe('installShortStringEncoder', () => {
  it('encodes every string byte for byte as the native encoder does', () => {
    for (const sample of samples) expect([...patched.encode(sample)], sample).toEqual([...native.encode(sample)]);
    expect([...patched.encode()]).toEqual([]);
  });

  it('keeps JavaScript to short ASCII strings and leaves the rest to the native encoder', () => {
    expect(encodeShortAscii('href')).toEqual(new Uint8Array([104, 114, 101, 102]));
    expect(encodeShortAscii('Café')).toBeNull();
    expect(encodeShortAscii('a'.repeat(97))).toBeNull();
  });

  it('installs once, so encoding is never wrapped twice', () => {
    const wrapped = PatchedEncoder.prototype.encode;
    installShortStringEncoder(PatchedEncoder.prototype);
    expect(PatchedEncoder.prototype.encode).toBe(wrapped);
    expect(TextEncoder.prototype.encode).not.toBe(wrapped);
  });

  it('renders the same streamed HTML as the native encoder', async () => {
    // The edge build the worker renders with (the Node one has no renderToReadableStream); typed as react-dom/server.
    const edgeBuild = 'react-dom/server.browser';
    const {renderToReadableStream} = (await import(/* @vite-ignore */ edgeBuild)) as typeof ReactDomServer;
    const {createElement: h} = await import('react');
    const page = () =>
      h('main', {className: 'container'}, [
        h('h1', {key: 1}, 'Aurora Hybrid Mattress — “Queen”'),
        h('a', {key: 2, href: '/products/aurora?x=1&y=2', 'data-testid': 'tile'}, 'Shop 🛏️ now'),
        ...Array.from({length: 50}, (_, index) => h('p', {key: index + 3, title: `item ${index}`}, `Line ${index} café`)),
      ]);
    const read = async () => new Response(await renderToReadableStream(page())).text();
    const withNative = await read();
    const nativeEncode = TextEncoder.prototype.encode;
    installShortStringEncoder(TextEncoder.prototype);
    try {
      expect(await read()).toBe(withNative);
    } finally {
      TextEncoder.prototype.encode = nativeEncode;
      delete (TextEncoder.prototype as unknown as Record<symbol, unknown>)[Symbol.for('dreamhaus.shortStringEncoder')];
    }
  });
});
