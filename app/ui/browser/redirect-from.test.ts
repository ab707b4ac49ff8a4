import {describe, expect, it} from 'vitest';
import {readRedirectFrom, toRedirectFrom} from './redirect-from';

describe('redirectFrom', () => {
  it('keeps a titled same-site page', () => {
    expect(toRedirectFrom(' Beds | Dreamhaus ', '/collections/beds?page=2')).toEqual({pageTitle: 'Beds | Dreamhaus', url: '/collections/beds?page=2'});
  });

  it.each([
    ['', '/x'],
    ['Title', 'https://evil.example/'],
    ['Title', '//evil.example/'],
  ])('keeps nothing for %j %j', (title, url) => {
    expect(toRedirectFrom(title, url)).toBeNull();
  });

  it('reads back only what it wrote', () => {
    expect(readRedirectFrom(JSON.stringify({pageTitle: 'Home', url: '/'}))).toEqual({pageTitle: 'Home', url: '/'});
    expect(readRedirectFrom('{broken')).toBeNull();
    expect(readRedirectFrom(JSON.stringify({pageTitle: '', url: '/'}))).toBeNull();
    expect(readRedirectFrom(null)).toBeNull();
  });
});
