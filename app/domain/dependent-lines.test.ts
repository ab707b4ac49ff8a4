import {describe, expect, it} from 'vitest';
import {ASSEMBLY_SERVICE_HANDLE, DONATION_PRODUCT_HANDLE} from '~/config/brand';
import {assemblyLineAttributes} from './assembly';
import {bonusAttributeKey} from './bonus';
import {
  DONATION_FORM_MESSAGE,
  FOLLOWS_PRODUCT_MESSAGE,
  LINE_GONE_MESSAGE,
  dependentLineCorrections,
  planLineRemovals,
  planLineUpdates,
} from './dependent-lines';
import {testCartLine} from '../../tests/support/cart-line';

const mattress = testCartLine({
  id: 'gid://shopify/CartLine/mattress',
  sku: 'MAT-1',
  title: 'Cloud Mattress',
  quantity: 2,
  meta: {bonusVariantId: 'gid://shopify/ProductVariant/900', bonusProduct: 'pillow'},
});
const secondMattressLine = testCartLine({id: 'gid://shopify/CartLine/mattress-2', sku: 'MAT-1', quantity: 1});
const gift = testCartLine({
  id: 'gid://shopify/CartLine/gift',
  variantId: 'gid://shopify/ProductVariant/900',
  sku: 'PILLOW',
  price: '0.0',
  quantity: 2,
  attributes: [{key: bonusAttributeKey('MAT-1'), value: 'Cloud Mattress'}],
});
const bed = testCartLine({id: 'gid://shopify/CartLine/bed', sku: 'BED-1', quantity: 1, meta: {assemblyRequired: true, assemblySku: 'ASM'}});
const assembly = testCartLine({
  id: 'gid://shopify/CartLine/assembly',
  handle: ASSEMBLY_SERVICE_HANDLE,
  sku: 'ASM',
  quantity: 1,
  attributes: assemblyLineAttributes(bed),
});
const donation = testCartLine({id: 'gid://shopify/CartLine/donation', handle: DONATION_PRODUCT_HANDLE, quantity: 1});
const bag = [mattress, gift, bed, assembly, donation];

describe('planLineUpdates', () => {
  it.each([
    ['the gift line', gift.id, 50, FOLLOWS_PRODUCT_MESSAGE],
    ['the assembly line', assembly.id, 5, FOLLOWS_PRODUCT_MESSAGE],
    ['the donation line', donation.id, 999, DONATION_FORM_MESSAGE],
    ['a line not in the bag', 'gid://shopify/CartLine/elsewhere', 1, LINE_GONE_MESSAGE],
  ])('refuses a quantity for %s', (_name, id, quantity, message) => {
    expect(planLineUpdates(bag, [{id, quantity}])).toMatchObject({ok: false, message});
  });

  it('refuses a product changed twice in one request', () => {
    const plan = planLineUpdates(bag, [
      {id: mattress.id, quantity: 1},
      {id: mattress.id, quantity: 9},
    ]);
    expect(plan.ok).toBe(false);
  });

  it('takes the gift along with its product', () => {
    expect(planLineUpdates(bag, [{id: mattress.id, quantity: 3}])).toEqual({
      ok: true,
      value: [
        {id: mattress.id, quantity: 3},
        {id: gift.id, quantity: 3},
      ],
    });
  });

  it('takes the assembly along with its bed', () => {
    expect(planLineUpdates(bag, [{id: bed.id, quantity: 2}])).toEqual({
      ok: true,
      value: [
        {id: bed.id, quantity: 2},
        {id: assembly.id, quantity: 2},
      ],
    });
  });

  it('removing a product by quantity 0 takes its assembly to 0 too', () => {
    expect(planLineUpdates(bag, [{id: bed.id, quantity: 0}])).toMatchObject({
      ok: true,
      value: [
        {id: bed.id, quantity: 0},
        {id: assembly.id, quantity: 0},
      ],
    });
  });
});

describe('planLineRemovals', () => {
  it('a product takes its assembly and its gift', () => {
    expect(planLineRemovals(bag, [bed.id])).toEqual({ok: true, value: [bed.id, assembly.id]});
    expect(planLineRemovals(bag, [mattress.id])).toEqual({ok: true, value: [mattress.id, gift.id]});
  });

  it('an assembly or a gift may be declined on its own', () => {
    expect(planLineRemovals(bag, [assembly.id])).toEqual({ok: true, value: [assembly.id]});
    expect(planLineRemovals(bag, [gift.id])).toEqual({ok: true, value: [gift.id]});
  });

  it('the donation only through its own form; an unknown line changes nothing', () => {
    expect(planLineRemovals(bag, [donation.id])).toMatchObject({ok: false, message: DONATION_FORM_MESSAGE});
    expect(planLineRemovals(bag, ['gid://shopify/CartLine/nope'])).toMatchObject({ok: false, message: LINE_GONE_MESSAGE});
  });
});

describe('dependentLineCorrections', () => {
  it('a bag that follows the rules needs nothing', () => {
    expect(dependentLineCorrections(bag)).toEqual({updates: [], removals: []});
  });

  it('brings forged quantities back: 50 gifts, 5 assemblies, a donation of 999', () => {
    const forged = [mattress, {...gift, quantity: 50}, bed, {...assembly, quantity: 5}, {...donation, quantity: 999}];
    expect(dependentLineCorrections(forged)).toEqual({
      updates: [
        {id: assembly.id, quantity: 1},
        {id: gift.id, quantity: 2},
        {id: donation.id, quantity: 1},
      ],
      removals: [],
    });
  });

  it('a gift follows the SKU total across lines (an add that made a second line)', () => {
    expect(dependentLineCorrections([mattress, secondMattressLine, gift])).toEqual({
      updates: [{id: gift.id, quantity: 3}],
      removals: [],
    });
  });

  it('removes orphans and duplicates', () => {
    const secondAssembly = {...assembly, id: 'gid://shopify/CartLine/assembly-2'};
    const secondDonation = {...donation, id: 'gid://shopify/CartLine/donation-2'};
    expect(dependentLineCorrections([gift, bed, assembly, secondAssembly, donation, secondDonation])).toEqual({
      updates: [],
      removals: [secondAssembly.id, gift.id, secondDonation.id],
    });
  });

  it('an assembly whose recorded line is gone follows a line of the same variant', () => {
    const recreated = {...bed, id: 'gid://shopify/CartLine/bed-new', quantity: 3};
    expect(dependentLineCorrections([recreated, assembly])).toEqual({
      updates: [{id: assembly.id, quantity: 3}],
      removals: [],
    });
  });
});
