import {describe, expect, it} from 'vitest';
import type * as prismic from '@prismicio/client';
import type {ContentPageDocument, HeaderDocument, MegaMenuDocument} from './document-types';
import {DEFAULT_BANNER_INTERVAL_MS, linkUrl, toContentPage, toSeo, toSiteHeader} from './reshape';

/** A Link field as the model types it (no link variants). */
type Link = HeaderDocument['data']['mobile_banner_link'];

const EMPTY_LINK = {link_type: 'Any'} as const;
const web = (url: string): Link => ({link_type: 'Web', url});

/** Document metadata the reshaping ignores. */
const META = {
  url: null,
  href: '',
  tags: [],
  first_publication_date: '2024-01-01T00:00:00+0000',
  last_publication_date: '2024-01-01T00:00:00+0000',
  slugs: [],
  linked_documents: [],
  lang: 'en-au',
  alternate_languages: [],
} satisfies Partial<prismic.PrismicDocument>;

function header(data: Partial<HeaderDocument['data']>): HeaderDocument {
  return {
    ...META,
    id: 'h',
    uid: 'site-header',
    type: 'header',
    data: {
      site_title: null,
      site_description: null,
      site_logo: {},
      mobile_banner: {},
      mobile_banner_link: EMPTY_LINK,
      information_banner: [],
      information_banner_time_interval: null,
      information_banner_color: null,
      information_banner_text_color: null,
      information_banner_font_size: null,
      mega_menu_links: [],
      header_icons: [],
      meta_tags: [],
      ...data,
    },
  };
}

function menuDocument(id: string, links: [string | null, Link][]): MegaMenuDocument {
  return {
    ...META,
    id,
    uid: id,
    type: 'mega_menu',
    data: {
      title: id,
      body: [
        {
          slice_type: 'menu_column',
          slice_label: null,
          id: `menu_column$${id}`,
          variation: 'default',
          version: 'initial',
          primary: {heading: ' Shop '},
          items: links.map(([link_label, link]) => ({link_label, link})),
        },
      ],
    },
  };
}

describe('linkUrl', () => {
  it('resolves document links through the site mapping, ignoring their stored url', () => {
    expect(
      linkUrl({link_type: 'Document', id: 'x', type: 'page', uid: 'warranty', tags: [], lang: 'en-au', url: '/elsewhere'}),
    ).toBe('/pages/warranty');
  });

  it('is null for empty and broken links', () => {
    expect(linkUrl(EMPTY_LINK)).toBeNull();
    expect(linkUrl(null)).toBeNull();
    expect(linkUrl(web('  '))).toBeNull();
    expect(
      linkUrl({link_type: 'Document', id: 'gone', type: 'broken_type', tags: [], lang: 'en-au', isBroken: true}),
    ).toBeNull();
  });
});

describe('toSiteHeader', () => {
  it('drops icons without a name, with an unknown name, or without a link', () => {
    const result = toSiteHeader(
      header({
        header_icons: [
          {icon_name: 'cart', icon_link: web('/cart')},
          {icon_name: null, icon_link: web('/contact-us')},
          {icon_name: 'profile', icon_link: EMPTY_LINK},
          {icon_name: 'basket' as 'cart', icon_link: web('/cart')},
        ],
      }),
      [],
    );
    expect(result.icons).toEqual([{name: 'cart', url: '/cart'}]);
  });

  it('joins each menu item to its own mega menu and drops items leading nowhere', () => {
    const result = toSiteHeader(
      header({
        mega_menu_links: [
          {
            link_label: 'Beds',
            link_color: '#red',
            link: EMPTY_LINK,
            second_level_menu: {link_type: 'Document', id: 'beds-menu', type: 'mega_menu', tags: [], lang: 'en-au'},
          },
          {link_label: 'Nowhere', link_color: null, link: EMPTY_LINK, second_level_menu: EMPTY_LINK},
          {link_label: '  ', link_color: null, link: web('/unnamed'), second_level_menu: EMPTY_LINK},
        ],
      }),
      [
        menuDocument('other-menu', [['Desks', web('/collections/desks')]]),
        menuDocument('beds-menu', [
          ['Sofa beds', web('/collections/sofa-beds')],
          [null, web('/collections/unlabelled')],
          ['No link', EMPTY_LINK],
        ]),
      ],
    );
    expect(result.menu).toEqual([
      {
        label: 'Beds',
        color: null, // '#red' is not an allowed custom colour
        url: null,
        columns: [{heading: 'Shop', links: [{label: 'Sofa beds', url: '/collections/sofa-beds'}]}],
      },
    ]);
  });

  it('falls back for a too-fast interval and drops invalid banner styling', () => {
    const result = toSiteHeader(
      header({
        information_banner: [{banner_text: ' One '}, {banner_text: ''}, {banner_text: null}],
        information_banner_time_interval: 5,
        information_banner_color: '#12345',
        information_banner_text_color: '#abc',
        information_banner_font_size: 'huge',
      }),
      [],
    );
    expect(result.informationBanner).toEqual({
      slides: ['One'],
      intervalMs: DEFAULT_BANNER_INTERVAL_MS,
      colour: null,
      textColour: '#abc',
      fontSize: null,
    });
  });

  it('has no banners, logo or title when content leaves them empty', () => {
    expect(toSiteHeader(header({}), [])).toEqual({
      title: '',
      description: '',
      logo: null,
      menu: [],
      icons: [],
      mobileBanner: null,
      informationBanner: null,
      metaTags: [],
    });
  });

  it('keeps a mobile banner without a link', () => {
    const image = {
      url: '/m.svg',
      alt: null,
      copyright: null,
      id: 'i',
      dimensions: {width: 10, height: 5},
      edit: {x: 0, y: 0, zoom: 1, background: 'transparent'},
    };
    expect(toSiteHeader(header({mobile_banner: image}), []).mobileBanner).toEqual({
      image: {url: '/m.svg', altText: null, width: 10, height: 5},
      url: null,
    });
  });
});

describe('toSeo', () => {
  it('falls back to the page title and the default robots', () => {
    expect(toSeo({meta_title: ' ', meta_description: null, meta_robots: null}, 'Warranty')).toEqual({
      title: 'Warranty',
      description: null,
      robots: 'follow, index',
    });
  });
});

describe('toContentPage', () => {
  it('takes the title from the title field text', () => {
    const doc = {
      ...META,
      id: 'w',
      uid: 'warranty',
      type: 'page',
      data: {
        title: [{type: 'heading1', text: ' Warranty ', spans: []}],
        body: [],
        meta_title: null,
        meta_description: null,
        meta_robots: null,
      },
    } as unknown as ContentPageDocument;
    expect(toContentPage(doc)).toMatchObject({title: 'Warranty', url: '/pages/warranty', seo: {title: 'Warranty'}});
  });
});
