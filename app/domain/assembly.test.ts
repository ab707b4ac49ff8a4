import {describe, expect, it} from 'vitest';
import {ASSEMBLY_SERVICE_HANDLE, DONATION_PRODUCT_HANDLE} from '~/config/brand';
import {FIXTURE_CASES} from '../../tests/mocks/fixtures/catalogue';
import {
  ASSEMBLY_ALREADY_ADDED_MESSAGE,
  ASSEMBLY_NOT_FOUND_MESSAGE,
  ASSEMBLY_UNAVAILABLE_MESSAGE,
  assemblyLineAttributes,
  assemblyOptionFor,
  assemblyQuantityUpdate,
  findAssemblyLine,
  linesToRemoveWith,
  validateAssemblyRequest,
} from './assembly';
import {testCartLine} from '../../tests/support/cart-line';

const services = FIXTURE_CASES.assemblyServiceSkus.map((sku, i) => ({
  id: `gid://shopify/ProductVariant/${44_000_000_100 + i}`,
  sku,
  title: sku,
  price: '149.0',
}));
const bedService = services.find((service) => service.sku === FIXTURE_CASES.assembly.assemblySku)!;

const bed = testCartLine({
  id: 'gid://shopify/CartLine/bed?cart=c1',
  variantId: 'gid://shopify/ProductVariant/44000020101',
  sku: FIXTURE_CASES.assembly.sku,
  title: 'Oslo Timber Bed',
  quantity: 2,
  meta: {
    assemblyRequired: true,
    assemblySku: FIXTURE_CASES.assembly.assemblySku,
  },
});
const noServiceBed = testCartLine({
  sku: FIXTURE_CASES.missingAssemblyVariant.sku,
  meta: {
    assemblyRequired: true,
    assemblySku: FIXTURE_CASES.missingAssemblyVariant.assemblySku,
  },
});
const notRequired = testCartLine({
  sku: FIXTURE_CASES.noAssembly.sku,
  meta: {assemblyRequired: false, assemblySku: 'ASSEMBLY-DRESSER'},
});
const requiredWithoutSku = testCartLine({
  meta: {assemblyRequired: true, assemblySku: null},
});

function serviceLineFor(
  product: typeof bed,
  id = 'gid://shopify/CartLine/asm?cart=c1',
  attributes = assemblyLineAttributes(product),
) {
  return testCartLine({
    id,
    handle: ASSEMBLY_SERVICE_HANDLE,
    sku: bedService.sku,
    variantId: bedService.id,
    quantity: product.quantity,
    attributes,
  });
}

describe('assemblyOptionFor', () => {
  it.each([
    ['assembly_required 1 and a matching service', bed, bedService.sku],
    ['assembly_required 1 but no service with that SKU', noServiceBed, null],
    ['assembly_required 0', notRequired, null],
    ['assembly_required 1 without an assembly_sku', requiredWithoutSku, null],
  ])('%s', (_label, line, sku) => {
    expect(assemblyOptionFor(line, services)?.sku ?? null).toBe(sku);
  });
});

describe('assemblyLineAttributes', () => {
  it('ties the service line to the product line, its title and its variant', () => {
    expect(assemblyLineAttributes(bed)).toEqual([
      {key: '_assembly-for-key', value: 'gid://shopify/CartLine/bed?cart=c1'},
      {key: '_assembly-for', value: 'Oslo Timber Bed'},
      {
        key: '_assembly_variant_id',
        value: 'gid://shopify/ProductVariant/44000020101',
      },
    ]);
  });
});

describe('findAssemblyLine', () => {
  const tied = serviceLineFor(bed);
  const otherBed = testCartLine({
    id: 'gid://shopify/CartLine/bed2?cart=c1',
    variantId: bed.merchandise.id,
    meta: bed.merchandise.meta,
  });
  const tiedToOther = serviceLineFor(otherBed, 'gid://shopify/CartLine/asm2?cart=c1');
  const orphan = serviceLineFor(bed, 'gid://shopify/CartLine/orphan?cart=c1', [
    {key: '_assembly-for-key', value: 'gid://shopify/CartLine/gone?cart=c1'},
    {key: '_assembly_variant_id', value: bed.merchandise.id},
  ]);
  const forgedOrdinary = testCartLine({
    attributes: assemblyLineAttributes(bed),
  });

  it.each([
    ['by the recorded line id', [bed, tied, otherBed, tiedToOther], bed, tied.id],
    ['not another line’s assembly of the same variant', [bed, otherBed, tiedToOther], bed, null],
    ['by variant when its recorded line is gone', [bed, orphan], bed, orphan.id],
    ['only service lines count', [bed, forgedOrdinary], bed, null],
    ['none', [bed], bed, null],
  ])('%s', (_label, lines, product, expected) => {
    expect(findAssemblyLine(lines, product)?.id ?? null).toBe(expected);
  });
});

describe('linesToRemoveWith and assemblyQuantityUpdate', () => {
  const assembly = serviceLineFor(bed);
  const mattress = testCartLine({
    id: 'mat',
    sku: FIXTURE_CASES.bonusPillows.sku,
    title: 'Aurora',
  });
  const pillows = testCartLine({
    id: 'pillows',
    sku: FIXTURE_CASES.bonusPillows.bonusSku,
    attributes: [{key: `_bonus_for_${FIXTURE_CASES.bonusPillows.sku}`, value: 'Aurora'}],
  });
  const donation = testCartLine({id: 'don', handle: DONATION_PRODUCT_HANDLE});
  const lines = [bed, assembly, mattress, pillows, donation];

  it.each([
    ['a product with assembly', bed.id, [bed.id, assembly.id]],
    ['a product with a bonus', 'mat', ['mat', 'pillows']],
    ['a line with neither', 'don', ['don']],
    ['the assembly line alone', assembly.id, [assembly.id]],
    ['a line not in the bag', 'gid://shopify/CartLine/nope', []],
  ])('%s', (_label, id, expected) => {
    expect(linesToRemoveWith(lines, id)).toEqual(expected);
  });

  it.each([
    ['a new quantity', bed.id, 3, {id: assembly.id, quantity: 3}],
    ['the same quantity', bed.id, 2, null],
    ['a line without assembly', 'mat', 4, null],
  ])('quantity follows the product: %s', (_label, id, quantity, expected) => {
    expect(assemblyQuantityUpdate(lines, id, quantity)).toEqual(expected);
  });
});

describe('validateAssemblyRequest', () => {
  const assembly = serviceLineFor(bed);
  const donation = testCartLine({
    handle: DONATION_PRODUCT_HANDLE,
    meta: {assemblyRequired: true, assemblySku: bedService.sku},
  });

  it('adds the matching service for the product line, one per item', () => {
    expect(validateAssemblyRequest({lines: [bed], productLineId: bed.id, services})).toEqual({
      ok: true,
      line: {
        merchandiseId: bedService.id,
        quantity: 2,
        attributes: assemblyLineAttributes(bed),
      },
    });
  });

  it.each([
    ['a line not in the cart', [bed], 'gid://shopify/CartLine/forged', ASSEMBLY_NOT_FOUND_MESSAGE],
    ['a non-string line id', [bed], {id: bed.id}, ASSEMBLY_NOT_FOUND_MESSAGE],
    ['a line without assembly', [notRequired], notRequired.id, ASSEMBLY_UNAVAILABLE_MESSAGE],
    ['a line whose assembly SKU has no service', [noServiceBed], noServiceBed.id, ASSEMBLY_UNAVAILABLE_MESSAGE],
    ['the assembly line itself', [bed, assembly], assembly.id, ASSEMBLY_UNAVAILABLE_MESSAGE],
    ['a donation line with forged metafields', [donation], donation.id, ASSEMBLY_UNAVAILABLE_MESSAGE],
    ['assembly already added', [bed, assembly], bed.id, ASSEMBLY_ALREADY_ADDED_MESSAGE],
  ])('rejects %s', (_label, lines, productLineId, message) => {
    const result = validateAssemblyRequest({lines, productLineId, services});
    expect(result).toMatchObject({ok: false, message});
  });
});
