import {describe, expect, it} from 'vitest';
import {FIXTURE_CASES, variantBySku} from '../fixtures/catalogue';
import {DELIVERY_FIXTURE_CASES as CASES, METRO_AREAS} from '../fixtures/delivery-rates';
import {deliveryZoneOf, stateOfPostcode} from './postcodes';
import {eligiblePostcodeReply, nextQuickshipWindow} from './quickship';
import {parseShippingRequest, quoteShipping, type ShippingRequestItem} from './shipping';
import {stockEntry} from './stock';

const area = (city: string) => METRO_AREAS.find((a) => a.city === city)!;

/** A bag line as the storefront sends it: grams and cents per unit. */
function item(sku: string, quantity = 1): ShippingRequestItem {
  const {variant} = variantBySku(sku)!;
  return {sku, grams: Math.round(variant.weight * 1000), price: Math.round(Number(variant.price) * 100), quantity};
}

function quote(postcode: string, items: ShippingRequestItem[], isMember = false) {
  return quoteShipping({suburb: 'Anywhere', postcode, is_member: isMember, items});
}

const codes = (reply: ReturnType<typeof quote>) => reply.rates.map((r) => r.service_code);
const priceOf = (reply: ReturnType<typeof quote>, code: string) =>
  reply.rates.find((r) => r.service_code === code)?.total_price;

describe('postcode zones', () => {
  it('puts each capital’s metro postcode in its metro area', () => {
    for (const [state, postcode] of Object.entries(CASES.metroPostcodes)) {
      const zone = deliveryZoneOf(postcode);
      expect(zone.kind, postcode).toBe('metro');
      expect(zone.kind === 'metro' && zone.state).toBe(state);
    }
  });

  it('tells regional, remote and unallocated postcodes apart', () => {
    expect(deliveryZoneOf(CASES.regionalPostcode)).toMatchObject({
      kind: 'regional',
      state: 'NSW',
      warehouseId: 'SYD01',
    });
    expect(deliveryZoneOf(CASES.tasmanianPostcode)).toMatchObject({
      kind: 'regional',
      state: 'TAS',
      warehouseId: 'MEL01',
    });
    expect(deliveryZoneOf(CASES.remotePostcode)).toMatchObject({kind: 'remote', state: 'NT'});
    expect(deliveryZoneOf('6725')).toMatchObject({kind: 'remote', state: 'WA'});
    expect(deliveryZoneOf(CASES.unallocatedPostcode)).toEqual({kind: 'unallocated'});
  });

  it('knows the ACT inside NSW’s ranges', () => {
    expect(stateOfPostcode('2600')).toBe('ACT');
    expect(stateOfPostcode('2620')).toBe('NSW');
  });
});

describe('quickship window', () => {
  it('is today’s cut-off before it passes, with delivery the next weekday', () => {
    // Monday 2 June 2025, 9:00 in Sydney (AEST, +10:00).
    const window = nextQuickshipWindow(area('Sydney'), new Date('2025-06-01T23:00:00Z'));
    expect(window).toEqual({cutoffAt: '2025-06-02T12:00:00+10:00', deliveryDay: '2025-06-03'});
  });

  it('moves to the next weekday once the cut-off has passed, skipping the weekend', () => {
    // Monday 12:00 exactly is too late.
    expect(nextQuickshipWindow(area('Sydney'), new Date('2025-06-02T02:00:00Z')).cutoffAt).toBe(
      '2025-06-03T12:00:00+10:00',
    );
    // Friday 6 June, 15:00: Monday's cut-off, Tuesday's delivery.
    expect(nextQuickshipWindow(area('Sydney'), new Date('2025-06-06T05:00:00Z'))).toEqual({
      cutoffAt: '2025-06-09T12:00:00+10:00',
      deliveryDay: '2025-06-10',
    });
  });

  it('uses each area’s own cut-off and UTC offset', () => {
    const monday = new Date('2025-06-01T22:00:00Z');
    expect(nextQuickshipWindow(area('Adelaide'), monday).cutoffAt).toBe('2025-06-02T11:30:00+09:30');
    expect(nextQuickshipWindow(area('Perth'), monday).cutoffAt).toBe('2025-06-02T10:00:00+08:00');
    // Summer: Melbourne on daylight time, Brisbane not.
    const januaryMonday = new Date('2025-01-05T22:00:00Z');
    expect(nextQuickshipWindow(area('Melbourne'), januaryMonday).cutoffAt).toBe('2025-01-06T12:00:00+11:00');
    expect(nextQuickshipWindow(area('Brisbane'), januaryMonday).cutoffAt).toBe('2025-01-06T12:00:00+10:00');
  });

  it('takes the offset of the cut-off day when daylight saving ends in between', () => {
    // Saturday 5 April 2025 in Sydney (+11:00); daylight saving ends on Sunday 6 April.
    const window = nextQuickshipWindow(area('Sydney'), new Date('2025-04-05T00:00:00Z'));
    expect(window.cutoffAt).toBe('2025-04-07T12:00:00+10:00');
  });

  it('answers eligible postcodes with state, cut-off, delivery day and warehouse', () => {
    const now = new Date('2025-06-01T23:00:00Z');
    expect(eligiblePostcodeReply(CASES.metroPostcodes.WA, now)).toEqual({
      eligible: true,
      state: 'WA',
      cutoff_at: '2025-06-02T10:00:00+08:00',
      delivery_at: '2025-06-03',
      warehouse_id: 'PER01',
    });
    expect(eligiblePostcodeReply(CASES.regionalPostcode, now)).toEqual({
      eligible: false,
      state: 'NSW',
      cutoff_at: null,
      delivery_at: null,
      warehouse_id: null,
    });
    expect(eligiblePostcodeReply(CASES.unallocatedPostcode, now).state).toBeNull();
  });
});

describe('warehouse stock', () => {
  it('reports low stock for the fixture’s low-stock SKUs', () => {
    for (const sku of FIXTURE_CASES.lowStockSkus) {
      expect(stockEntry(sku, 'SYD01', 1), sku).toEqual({
        sku,
        available: true,
        low_stock: true,
        insufficient_stock: false,
      });
    }
  });

  it('reports insufficient stock when more are wanted than are held', () => {
    for (const sku of FIXTURE_CASES.insufficientStockSkus) {
      expect(stockEntry(sku, 'MEL01', 2).insufficient_stock, sku).toBe(true);
      expect(stockEntry(sku, 'MEL01', 1).insufficient_stock, sku).toBe(false);
    }
  });

  it('holds ordinary quickship stock without flags', () => {
    expect(stockEntry(FIXTURE_CASES.quickship.sku, 'BNE01', 2)).toEqual({
      sku: FIXTURE_CASES.quickship.sku,
      available: true,
      low_stock: false,
      insufficient_stock: false,
    });
  });

  it('holds no made-to-order, sold-out or unknown SKU, nor Perth’s exclusions', () => {
    const unavailable = (sku: string, warehouse = 'SYD01') =>
      expect(stockEntry(sku, warehouse, 1).available, sku).toBe(false);
    unavailable(FIXTURE_CASES.memberOver999.sku);
    unavailable(FIXTURE_CASES.unavailableVariant.sku);
    unavailable('NO-SUCH-SKU');
    unavailable(CASES.notStockedInPerth, 'PER01');
    expect(stockEntry(CASES.notStockedInPerth, 'SYD01', 1).available).toBe(true);
  });
});

describe('shipping quote', () => {
  const quickship = FIXTURE_CASES.quickship.sku; // 34 kg mattress
  const mattress = FIXTURE_CASES.memberOver999.sku; // 34 kg, not quickship, $1299
  const mirror = 'MIR-ROUND'; // 12 kg, not quickship
  const suiteQueen = 'BUN-OSLO-Q'; // 160 kg, not quickship, $3299
  const suiteKing = 'BUN-OSLO-K'; // 179.2 kg, not quickship

  it('offers metro bags with quickship items next-day delivery beside the standard rates', () => {
    const reply = quote(CASES.metroPostcodes.NSW, [item(quickship)]);
    expect(codes(reply)).toEqual(['CHGNXTDT1-NEXT', 'STANDARD-METRO', 'CHGD-SETUP-METRO']);
    expect(priceOf(reply, 'CHGNXTDT1-NEXT')).toBe('14900');
    expect(priceOf(reply, 'STANDARD-METRO')).toBe('9900');
    expect(priceOf(reply, 'CHGD-SETUP-METRO')).toBe('15900');
    expect(reply.hasFilteredQuickship).toBe(false);
    expect(reply.rates.every((r) => r.store === 'SYD01')).toBe(true);
  });

  it('adds the standard part for ordinary items to the next-day rate and flags the filtering', () => {
    const expressTotal = (others: ShippingRequestItem[]) => {
      const reply = quote(CASES.metroPostcodes.VIC, [item(quickship), ...others]);
      expect(reply.hasFilteredQuickship).toBe(true);
      return priceOf(reply, 'CHGNXTDT1-NEXT');
    };
    expect(expressTotal([item(mirror)])).toBe('15900');
    expect(expressTotal([item(mattress)])).toBe('24800');
    expect(expressTotal([item(suiteQueen)])).toBe('26900');
    expect(expressTotal([item(suiteKing), item(mattress)])).toBe('29400');
  });

  it('gives metro bags without quickship items no next-day rate', () => {
    const reply = quote(CASES.metroPostcodes.QLD, [item(mattress)]);
    expect(codes(reply)).toEqual(['STANDARD-METRO', 'CHGD-SETUP-METRO']);
    expect(reply.hasFilteredQuickship).toBe(false);
  });

  it('gives no next-day rate when the area’s warehouse cannot fill the quickship items', () => {
    const [short] = FIXTURE_CASES.insufficientStockSkus;
    expect(codes(quote(CASES.metroPostcodes.SA, [item(short, 2)]))).not.toContain('CHGNXTDT1-NEXT');
    expect(codes(quote(CASES.metroPostcodes.SA, [item(short, 1)]))).toContain('CHGNXTDT1-NEXT');
    expect(codes(quote(CASES.metroPostcodes.WA, [item(CASES.notStockedInPerth)]))).not.toContain('CHGNXTDT1-NEXT');
  });

  it('adds a free metro rate for orders of $3,000 or more', () => {
    const reply = quote(CASES.metroPostcodes.NSW, [item(suiteQueen)]);
    const free = reply.rates.find((r) => r.total_price === '0');
    expect(free).toMatchObject({service_code: 'CHGD-FREE-METRO', service_name: 'Free Metro Delivery'});
    expect(codes(quote(CASES.metroPostcodes.NSW, [item(mattress)]))).not.toContain('CHGD-FREE-METRO');
    expect(codes(quote(CASES.regionalPostcode, [item(suiteQueen)]))).not.toContain('CHGD-FREE-METRO');
  });

  it('gives other mainland postcodes the 9900 standard rate and a CHGD rate, no express', () => {
    const reply = quote(CASES.regionalPostcode, [item(quickship), item(mattress)]);
    expect(codes(reply)).toEqual(['STANDARD-REGIONAL', 'CHGD-SETUP-REGIONAL']);
    expect(priceOf(reply, 'STANDARD-REGIONAL')).toBe('9900');
    expect(reply.hasFilteredQuickship).toBe(false);
  });

  it('prices standard delivery by weight band', () => {
    expect(priceOf(quote(CASES.regionalPostcode, [item(mirror)]), 'STANDARD-REGIONAL')).toBe('1000');
    expect(priceOf(quote(CASES.regionalPostcode, [item(suiteQueen)]), 'STANDARD-REGIONAL')).toBe('12000');
    expect(priceOf(quote(CASES.regionalPostcode, [item(suiteKing), item(mattress)]), 'STANDARD-REGIONAL')).toBe(
      '14500',
    );
  });

  it('gives remote postcodes only POA rates', () => {
    const reply = quote(CASES.remotePostcode, [item(quickship)]);
    expect(reply.rates.length).toBeGreaterThan(0);
    expect(reply.rates.every((r) => r.service_code.includes('POA') && r.total_price === '0')).toBe(true);
  });

  it('has no rates for an unallocated postcode or a bag with nothing to ship', () => {
    expect(quote(CASES.unallocatedPostcode, [item(mattress)]).rates).toEqual([]);
    expect(quote(CASES.metroPostcodes.NSW, [item('ASSEMBLY-BED'), item('DONATION-5')]).rates).toEqual([]);
  });

  it('sets hasAssembly for assembly service SKUs, which do not change the price', () => {
    const withAssembly = quote(CASES.metroPostcodes.NSW, [item(FIXTURE_CASES.assembly.sku), item('ASSEMBLY-BED')]);
    const without = quote(CASES.metroPostcodes.NSW, [item(FIXTURE_CASES.assembly.sku)]);
    expect(withAssembly.hasAssembly).toBe(true);
    expect(without.hasAssembly).toBe(false);
    expect(withAssembly.rates).toEqual(without.rates);
  });

  it('lets free gifts ride along without splitting a quickship delivery', () => {
    const gift = FIXTURE_CASES.bonusPillows.bonusSku;
    const reply = quote(CASES.metroPostcodes.NSW, [item(FIXTURE_CASES.bonusPillows.sku), item(gift)]);
    expect(priceOf(reply, 'CHGNXTDT1-NEXT')).toBe('14900');
    expect(reply.hasFilteredQuickship).toBe(false);
  });

  it('quotes members exactly as everyone else', () => {
    const bag = [item(mattress)];
    expect(quote(CASES.metroPostcodes.NSW, bag, true)).toEqual(quote(CASES.metroPostcodes.NSW, bag, false));
  });
});

describe('shipping request checks', () => {
  const valid = {
    suburb: 'Sydney',
    postcode: '2000',
    is_member: false,
    items: [{sku: 'X', grams: 1000, price: 100, quantity: 1}],
  };

  it('accepts the storefront’s body', () => {
    expect(parseShippingRequest(valid)).toMatchObject({ok: true});
  });

  it.each([
    ['a numeric postcode', {...valid, postcode: 2000}, 'postcode must be a string'],
    ['a short postcode', {...valid, postcode: '200'}, 'postcode must be four digits'],
    ['a string member flag', {...valid, is_member: 'yes'}, 'is_member must be a boolean'],
    ['prices in dollars', {...valid, items: [{sku: 'X', grams: 1000, price: 1.5, quantity: 1}]}, 'items[0]'],
    ['a zero quantity', {...valid, items: [{sku: 'X', grams: 1000, price: 100, quantity: 0}]}, 'items[0]'],
    ['no items list', {...valid, items: undefined}, 'items must be an array'],
  ])('rejects %s', (_name, body, message) => {
    const parsed = parseShippingRequest(body);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.message).toContain(message);
  });
});
