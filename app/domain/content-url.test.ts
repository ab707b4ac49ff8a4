import {describe, expect, it} from 'vitest';
import {contentUrl, linkResolver} from './content-url';

describe('contentUrl: every row of the content-to-URL table', () => {
  it.each([
    ['become_a_member', 'become-a-member', '/become-a-member'],
    ['page', 'delivery-information', '/pages/delivery-information'],
    ['store-locator', 'store-locator', '/store/store-locator'],
    ['store_page', 'richmond', '/store/richmond'],
    ['static_page', 'privacy-policy', '/static-pages/privacy-policy'],
    ['blog', 'choosing-a-mattress', '/blogs/inspiration/choosing-a-mattress'],
    ['contact_us', 'contact-us', '/contact-us'],
    ['product_search_page', 'search', '/products/search'],
    ['blogpage', 'inspiration', '/blogs/inspiration'],
    ['taggedblog', 'inspiration', '/blogs/inspiration'],
    ['collection_page', 'beds', '/collections/beds'],
    ['product_list_page', 'beds', '/collections/beds/products'],
    ['product_list_page', 'mattresses', '/collections/mattresses/products'],
    ['product_detail_page', 'harbour-hybrid-mattress', '/products/harbour-hybrid-mattress'],
    ['l2_product_list_page', 'beds__size__queen', '/collections/beds/size/queen'],
    ['campaign_landing_page1', 'winter-sale', '/campaign/winter-sale'],
    ['cart', null, '/cart'],
    ['error_page', '404', '/error/404'],
    ['work_with_us', null, '/work-with-us'],
    ['bedbuilder', null, '/bedbuilder'],
    ['home_page', null, '/'],
    ['header', 'site-header', '/'],
  ])('%s %s → %s', (type, uid, url) => {
    expect(contentUrl({type, uid})).toBe(url);
  });
});

describe('contentUrl: options', () => {
  it('adds ?page=n to a paged blog listing, only above page 1', () => {
    expect(contentUrl({type: 'blogpage', uid: 'inspiration'}, {page: 3})).toBe(
      '/blogs/inspiration?page=3',
    );
    expect(contentUrl({type: 'blogpage', uid: 'inspiration'}, {page: 1})).toBe('/blogs/inspiration');
    expect(contentUrl({type: 'blogpage', uid: 'inspiration'}, {page: 2.5})).toBe(
      '/blogs/inspiration',
    );
  });

  it('builds a tagged blog URL from the option or the document data', () => {
    expect(contentUrl({type: 'taggedblog', uid: 'inspiration'}, {tag: 'sleep-tips'})).toBe(
      '/blogs/inspiration/tagged/sleep-tips',
    );
    expect(contentUrl({type: 'taggedblog', uid: 'inspiration', data: {tag: 'kids'}})).toBe(
      '/blogs/inspiration/tagged/kids',
    );
    expect(contentUrl({type: 'taggedblog', uid: 'inspiration', data: {tag: ''}})).toBe(
      '/blogs/inspiration',
    );
  });

  it('sends the canonical mattresses list to the collection page, other lists keep /products', () => {
    expect(contentUrl({type: 'product_list_page', uid: 'mattresses'}, {canonical: true})).toBe(
      '/collections/mattresses',
    );
    expect(contentUrl({type: 'product_list_page', uid: 'beds'}, {canonical: true})).toBe(
      '/collections/beds/products',
    );
  });
});

describe('contentUrl: edge cases', () => {
  it('sends uid-based types without a uid home', () => {
    for (const type of ['page', 'static_page', 'blog', 'collection_page', 'l2_product_list_page']) {
      expect(contentUrl({type})).toBe('/');
      expect(contentUrl({type, uid: null})).toBe('/');
      expect(contentUrl({type, uid: '  '})).toBe('/');
    }
  });

  it('keeps fixed URLs when the uid is missing', () => {
    expect(contentUrl({type: 'contact_us'})).toBe('/contact-us');
    expect(contentUrl({type: 'error_page', uid: null})).toBe('/error/404');
  });

  it.each([
    ['beds'],
    ['beds__size'],
    ['beds____queen'],
    ['beds__size__queen__extra'],
    ['__size__queen'],
  ])('sends a malformed l2 uid %s home', (uid) => {
    expect(contentUrl({type: 'l2_product_list_page', uid})).toBe('/');
  });

  it('encodes uid segments', () => {
    expect(contentUrl({type: 'page', uid: 'a b/c'})).toBe('/pages/a%20b%2Fc');
  });

  it('works as a one-argument link resolver for content relationship fields', () => {
    expect(
      linkResolver({type: 'page', uid: 'warranty', data: undefined}),
    ).toBe('/pages/warranty');
  });
});
