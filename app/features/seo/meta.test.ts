import {describe, expect, it} from 'vitest';
import {pageMeta} from './meta';
import {breadcrumbListJsonLd, organizationJsonLd, productJsonLd} from './structured-data';

const ORIGIN = 'https://www.dreamhaus.example';

describe('pageMeta', () => {
  it('keeps the old call shape: title, description, robots default, canonical', () => {
    const meta = pageMeta({title: 'Warranty', description: 'Our warranty', canonicalUrl: `${ORIGIN}/pages/warranty`, brandName: 'Dreamhaus'});
    expect(meta.slice(0, 4)).toEqual([
      {title: 'Warranty | Dreamhaus'},
      {name: 'description', content: 'Our warranty'},
      {name: 'robots', content: 'follow, index'},
      {tagName: 'link', rel: 'canonical', href: `${ORIGIN}/pages/warranty`},
    ]);
  });

  it('lets content override robots, and names the brand once', () => {
    const meta = pageMeta({title: 'Dreamhaus Sale', robots: 'noindex, follow', brandName: 'Dreamhaus'});
    expect(meta).toContainEqual({title: 'Dreamhaus Sale'});
    expect(meta).toContainEqual({name: 'robots', content: 'noindex, follow'});
  });

  it('adds Open Graph, with the image made absolute against the canonical URL', () => {
    const meta = pageMeta({
      title: 'Aurora Hybrid Mattress',
      description: 'Zoned support',
      canonicalUrl: `${ORIGIN}/products/aurora`,
      brandName: 'Dreamhaus',
      image: {url: '/cdn/aurora.png', altText: 'Aurora', width: 1200, height: 900},
      type: 'product',
    });
    expect(meta).toEqual(
      expect.arrayContaining([
        {property: 'og:site_name', content: 'Dreamhaus'},
        {property: 'og:type', content: 'product'},
        {property: 'og:title', content: 'Aurora Hybrid Mattress'},
        {property: 'og:description', content: 'Zoned support'},
        {property: 'og:url', content: `${ORIGIN}/products/aurora`},
        {property: 'og:image', content: `${ORIGIN}/cdn/aurora.png`},
        {property: 'og:image:alt', content: 'Aurora'},
        {name: 'twitter:card', content: 'summary_large_image'},
      ]),
    );
  });

  it('emits each JSON-LD object as a script:ld+json descriptor', () => {
    const org = organizationJsonLd({name: 'Dreamhaus', origin: ORIGIN});
    const meta = pageMeta({title: '', brandName: 'Dreamhaus', jsonLd: [org]});
    expect(meta).toContainEqual({'script:ld+json': org});
    expect(meta).toContainEqual({title: 'Dreamhaus'});
    expect(meta.some((tag) => 'property' in tag && tag.property === 'og:url')).toBe(false);
  });
});

describe('structured data', () => {
  const product = {
    title: 'Aurora Hybrid Mattress',
    description: 'Zoned support',
    vendor: '',
    images: [{url: 'https://cdn.shopify.com/a.png', altText: null, width: null, height: null}],
    seo: {title: null, description: null},
  };
  const variant = {sku: 'MAT-AUR-Q', availableForSale: false, image: null};
  // The price the page shows (a campaign's), which the Offer must carry, not the catalogue's list price.
  const price = {amount: '979.30', currencyCode: 'AUD'};

  it('a Product with its Offer, and the rating only when there are reviews', () => {
    const url = `${ORIGIN}/products/aurora`;
    const noReviews = productJsonLd({product, variant, price, url, reviews: {average: 0, total: 0}, brandName: 'Dreamhaus'});
    expect(noReviews).toMatchObject({
      '@type': 'Product',
      name: 'Aurora Hybrid Mattress',
      sku: 'MAT-AUR-Q',
      brand: {'@type': 'Brand', name: 'Dreamhaus'},
      image: ['https://cdn.shopify.com/a.png'],
      offers: {'@type': 'Offer', price: '979.30', priceCurrency: 'AUD', availability: 'https://schema.org/OutOfStock', url},
    });
    expect(noReviews).not.toHaveProperty('aggregateRating');
    expect(productJsonLd({product, variant, price, url, reviews: {average: 4.6, total: 23}, brandName: 'Dreamhaus'}).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.6,
      reviewCount: 23,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('a BreadcrumbList with positions and absolute items', () => {
    expect(breadcrumbListJsonLd([{name: 'Home', url: '/'}, {name: 'Mattresses', url: '/collections/mattresses'}], ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/`},
        {'@type': 'ListItem', position: 2, name: 'Mattresses', item: `${ORIGIN}/collections/mattresses`},
      ],
    });
  });
});
