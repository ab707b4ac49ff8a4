import {describe, expect, it} from 'vitest';
import {
  MAX_PREVIEW_TOKEN_LENGTH,
  parsePreviewLink,
  parsePreviewToken,
  previewCookieValue,
  sameSitePath,
} from './preview';

const REPO = 'dreamhaus';

describe('parsePreviewToken: only refs of the configured repository', () => {
  it.each([
    ['dreamhaus~demo-draft-session'],
    ['dreamhaus~YZ1x:abc.def_2'],
    ['https://dreamhaus.prismic.io/previews/ZmX1aBIAACMAPt9k:ZmX1bRIAACQAPt-_?websitePreviewId=ZmXwZxIAACIAPs6X'],
  ])('accepts %s', (token) => {
    expect(parsePreviewToken(token, REPO)).toEqual({ok: true, ref: token, repository: REPO});
  });

  it.each([
    [null, 'missing'],
    ['', 'missing'],
    ['   ', 'missing'],
    ['no-repository-part', 'malformed'],
    ['~session', 'malformed'],
    ['dreamhaus~', 'malformed'],
    ['dreamhaus~has space', 'malformed'],
    ['dreamhaus~semi;colon', 'malformed'],
    ['dreamhaus~<script>', 'malformed'],
    ['Dreamhaus Store~x', 'malformed'],
    [`dreamhaus~${'a'.repeat(MAX_PREVIEW_TOKEN_LENGTH)}`, 'malformed'],
    ['http://dreamhaus.prismic.io/previews/abc', 'malformed'],
    ['https://dreamhaus.prismic.io.evil.example/previews/abc', 'malformed'],
    ['https://dreamhaus.prismic.io/api/v2', 'malformed'],
    ['https://user@dreamhaus.prismic.io/previews/abc', 'malformed'],
    ['otherrepo~session', 'other-repository'],
    ['https://otherrepo.prismic.io/previews/abc', 'other-repository'],
  ] as const)('refuses %s (%s)', (token, reason) => {
    expect(parsePreviewToken(token, REPO)).toEqual({ok: false, reason});
  });
});

describe('parsePreviewLink', () => {
  it('needs a valid token and a document id', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(parsePreviewLink(params('token=dreamhaus~s1&documentId=ZmHom1QAACQAhome'), REPO)).toEqual({
      ok: true,
      ref: 'dreamhaus~s1',
      documentId: 'ZmHom1QAACQAhome',
    });
    expect(parsePreviewLink(params('token=dreamhaus~s1'), REPO)).toEqual({ok: false, reason: 'missing'});
    expect(parsePreviewLink(params('token=dreamhaus~s1&documentId=../../etc'), REPO)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(parsePreviewLink(params('documentId=ZmHom1QAACQAhome'), REPO)).toEqual({ok: false, reason: 'missing'});
  });
});

describe('sameSitePath: the redirect after a preview stays on this site', () => {
  const origin = 'https://shop.example';
  it.each([
    ['/pages/warranty', '/pages/warranty'],
    ['/collections/beds?page=2#top', '/collections/beds?page=2#top'],
    ['/', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s → %s', (url, expected) => {
    expect(sameSitePath(url, origin)).toBe(expected);
  });
});

describe('previewCookieValue', () => {
  it('reads Prismic’s cookie among others, decoded', () => {
    expect(previewCookieValue('a=1; io.prismic.preview=dreamhaus~s1; b=2')).toBe('dreamhaus~s1');
    expect(
      previewCookieValue('io.prismic.preview=https%3A%2F%2Fdreamhaus.prismic.io%2Fpreviews%2Fabc'),
    ).toBe('https://dreamhaus.prismic.io/previews/abc');
    expect(previewCookieValue('other=1')).toBeNull();
    expect(previewCookieValue(null)).toBeNull();
    expect(previewCookieValue('io.prismic.preview=%E0%A4%A')).toBeNull();
  });
});
