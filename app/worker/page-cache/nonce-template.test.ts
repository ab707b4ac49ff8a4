import {describe, expect, it} from 'vitest';
import {fillNonce, nonceTemplate} from './nonce-template';

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('nonceTemplate / fillNonce', () => {
  it('puts the new nonce everywhere the old one was, and leaves the rest byte for byte', () => {
    const html = '<script nonce="old1">a()</script><p>Größe – 1 800 mm ✓</p><script nonce="old1">b()</script>';
    const template = nonceTemplate(html, 'old1');
    expect(decode(fillNonce(template, 'new22'))).toBe(html.replaceAll('old1', 'new22'));
  });

  it('handles a nonce at the very start and end, and a document without one', () => {
    expect(decode(fillNonce(nonceTemplate('n0<p>x</p>n0', 'n0'), 'abc'))).toBe('abc<p>x</p>abc');
    expect(decode(fillNonce(nonceTemplate('<p>plain</p>', 'n0'), 'abc'))).toBe('<p>plain</p>');
  });

  it('counts the kept bytes (UTF-8, the nonce left out)', () => {
    expect(nonceTemplate('é-n0-é', 'n0').byteLength).toBe(6);
  });

  it('gives every copy its own bytes', () => {
    const template = nonceTemplate('<a nonce="n0">', 'n0');
    const first = fillNonce(template, 'x1');
    fillNonce(template, 'y2');
    expect(decode(first)).toBe('<a nonce="x1">');
  });

  it('refuses an empty nonce, which would cut between every character', () => {
    expect(() => nonceTemplate('<p>', '')).toThrow();
  });
});
