import {describe, expect, it} from 'vitest';
import {CLEARANCE_COLOUR, DEFAULT_RRP_TEXT, MEMBER_COLOUR, SALE_COLOUR, VELOCITY_COLOUR, activeCampaigns, isCampaignActive, isLandingPageLive, maxDiscount, sameCampaignList, type Campaign, type PricedProduct, type RawCampaign} from './campaigns';
import {parseAppSettings, parseCampaign, parseCampaigns, parseTimestamp} from './campaign-parsing';
import {campaignPricing, priorityCampaign} from './campaign-pricing';

const START = '2026-11-01T00:00:00+0000';
const END = '2026-11-30T23:59:59+0000';
const START_MS = Date.UTC(2026, 10, 1);
const END_MS = Date.UTC(2026, 10, 30, 23, 59, 59);
const SECOND = 1000;

function raw(fields: Partial<Record<keyof RawCampaign, unknown>> = {}): RawCampaign {
  return {
    saleTitle: 'Spring Sale',
    enableCampaign: true,
    startTime: START,
    endTime: END,
    saleTileTitle: null,
    saleTileTitleMobile: null,
    pdpSaleTitle: null,
    pdpSaleBody: null,
    plpSaleBody: null,
    saleColor: null,
    salePercentage: null,
    tags: 'sale-20',
    campaignTitle: null,
    enhancedUI: false,
    showRRPText: true,
    pdpSalePrice: false,
    rrpText: null,
    ...fields,
  };
}

function campaign(fields: Partial<Record<keyof RawCampaign, unknown>> = {}): Campaign {
  const result = parseCampaign(raw(fields));
  if (!result.ok) throw new Error(`test campaign did not parse: ${result.problems.join('; ')}`);
  return result.campaign;
}

const aud = (amount: string) => ({amount, currencyCode: 'AUD'});
const NO_META: PricedProduct['meta'] = {campaignBadgeTitle: null, campaignBadgeColor: null};
const MEMBER = {member: true, velocity: false};
const VELOCITY = {member: false, velocity: true};

function product(price: string, compareAt: string | null, tags: string[] = [], meta = NO_META): PricedProduct {
  return {price: aud(price), compareAtPrice: compareAt === null ? null : aud(compareAt), tags, meta};
}

describe('parseTimestamp', () => {
  it.each([
    ['2026-11-01T00:00:00+0000', Date.UTC(2026, 10, 1)],
    ['2026-11-01T10:00:00+1000', Date.UTC(2026, 10, 1)],
    ['2026-11-01T10:00:00+10:00', Date.UTC(2026, 10, 1)],
    ['2026-10-31T19:00:00-0500', Date.UTC(2026, 10, 1)],
    ['2026-11-01T00:00:00Z', Date.UTC(2026, 10, 1)],
    ['2026-11-01T00:00:00.250Z', Date.UTC(2026, 10, 1) + 250],
    ['2028-02-29T00:00:00+0000', Date.UTC(2028, 1, 29)],
  ])('reads %s', (value, expected) => {
    expect(parseTimestamp(value)).toBe(expected);
  });

  it.each([
    ['a day that does not exist', '2025-02-30T09:00:00+0000'],
    ['29 February in a common year', '2025-02-29T00:00:00+0000'],
    ['month 13', '2025-13-01T00:00:00+0000'],
    ['hour 24', '2025-01-01T24:00:00+0000'],
    ['no zone (local time is ambiguous)', '2025-01-01T00:00:00'],
    ['a date only', '2025-01-01'],
    ['words', 'next monday'],
    ['a number', 1735689600000],
    ['nothing', null],
  ])('rejects %s', (_, value) => {
    expect(parseTimestamp(value)).toBeNull();
  });
});

describe('parseCampaign', () => {
  it('reads every field of a campaign setting', () => {
    const result = parseCampaign(
      raw({
        saleTitle: ' Spring Sale ',
        saleTileTitle: 'Up to 30% off',
        saleTileTitleMobile: '30% off',
        pdpSaleTitle: 'Spring Sale now on',
        pdpSaleBody: 'Ends 30 November.',
        plpSaleBody: 'Selected mattresses.',
        saleColor: '#cc2348',
        salePercentage: '15%',
        tags: ' Sale-20, sale-30-off ,, spring-sale-25, sale-20 ',
        campaignTitle: 'General',
        enhancedUI: true,
        pdpSalePrice: true,
        rrpText: 'Was',
      }),
    );
    expect(result).toEqual({
      ok: true,
      problems: [],
      campaign: {
        handle: 'spring-sale',
        saleTitle: 'Spring Sale',
        enableCampaign: true,
        startTime: START_MS,
        endTime: END_MS,
        saleTileTitle: 'Up to 30% off',
        saleTileTitleMobile: '30% off',
        pdpSaleTitle: 'Spring Sale now on',
        pdpSaleBody: 'Ends 30 November.',
        plpSaleBody: 'Selected mattresses.',
        saleColor: '#cc2348',
        salePercentage: 15,
        tags: ['sale-20', 'sale-30-off', 'spring-sale-25'],
        campaignTitle: 'general',
        kind: 'general',
        enhancedUI: true,
        showRRPText: true,
        pdpSalePrice: true,
        rrpText: 'Was',
      },
    });
  });

  it.each([
    ['was-now', 'was-now'],
    ['member-campaign', 'member'],
    ['Velocity-Campaign', 'velocity'],
    ['intro-price-campaign', 'intro-price'],
    ['clearance', 'clearance'],
    ['spring', 'general'],
    [null, 'general'],
  ])('takes the kind from campaignTitle %j', (campaignTitle, kind) => {
    expect(campaign({campaignTitle, salePercentage: '10'}).kind).toBe(kind);
  });

  it('is off unless enableCampaign is exactly true', () => {
    expect(campaign({enableCampaign: 'yes'}).enableCampaign).toBe(false);
    expect(campaign({enableCampaign: null}).enableCampaign).toBe(false);
  });

  it.each([
    ['missing dates', {startTime: null, endTime: undefined}, ['startTime is missing', 'endTime is missing']],
    [
      'a malformed start',
      {startTime: '2025-02-30T09:00:00+0000'},
      ['startTime "2025-02-30T09:00:00+0000" is not a valid timestamp'],
    ],
    ['an empty end', {endTime: ''}, ['endTime is missing']],
    ['an end before the start', {startTime: END, endTime: START}, ['endTime is before startTime']],
    ['no tags', {tags: ' , '}, ['tags is empty, so the campaign can match no product']],
    [
      'a non-numeric percentage',
      {salePercentage: 'twenty'},
      ['salePercentage "twenty" is not a number from 0 to less than 100'],
    ],
    ['a percentage of 100', {salePercentage: 100}, ['salePercentage 100 is not a number from 0 to less than 100']],
    ['a negative percentage', {salePercentage: '-5'}, ['salePercentage "-5" is not a number from 0 to less than 100']],
    [
      'a member campaign whose tags have no numbers and no percentage',
      {campaignTitle: 'member-campaign', tags: 'member-campaign'},
      ['a member-campaign needs a discount, but its tags have no numbers and salePercentage is empty'],
    ],
    [
      'a velocity campaign whose only tag number is not a percent',
      {campaignTitle: 'velocity-campaign', tags: 'velocity-1000-points'},
      ['a velocity-campaign needs a discount, but its tags have no numbers and salePercentage is empty'],
    ],
  ])('ignores a campaign with %s', (_, fields, problems) => {
    expect(parseCampaign(raw(fields))).toEqual({ok: false, problems});
  });

  it('keeps a general campaign whose tags have no numbers: it only labels', () => {
    expect(campaign({tags: 'clearance'}).tags).toEqual(['clearance']);
  });

  it('drops a bad colour, keeps the campaign and reports it', () => {
    const result = parseCampaign(raw({saleColor: 'crimson', campaignTitle: 'member-campaign', salePercentage: 10}));
    expect(result).toMatchObject({
      ok: true,
      campaign: {saleColor: null},
      problems: ['saleColor "crimson" is not a 3- or 6-digit hex colour; the member colour #00555F is used'],
    });
  });

  it.each([['#12345'], ['#abcd'], ['CC2348']])('treats %j as a bad colour', (saleColor) => {
    expect(parseCampaign(raw({saleColor})).problems).toHaveLength(1);
  });

  it('names itself from its title, else its campaign title, else its first tag', () => {
    expect(campaign({saleTitle: 'Très Grand Sale!'}).handle).toBe('tres-grand-sale');
    expect(campaign({saleTitle: '', campaignTitle: 'was-now'}).handle).toBe('was-now');
    expect(campaign({saleTitle: null, tags: 'clearance'}).handle).toBe('clearance');
  });
});

describe('parseCampaigns', () => {
  it('keeps the usable ones in order and says which campaign had which problem', () => {
    const result = parseCampaigns([
      raw({saleTitle: 'One'}),
      raw({saleTitle: 'Broken', startTime: 'soon'}),
      raw({saleTitle: 'Two', saleColor: 'red'}),
      raw({saleTitle: '', tags: ''}),
    ]);
    expect(result.value.map((c) => c.saleTitle)).toEqual(['One', 'Two']);
    expect(result.problems).toEqual([
      'campaign 2 ("Broken"): startTime "soon" is not a valid timestamp; the campaign is ignored',
      'campaign 3 ("Two"): saleColor "red" is not a 3- or 6-digit hex colour; the general colour #CC2348 is used',
      'campaign 4: tags is empty, so the campaign can match no product; the campaign is ignored',
    ]);
  });
});

describe('isLandingPageLive', () => {
  const spring = campaign({saleTitle: 'Spring Sale'});
  const reprise = campaign({saleTitle: 'Spring Sale', startTime: '2031-01-01T00:00:00+0000', endTime: '2031-01-31T23:59:59+0000'});

  it('shows a campaign’s page only while a campaign of that handle runs', () => {
    expect(spring.handle).toBe('spring-sale');
    expect(isLandingPageLive('spring-sale', [spring], START_MS - SECOND)).toBe(false);
    expect(isLandingPageLive('spring-sale', [spring], START_MS)).toBe(true);
    expect(isLandingPageLive('spring-sale', [spring], END_MS)).toBe(true);
    expect(isLandingPageLive('spring-sale', [spring], END_MS + SECOND)).toBe(false);
    // The same sale run again later brings its page back.
    expect(isLandingPageLive('spring-sale', [spring, reprise], Date.parse('2031-01-15T00:00:00Z'))).toBe(true);
  });

  it('never shows a switched-off campaign’s page, and always a page no campaign names', () => {
    expect(isLandingPageLive('spring-sale', [campaign({saleTitle: 'Spring Sale', enableCampaign: false})], START_MS)).toBe(false);
    expect(isLandingPageLive('our-story', [spring], START_MS - SECOND)).toBe(true);
  });
});

describe('isCampaignActive', () => {
  const spring = campaign();

  it.each([
    ['one second before the start', START_MS - SECOND, false],
    ['exactly at the start', START_MS, true],
    ['in between', START_MS + 86_400_000, true],
    ['exactly at the end', END_MS, true],
    ['one second after the end', END_MS + SECOND, false],
  ])('%s: %s', (_, now, expected) => {
    expect(isCampaignActive(spring, now)).toBe(expected);
  });

  it('is never active when disabled', () => {
    expect(isCampaignActive(campaign({enableCampaign: false}), START_MS)).toBe(false);
  });

  it('can run for a single instant', () => {
    const instant = campaign({startTime: START, endTime: START});
    expect(isCampaignActive(instant, START_MS)).toBe(true);
    expect(isCampaignActive(instant, START_MS + 1)).toBe(false);
  });
});

describe('activeCampaigns and sameCampaignList', () => {
  const running = campaign({saleTitle: 'Running'});
  const later = campaign({saleTitle: 'Later', startTime: '2026-11-15T00:00:00+0000'});
  const off = campaign({saleTitle: 'Off', enableCampaign: false});

  it('keeps the active ones in content order', () => {
    expect(activeCampaigns([later, off, running], START_MS)).toEqual([running]);
    expect(activeCampaigns([later, off, running], Date.UTC(2026, 10, 15))).toEqual([later, running]);
  });

  it('says a list is unchanged while nothing starts or ends', () => {
    const all = [running, later];
    const first = activeCampaigns(all, START_MS);
    expect(sameCampaignList(first, activeCampaigns(all, START_MS + SECOND))).toBe(true);
    expect(sameCampaignList(first, activeCampaigns(all, Date.UTC(2026, 10, 15)))).toBe(false);
  });

  it('compares content, not object identity, and minds the order', () => {
    expect(sameCampaignList([running], [structuredClone(running)])).toBe(true);
    expect(sameCampaignList([running], [{...running, endTime: running.endTime + 1}])).toBe(false);
    expect(sameCampaignList([running, later], [later, running])).toBe(false);
    expect(sameCampaignList([], [])).toBe(true);
  });
});

describe('maxDiscount', () => {
  it('is the largest number in the tags', () => {
    expect(maxDiscount(campaign({tags: 'sale-20, sale-30-off, spring-sale-25', salePercentage: 50}))).toBe(30);
  });

  it('reads several numbers in one tag and decimals', () => {
    expect(maxDiscount(campaign({tags: 'buy-2-save-15'}))).toBe(15);
    expect(maxDiscount(campaign({tags: 'sale-12.5'}))).toBe(12.5);
  });

  it('falls back to salePercentage when the tags give zero', () => {
    expect(maxDiscount(campaign({tags: 'member-campaign', salePercentage: '15'}))).toBe(15);
    expect(maxDiscount(campaign({tags: 'sale-0', salePercentage: '15'}))).toBe(15);
  });

  it('ignores tag numbers that are not percents', () => {
    expect(maxDiscount(campaign({tags: 'top-1000, sale-100, sale-10'}))).toBe(10);
  });

  it('is 0 when neither gives one', () => {
    expect(maxDiscount(campaign({tags: 'was-now'}))).toBe(0);
  });
});

describe('priorityCampaign', () => {
  const spring = campaign({tags: 'sale-20'});
  const clearance = campaign({saleTitle: 'Clearance', tags: 'clearance', campaignTitle: 'clearance'});

  it('1. picks the first active campaign sharing a tag, ignoring case', () => {
    expect(priorityCampaign(product('100.00', null, ['Clearance', 'sale-20']), [clearance, spring])).toEqual({
      source: 'campaign',
      campaign: clearance,
    });
  });

  it('2. else the product’s own campaign title and colour', () => {
    const meta = {campaignBadgeTitle: ' Best Seller ', campaignBadgeColor: '#1f4e79'};
    expect(priorityCampaign(product('100.00', '150.00', ['beds'], meta), [spring])).toMatchObject({
      source: 'product',
      campaign: {saleTitle: 'Best Seller', saleColor: '#1f4e79', kind: 'general', showRRPText: false},
    });
  });

  it('2. drops an invalid own colour but keeps the title', () => {
    const meta = {campaignBadgeTitle: 'Best Seller', campaignBadgeColor: 'blue'};
    expect(priorityCampaign(product('100.00', null, [], meta), [])).toMatchObject({campaign: {saleColor: null}});
  });

  it('3. else a default SALE campaign when compare-at is above the price', () => {
    expect(priorityCampaign(product('2299.00', '2999.00'), [spring])).toMatchObject({
      source: 'compare-at',
      campaign: {saleTitle: 'SALE', saleColor: SALE_COLOUR, showRRPText: true, kind: 'default-sale'},
    });
  });

  it.each([
    ['no compare-at', null],
    ['compare-at equal to the price', '100.00'],
    ['compare-at below the price', '90.00'],
    ['a non-numeric compare-at', 'n/a'],
  ])('else none (%s)', (_, compareAt) => {
    expect(priorityCampaign(product('100.00', compareAt), [spring])).toBeNull();
  });

  it('does not match an inactive campaign: pass only the active ones', () => {
    expect(priorityCampaign(product('100.00', null, ['sale-20']), [])).toBeNull();
  });
});

describe('campaignPricing', () => {
  const member = campaign({
    saleTitle: 'Member prices',
    campaignTitle: 'member-campaign',
    tags: 'member-campaign',
    salePercentage: '15',
  });
  const velocity = campaign({
    saleTitle: 'Velocity',
    campaignTitle: 'velocity-campaign',
    tags: 'velocity-campaign',
    salePercentage: '12',
  });
  const spring = campaign({tags: 'sale-20, sale-30-off, spring-sale-25', saleColor: '#AA0000'});

  it('general campaign: takes the max discount off the price, even when the price is already below compare-at', () => {
    // Required as written: the default campaign price applies the percent discount to the price.
    const view = campaignPricing(product('1399.00', '1749.00', ['sale-20']), [spring]);
    expect(view).toMatchObject({
      price: aud('979.30'),
      basePrice: aud('1399.00'),
      compareAtPrice: aud('1749.00'),
      hasDiscount: true,
      rrpText: DEFAULT_RRP_TEXT,
      kind: 'general',
      source: 'campaign',
      maxDiscount: 30,
      saleColour: '#AA0000',
      saleTitle: 'Spring Sale',
    });
  });

  it('general campaign on a product without compare-at: a lower price, but nothing to strike through', () => {
    expect(campaignPricing(product('1000.00', null, ['sale-20']), [spring])).toMatchObject({
      price: aud('700.00'),
      compareAtPrice: null,
      hasDiscount: false,
      rrpText: null,
    });
  });

  it('member: compare-at less the max discount when that is below the price', () => {
    expect(campaignPricing(product('2659.00', '3009.00', ['member-campaign']), [member], MEMBER)).toMatchObject({
      price: aud('2557.65'),
      offer: null,
      compareAtPrice: aud('3009.00'),
      hasDiscount: true,
      kind: 'member',
      saleColour: MEMBER_COLOUR,
    });
  });

  it('member: a shopper without member details pays the price, and is offered the member price', () => {
    expect(campaignPricing(product('2659.00', '3009.00', ['member-campaign']), [member])).toMatchObject({
      price: aud('2659.00'),
      offer: {programme: 'member', price: aud('2557.65')},
      compareAtPrice: aud('3009.00'),
      kind: 'member',
    });
    // Velocity details do not make a member.
    expect(campaignPricing(product('2659.00', '3009.00', ['member-campaign']), [member], {member: false, velocity: true}).price).toEqual(
      aud('2659.00'),
    );
  });

  it('member: keeps the price when the discounted compare-at is higher (and offers nothing)', () => {
    // 2309 × 0.85 = 1962.65 is above 1899.
    expect(campaignPricing(product('1899.00', '2309.00', ['member-campaign']), [member], MEMBER)).toMatchObject({
      price: aud('1899.00'),
      hasDiscount: true,
    });
    expect(campaignPricing(product('1899.00', '2309.00', ['member-campaign']), [member]).offer).toBeNull();
  });

  it('member: equal to the price when the discounted compare-at matches it exactly', () => {
    expect(campaignPricing(product('85.00', '100.00', ['member-campaign']), [member], MEMBER).price).toEqual(aud('85.00'));
  });

  it('velocity: the same rule, for a bag with Velocity details, and the price without a compare-at to reduce', () => {
    expect(campaignPricing(product('1259.00', '1399.00', ['velocity-campaign']), [velocity], VELOCITY)).toMatchObject({
      price: aud('1231.12'),
      kind: 'velocity',
      saleColour: VELOCITY_COLOUR,
    });
    expect(campaignPricing(product('1259.00', '1399.00', ['velocity-campaign']), [velocity], MEMBER)).toMatchObject({
      price: aud('1259.00'),
      offer: {programme: 'velocity', price: aud('1231.12')},
    });
    expect(campaignPricing(product('1259.00', null, ['velocity-campaign']), [velocity], VELOCITY)).toMatchObject({
      price: aud('1259.00'),
      hasDiscount: false,
      compareAtPrice: null,
    });
  });

  it('intro-price: hides the compare-at even though there is a discount', () => {
    const intro = campaign({campaignTitle: 'intro-price-campaign', tags: 'intro-price-campaign'});
    expect(campaignPricing(product('2099.00', '2449.00', ['intro-price-campaign']), [intro])).toMatchObject({
      price: aud('2099.00'),
      hasDiscount: true,
      compareAtPrice: null,
      rrpText: null,
      kind: 'intro-price',
    });
  });

  it('clearance: shows the compare-at but hides the RRP text, in the clearance colour', () => {
    const clearance = campaign({campaignTitle: 'clearance', tags: 'clearance', showRRPText: true});
    expect(campaignPricing(product('979.00', '1399.00', ['clearance']), [clearance])).toMatchObject({
      price: aud('979.00'),
      compareAtPrice: aud('1399.00'),
      rrpText: null,
      saleColour: CLEARANCE_COLOUR,
      kind: 'clearance',
    });
  });

  it('was-now: price unchanged, compare-at shown, RRP text as content says', () => {
    const wasNow = campaign({campaignTitle: 'was-now', tags: 'was-now', showRRPText: false});
    expect(campaignPricing(product('909.00', '1119.00', ['was-now']), [wasNow])).toMatchObject({
      price: aud('909.00'),
      compareAtPrice: aud('1119.00'),
      rrpText: null,
      kind: 'was-now',
    });
  });

  it('uses the campaign’s own RRP text', () => {
    const withText = campaign({tags: 'beds', rrpText: 'Was'});
    expect(campaignPricing(product('90.00', '100.00', ['beds']), [withText]).rrpText).toBe('Was');
  });

  it('default SALE campaign: the price as is, the compare-at with RRP text', () => {
    expect(campaignPricing(product('2299.00', '2999.00'), [])).toEqual({
      price: aud('2299.00'),
      offer: null,
      basePrice: aud('2299.00'),
      compareAtPrice: aud('2999.00'),
      hasDiscount: true,
      rrpText: 'RRP',
      kind: 'default-sale',
      source: 'compare-at',
      maxDiscount: 0,
      saleColour: SALE_COLOUR,
      saleTitle: 'SALE',
      tileTitle: 'SALE',
      tileTitleMobile: 'SALE',
      pdpTitle: 'SALE',
      pdpBody: null,
      pdpShowSalePrice: false,
      plpBody: null,
      enhancedUI: false,
    });
  });

  it('product’s own campaign: its title and colour, no RRP text', () => {
    const meta = {campaignBadgeTitle: 'Best Seller', campaignBadgeColor: '#1f4e79'};
    expect(campaignPricing(product('1999.00', '2499.00', [], meta), [])).toMatchObject({
      price: aud('1999.00'),
      compareAtPrice: aud('2499.00'),
      rrpText: null,
      saleTitle: 'Best Seller',
      saleColour: '#1f4e79',
      source: 'product',
    });
  });

  it('no campaign: the price alone', () => {
    expect(campaignPricing(product('1299.00', null), [spring])).toMatchObject({
      price: aud('1299.00'),
      compareAtPrice: null,
      hasDiscount: false,
      kind: null,
      saleColour: null,
      saleTitle: null,
    });
  });

  it('a zero compare-at is no discount', () => {
    expect(campaignPricing(product('90.00', '0.00', ['sale-20']), [spring])).toMatchObject({
      hasDiscount: false,
      compareAtPrice: null,
    });
  });

  it('passes a non-numeric price through with no campaign (the formatters show nothing)', () => {
    expect(campaignPricing(product('abc', '100.00', ['sale-20']), [spring])).toMatchObject({
      price: aud('abc'),
      kind: null,
      hasDiscount: false,
    });
  });

  it('falls back from tile and product page titles to the sale title', () => {
    const titled = campaign({saleTitle: 'Spring', saleTileTitle: 'Tile', pdpSaleTitle: null, tags: 'beds'});
    expect(campaignPricing(product('10.00', null, ['beds']), [titled])).toMatchObject({
      tileTitle: 'Tile',
      tileTitleMobile: 'Tile',
      pdpTitle: 'Spring',
    });
  });

  it('keeps the currency', () => {
    const view = campaignPricing(
      {...product('100.00', null, ['sale-20']), price: {amount: '100.00', currencyCode: 'NZD'}},
      [spring],
    );
    expect(view.price).toEqual({amount: '70.00', currencyCode: 'NZD'});
  });
});

describe('parseAppSettings', () => {
  it('parses the three groups and reports what it drops', () => {
    const result = parseAppSettings({
      badge_group: [
        {badgeTitle: 'Quickship', badgeTag: 'Ready-To-Ship', badgeColor: '#1F2A44'},
        {badgeTitle: 'Tipping', badgeTag: 'anti-tipping-warning', badgeColor: 'blue'},
        {badgeTitle: ' ', badgeTag: 'desks', badgeColor: null},
      ],
      tag_base_add_to_cart: [
        {tag_name: 'customisable', button_text: 'Design yours', button_link: '/bedbuilder'},
        {tag_name: 'styler', button_text: 'Style it', button_link: 'https://styler.example.com'},
      ],
      l2_plp_facet_mapping: [
        {facet_key: 'size', facet_value: 'option_size'},
        {facet_key: 'feel', facet_value: ''},
      ],
    });
    expect(result.value).toEqual({
      badges: [
        {title: 'Quickship', tag: 'ready-to-ship', colour: '#1F2A44'},
        {title: 'Tipping', tag: 'anti-tipping-warning', colour: null},
      ],
      addToBag: [{tag: 'customisable', text: 'Design yours', link: '/bedbuilder'}],
      plpFacetMapping: [{facetKey: 'size', facetValue: 'option_size'}],
    });
    expect(result.problems).toEqual([
      `badge_group 2 ("Tipping"): badgeColor "blue" is not a 3- or 6-digit hex colour; the default colour is used`,
      'badge_group 3: dropped, it needs both badgeTitle and badgeTag',
      `tag_base_add_to_cart 2 ("styler"): dropped, button_link "https://styler.example.com" is not a path on this site`,
      'l2_plp_facet_mapping 2: dropped, it needs both facet_key and facet_value',
    ]);
  });

  it('is empty for empty content', () => {
    expect(parseAppSettings({})).toEqual({value: {badges: [], addToBag: [], plpFacetMapping: []}, problems: []});
  });
});
