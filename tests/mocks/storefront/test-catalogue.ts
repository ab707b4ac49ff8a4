import {BRAND} from '../../../app/config/brand';
import type {FixtureCatalogue, FixtureImage, FixtureProduct, FixtureVariant} from '../fixtures/types';

/**
 * A small catalogue for the stand-in's own tests, independent of the demo
 * catalogue so these tests pin exact prices, stock and order.
 */
const NS = BRAND.metafieldNamespace;

function image(key: string, altText: string): FixtureImage {
  return {key, altText, kind: 'mattress', colour: '#ccc', width: 1200, height: 900};
}

function variant(overrides: Partial<FixtureVariant> & Pick<FixtureVariant, 'id' | 'sku' | 'price'>): FixtureVariant {
  return {
    title: 'Default Title',
    selectedOptions: [{name: 'Title', value: 'Default Title'}],
    compareAtPrice: null,
    availableForSale: true,
    quantityAvailable: 10,
    weight: 20,
    weightUnit: 'KILOGRAMS',
    taxable: true,
    requiresShipping: true,
    imageKey: null,
    metafields: [],
    ...overrides,
  };
}

function sizedFeel(id: number, size: string, feel: string, price: string, extra: Partial<FixtureVariant> = {}) {
  return variant({
    id,
    sku: `CLOUD-${size.toUpperCase()}-${feel.toUpperCase()}`,
    title: `${size} / ${feel}`,
    selectedOptions: [
      {name: 'Size', value: size},
      {name: 'Feel', value: feel},
    ],
    price,
    imageKey: 'cloud-main',
    ...extra,
  });
}

const cloudMattress: FixtureProduct = {
  id: 1001,
  handle: 'cloud-mattress',
  title: 'Cloud Hybrid Mattress',
  description: 'Seven zones of pocket springs.\n\nMade in Australia.',
  productType: 'Mattress',
  vendor: 'Test Vendor',
  tags: ['mattress', 'hybrid', 'sale-20'],
  options: [
    {name: 'Size', values: ['Single', 'Queen', 'King']},
    {name: 'Feel', values: ['Medium', 'Firm']},
  ],
  images: [image('cloud-main', 'Cloud mattress, side view'), image('cloud-detail', 'Cloud mattress springs')],
  variants: [
    sizedFeel(2001, 'Single', 'Medium', '899.00', {compareAtPrice: '1099.00'}),
    sizedFeel(2002, 'Single', 'Firm', '899.00', {compareAtPrice: '1099.00'}),
    sizedFeel(2003, 'Queen', 'Medium', '1299.00', {
      compareAtPrice: '1599.00',
      quantityAvailable: 3,
      metafields: [{namespace: NS, key: 'delivery_weeks', type: 'number_integer', value: '2'}],
    }),
    sizedFeel(2004, 'Queen', 'Firm', '1299.00'),
    sizedFeel(2005, 'King', 'Medium', '1499.95', {availableForSale: false, quantityAvailable: 0}),
  ],
  metafields: [
    {namespace: NS, key: 'badge', type: 'single_line_text_field', value: 'Best seller'},
    {namespace: NS, key: 'trial_nights', type: 'number_integer', value: '100'},
  ],
  createdAt: '2024-03-01T00:00:00Z',
};

const oakBed: FixtureProduct = {
  id: 1002,
  handle: 'oak-bed-frame',
  title: 'Oak Bed Frame',
  description: 'Solid oak.',
  productType: 'Bed Frame',
  vendor: 'Test Vendor',
  tags: ['bed'],
  options: [{name: 'Title', values: ['Default Title']}],
  images: [image('oak-bed', 'Oak bed frame')],
  variants: [variant({id: 2101, sku: 'OAK-BED', price: '1000.00', quantityAvailable: 0})],
  metafields: [],
  createdAt: '2024-01-15T00:00:00Z',
};

const assembly: FixtureProduct = {
  id: 1003,
  handle: `${BRAND.slug}-assembly-service`,
  title: 'Assembly Service',
  description: 'We build it for you.',
  productType: 'Service',
  vendor: 'Test Vendor',
  tags: ['service'],
  options: [{name: 'Title', values: ['Default Title']}],
  images: [],
  variants: [variant({id: 2201, sku: 'ASSEMBLY', price: '99.00', requiresShipping: false, quantityAvailable: 0})],
  metafields: [],
  createdAt: '2024-01-01T00:00:00Z',
  hiddenFromListings: true,
};

const donation: FixtureProduct = {
  id: 1004,
  handle: 'charity-donation',
  title: 'Donation',
  description: 'A donation to charity.',
  productType: 'Donation',
  vendor: 'Test Vendor',
  tags: [],
  options: [{name: 'Title', values: ['Default Title']}],
  images: [],
  variants: [variant({id: 2301, sku: 'DONATE-5', price: '5.00', taxable: false, requiresShipping: false, quantityAvailable: 0})],
  metafields: [],
  createdAt: '2024-01-01T00:00:00Z',
  hiddenFromListings: true,
};

const pillows: FixtureProduct[] = [1, 2, 3, 4, 5].map((n) => ({
  id: 1100 + n,
  handle: `pillow-${n}`,
  title: `Pillow ${String.fromCharCode(69 - n)}`, // D, C, B, A, @: titles sort in reverse of id
  description: 'A pillow.',
  productType: 'Pillow',
  vendor: 'Pillow Co',
  tags: n % 2 === 0 ? ['pillow', 'latex'] : ['pillow'],
  options: [{name: 'Title', values: ['Default Title']}],
  images: [image(`pillow-${n}`, `Pillow ${n}`)],
  variants: [variant({id: 2400 + n, sku: `PILLOW-${n}`, price: `${40 + n * 10}.50`})],
  metafields: [],
  createdAt: `2024-02-0${n}T00:00:00Z`,
}));

export const testCatalogue: FixtureCatalogue = {
  shop: {
    name: 'Test Bed Shop',
    description: 'Beds for tests',
    primaryDomainUrl: 'https://www.example.com.au',
    metafields: [{namespace: NS, key: 'membership_discount', type: 'number_integer', value: '9900'}],
  },
  products: [cloudMattress, oakBed, assembly, donation, ...pillows],
  collections: [
    {
      id: 3001,
      handle: 'pillows',
      title: 'Pillows',
      description: 'Soft things.',
      productHandles: pillows.map((pillow) => pillow.handle),
      image: image('pillows-banner', 'Pillows'),
    },
    {
      id: 3002,
      handle: 'mattresses',
      title: 'Mattresses',
      description: 'Sleep well.',
      productHandles: ['cloud-mattress'],
      image: null,
    },
    {
      id: 3003,
      handle: 'bedroom',
      title: 'Bedroom',
      description: 'Everything for the bedroom.',
      productHandles: ['oak-bed-frame', 'cloud-mattress', 'pillow-1'],
      image: null,
    },
  ],
};
