import {describe, expect, it} from 'vitest';
import {contentSitemapEntries, robotsTxt, sitemapXml} from './sitemap';

const ORIGIN = 'https://www.dreamhaus.example';
const doc = (type: string, uid: string | null, date = '2025-01-01T00:00:00+0000', robots: string | null = null) => ({
  type,
  uid,
  last_publication_date: date,
  data: {meta_robots: robots},
});

describe('contentSitemapEntries', () => {
  it('lists each content page at its content-to-URL mapping, absolute, sorted', () => {
    expect(
      contentSitemapEntries(
        [
          doc('static_page', 'terms-and-conditions'),
          doc('page', 'warranty', '2025-04-23T12:15:37+0000'),
          doc('blog', 'how-to-choose-a-mattress'),
          doc('store_page', 'richmond'),
          doc('campaign_landing_page1', 'spring-sale'),
          doc('home_page', null),
          doc('contact_us', 'contact-us'),
        ],
        ORIGIN,
      ).map((entry) => entry.loc),
    ).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/blogs/inspiration/how-to-choose-a-mattress`,
      `${ORIGIN}/campaign/spring-sale`,
      `${ORIGIN}/contact-us`,
      `${ORIGIN}/pages/warranty`,
      `${ORIGIN}/static-pages/terms-and-conditions`,
      `${ORIGIN}/store/richmond`,
    ]);
  });

  it('leaves out noindex pages, documents without a uid, and types that are not pages', () => {
    expect(
      contentSitemapEntries(
        [
          doc('static_page', 'privacy-policy', undefined, 'noindex, follow'),
          doc('page', null),
          doc('header', 'site-header'),
          doc('error_page', '404'),
          doc('seo_redirect', null),
          doc('campaign_settings', 'campaign-settings'),
        ],
        ORIGIN,
      ),
    ).toEqual([]);
  });

  it('keeps one entry per URL, with the newest date', () => {
    expect(
      contentSitemapEntries(
        [doc('store_page', 'richmond', '2025-01-01T00:00:00+0000'), doc('store-locator', 'richmond', '2025-03-01T00:00:00+0000')],
        ORIGIN,
      ),
    ).toEqual([{loc: `${ORIGIN}/store/richmond`, lastmod: '2025-03-01T00:00:00+0000'}]);
  });
});

describe('sitemapXml', () => {
  it('writes a sitemaps.org urlset, escaping XML', () => {
    expect(sitemapXml([{loc: `${ORIGIN}/blogs/inspiration?page=2&x=<1>`, lastmod: '2025-01-01'}])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        `    <loc>${ORIGIN}/blogs/inspiration?page=2&amp;x=&lt;1&gt;</loc>`,
        '    <lastmod>2025-01-01</lastmod>',
        '  </url>',
        '</urlset>',
      ].join('\n'),
    );
  });
});

describe('robotsTxt', () => {
  it('disallows the bag, the API, previews, the wishlist and the simulator, and names the sitemap', () => {
    expect(robotsTxt(ORIGIN)).toBe(
      [
        'User-agent: *',
        'Disallow: /cart',
        'Disallow: /api/',
        'Disallow: /preview',
        'Disallow: /wishlist',
        'Disallow: /slice-simulator',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  it('disallows everything when indexing is off', () => {
    expect(robotsTxt(ORIGIN, {allowIndexing: false})).toContain('Disallow: /\n');
  });

  it('names no sitemap without the store’s origin (a deployed store without PUBLIC_STORE_ORIGIN)', () => {
    expect(robotsTxt(null)).not.toMatch(/Sitemap:/);
    expect(robotsTxt(null)).toMatch(/^User-agent: \*\nDisallow: \/cart\n/);
  });
});
