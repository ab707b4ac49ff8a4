import {describe, expect, it} from 'vitest';
import {beaconEvents, parseBeaconReport} from './beacons';

const context = {siteId: 'dhdemo', userId: 'user-1234', sessionId: 'session-1234', pageLoadId: 'page-1234'};

function ids() {
  let n = 0;
  return () => `id-${++n}`;
}

describe('beaconEvents (beacon types render, impression, click)', () => {
  it('sends one profile event, then a product event per product naming it as pid', () => {
    const events = beaconEvents(
      {
        kind: 'impression',
        tag: 'similar-products',
        placement: 'product-page',
        seed: ['MAT-AURORA-Q-MD'],
        products: [{id: '7000000102', sku: 'MAT-X'}, {id: '7000000103', sku: null}],
      },
      context,
      ids(),
    );
    expect(events.map((event) => [event.type, event.id, event.pid])).toEqual([
      ['profile.impression', 'id-1', undefined],
      ['profile.product.impression', 'id-2', 'id-1'],
      ['profile.product.impression', 'id-3', 'id-1'],
    ]);
    for (const event of events) {
      expect(event.category).toBe('searchspring.recommendations.user-interactions');
      expect(event.context).toEqual({
        userId: 'user-1234',
        sessionId: 'session-1234',
        pageLoadId: 'page-1234',
        website: {trackingCode: 'dhdemo'},
        currency: {code: 'AUD'},
      });
      expect(event.event.context).toEqual({type: 'product-recommendation', tag: 'similar-products', placement: 'product-page'});
    }
    expect(events[0].event.profile).toEqual({tag: 'similar-products', placement: 'product-page', seed: ['MAT-AURORA-Q-MD']});
    expect(events[1].event.product).toEqual({id: '7000000102', mappings: {core: {uid: '7000000102', sku: 'MAT-X'}}, seed: ['MAT-AURORA-Q-MD']});
    expect(events[2].event.product?.mappings.core).toEqual({uid: '7000000103'});
  });
});

describe('parseBeaconReport', () => {
  const good = {kind: 'render', tag: 'home-trending', placement: 'home-page', seed: [], products: [{id: '1', sku: 'A'}]};

  it('reads a well-formed report', () => {
    expect(parseBeaconReport(good)).toEqual({...good, products: [{id: '1', sku: 'A'}]});
  });

  it.each([
    ['not an object', 'render'],
    ['unknown kind', {...good, kind: 'purchase'}],
    ['odd tag', {...good, tag: '<script>'}],
    ['non-numeric product id', {...good, products: [{id: 'gid://x'}]}],
    ['bad sku', {...good, products: [{id: '1', sku: 'a b'}]}],
    ['seed not a list', {...good, seed: 'A'}],
    ['too many products', {...good, products: Array.from({length: 51}, (_, n) => ({id: String(n)}))}],
    ['a click on two products', {...good, kind: 'click', products: [{id: '1'}, {id: '2'}]}],
  ])('refuses %s', (_, body) => {
    expect(parseBeaconReport(body)).toBeNull();
  });
});
