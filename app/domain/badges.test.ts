import {describe, expect, it} from 'vitest';
import {
  badgesBesidePrice,
  addToBagOverride,
  overrideLinkFor,
  isSameSitePath,
  parseAddToBagRules,
  parseBadgeRules,
  productBadges,
  type AddToBagRule,
  type BadgeRule,
} from './badges';

const NO_META = {campaignBadgeTitle: null, campaignBadgeColor: null};

const RULES: BadgeRule[] = [
  {title: 'Quickship', tag: 'ready-to-ship', colour: '#1F2A44'},
  {title: 'Clearance', tag: 'clearance', colour: '#FEBD40'},
  {title: 'Best seller', tag: 'sale-20', colour: '#000'},
];

describe('productBadges', () => {
  it('takes badges from the tags, in content order, ignoring tag case', () => {
    expect(productBadges({tags: ['Clearance', 'READY-TO-SHIP'], meta: NO_META}, RULES)).toEqual([
      {title: 'Quickship', colour: '#1F2A44'},
      {title: 'Clearance', colour: '#FEBD40'},
    ]);
  });

  it('puts the product’s own badge first', () => {
    const meta = {campaignBadgeTitle: ' Best Seller ', campaignBadgeColor: '#1f4e79'};
    expect(productBadges({tags: ['ready-to-ship'], meta}, RULES)).toEqual([
      {title: 'Best Seller', colour: '#1f4e79'},
      {title: 'Quickship', colour: '#1F2A44'},
    ]);
  });

  it('shows one badge per title, whatever its case; the first wins', () => {
    const meta = {campaignBadgeTitle: 'Best Seller', campaignBadgeColor: '#1f4e79'};
    expect(productBadges({tags: ['sale-20'], meta}, RULES)).toEqual([{title: 'Best Seller', colour: '#1f4e79'}]);
  });

  it('keeps a badge with an invalid colour, without the colour', () => {
    const meta = {campaignBadgeTitle: 'Trending', campaignBadgeColor: 'pink'};
    expect(productBadges({tags: [], meta}, [{title: 'Sale', tag: 'x', colour: '#zzz'}])).toEqual([
      {title: 'Trending', colour: null},
    ]);
    expect(productBadges({tags: ['x'], meta: NO_META}, [{title: 'Sale', tag: 'x', colour: '#zzz'}])).toEqual([
      {title: 'Sale', colour: null},
    ]);
  });

  it('has no badges without a title or a matching tag', () => {
    expect(
      productBadges({tags: ['beds'], meta: {campaignBadgeTitle: '  ', campaignBadgeColor: '#fff'}}, RULES),
    ).toEqual([]);
  });
});

describe('isSameSitePath', () => {
  it.each([['/bedbuilder'], ['/pages/delivery-information?from=pdp#top'], ['/']])('accepts %s', (link) => {
    expect(isSameSitePath(link)).toBe(true);
  });

  it.each([
    ['an absolute URL', 'https://example.com/bedbuilder'],
    ['a protocol-relative URL', '//example.com/bedbuilder'],
    ['a backslash trick', '/\\example.com'],
    ['a relative path', 'bedbuilder'],
    ['a script', 'javascript:alert(1)'],
    ['whitespace', '/bed builder'],
    ['nothing', ''],
  ])('rejects %s', (_, link) => {
    expect(isSameSitePath(link)).toBe(false);
  });
});

describe('addToBagOverride', () => {
  const rules: AddToBagRule[] = [
    {tag: 'customisable', text: 'Design yours', link: '/bedbuilder'},
    {tag: 'beds', text: 'Build a bed', link: '/bedbuilder?step=1'},
  ];

  it('gives the first matching rule’s text and link', () => {
    expect(addToBagOverride(['beds', 'Customisable'], rules)).toEqual({text: 'Design yours', link: '/bedbuilder'});
    expect(addToBagOverride(['beds'], rules)).toEqual({text: 'Build a bed', link: '/bedbuilder?step=1'});
  });

  it('is null for a product without a matching tag', () => {
    expect(addToBagOverride(['mattresses-only'], rules)).toBeNull();
    expect(addToBagOverride([], [])).toBeNull();
  });

  it('ignores a rule whose link leaves the site, or without text', () => {
    expect(
      addToBagOverride(
        ['customisable'],
        [
          {tag: 'customisable', text: 'Design yours', link: 'https://evil.example/'},
          {tag: 'customisable', text: ' ', link: '/bedbuilder'},
          {tag: 'customisable', text: 'Design it', link: '/bedbuilder'},
        ],
      ),
    ).toEqual({text: 'Design it', link: '/bedbuilder'});
  });
});

describe('parseBadgeRules and parseAddToBagRules', () => {
  it('trims, lower-cases tags and validates colours', () => {
    expect(parseBadgeRules([{badgeTitle: ' New ', badgeTag: ' New-Season ', badgeColor: ' #ABC '}])).toEqual({
      value: [{title: 'New', tag: 'new-season', colour: '#ABC'}],
      problems: [],
    });
  });

  it('reports a non-text colour as missing, not invalid', () => {
    expect(parseBadgeRules([{badgeTitle: 'New', badgeTag: 'new', badgeColor: 42}])).toEqual({
      value: [{title: 'New', tag: 'new', colour: null}],
      problems: [],
    });
  });

  it('drops incomplete add-to-bag rules', () => {
    expect(parseAddToBagRules([{tag_name: 'customisable', button_text: 'Design yours', button_link: null}])).toEqual({
      value: [],
      problems: ['tag_base_add_to_cart 1 ("customisable"): dropped, it needs tag_name, button_text and button_link'],
    });
  });
});

describe('badgesBesidePrice', () => {
  const badges = [
    {title: 'Award Winner', colour: '#b8860b'},
    {title: 'Quickship', colour: null},
  ];
  it('leaves out a badge the price block already names, whatever its case', () => {
    expect(badgesBesidePrice(badges, {saleTitle: 'award winner', tileTitle: null, tileTitleMobile: null})).toEqual([badges[1]]);
    expect(badgesBesidePrice(badges, {saleTitle: 'Spring Sale', tileTitle: 'Award Winner ', tileTitleMobile: null})).toEqual([badges[1]]);
  });

  it('keeps every badge beside a price block with another label, or none', () => {
    expect(badgesBesidePrice(badges, {saleTitle: 'Spring Sale', tileTitle: 'Spring Sale: 30% off', tileTitleMobile: null})).toEqual(badges);
    expect(badgesBesidePrice(badges, {saleTitle: null, tileTitle: null, tileTitleMobile: null})).toEqual(badges);
  });
});

describe('overrideLinkFor', () => {
  it('names the product and the shopper’s variant, keeping what the link already says', () => {
    const variantId = 'gid://shopify/ProductVariant/44000020612';
    expect(overrideLinkFor('/bedbuilder', {handle: 'kensington-velvet-bed', variantId})).toBe(
      '/bedbuilder?product=kensington-velvet-bed&variant=44000020612',
    );
    expect(overrideLinkFor('/bedbuilder?material=Velvet#top', {handle: 'kensington-velvet-bed', variantId: null})).toBe(
      '/bedbuilder?material=Velvet&product=kensington-velvet-bed#top',
    );
    // A link that names its own product is the merchant's choice.
    expect(overrideLinkFor('/bedbuilder?product=oslo-timber-bed', {handle: 'kensington-velvet-bed', variantId})).toBe(
      '/bedbuilder?product=oslo-timber-bed',
    );
  });
});
