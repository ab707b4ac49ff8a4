import {describe, expect, it} from 'vitest';
import {applySecurityHeaders, plainErrorResponse} from './security-headers';

describe('applySecurityHeaders', () => {
  it('sets the referrer policy, nosniff and HSTS in production', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, {production: true});
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('leaves HSTS out elsewhere (local runs are plain http)', () => {
    const headers = new Headers();
    applySecurityHeaders(headers, {production: false});
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.has('Strict-Transport-Security')).toBe(false);
  });

  it('keeps values a route set itself', () => {
    const headers = new Headers({'Referrer-Policy': 'no-referrer', 'Strict-Transport-Security': 'max-age=60'});
    applySecurityHeaders(headers, {production: true});
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=60');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('plainErrorResponse', () => {
  it('is a short, uncached plain-text answer', async () => {
    const response = plainErrorResponse(400, 'That address is not valid.');
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toBe('That address is not valid.');
  });
});
