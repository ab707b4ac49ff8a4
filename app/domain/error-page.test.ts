import {describe, expect, it} from 'vitest';
import {errorHeading} from './error-page';
import {defaultHelpfulLinks, errorApology} from './error-page-copy';

describe('errorHeading', () => {
  it.each([
    [404, 'This page could not be found', '404 This page could not be found'],
    [404, 'Page not found', '404 Page not found'],
    [undefined, 'Boom', '500 Boom'],
    [410, '', '410 client error'],
    [503, undefined, '503 server error'],
  ])('%s + %s → %s', (status, message, heading) => {
    expect(errorHeading(status, message)).toBe(heading);
  });
});

describe('error page copy', () => {
  it('names the brand in the apology and the member programme link', () => {
    expect(errorApology('Acme')).toBe('Sorry, it looks like this page is having a Acme.');
    const links = defaultHelpfulLinks('Acme');
    expect(links.map((link) => link.label)).toEqual([
      'Mattresses',
      'Bedroom Furniture',
      'Clearance Sale',
      'Find Store',
      'Acme Member Program',
      'Bed',
    ]);
    expect(links.every((link) => link.url.startsWith('/'))).toBe(true);
  });
});
