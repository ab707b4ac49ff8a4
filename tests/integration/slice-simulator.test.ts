/**
 * /slice-simulator: an example of every slice type the app has, the catalogue
 * example with real product tiles from the Storefront stand-in, rendered
 * through SliceZone without any placeholder.
 */
import {describe, expect, it} from 'vitest';
import {createElement as h} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter} from 'react-router-dom/server';
import {SliceZone} from '@prismicio/react';
import {withStandIns} from '../mocks/node';
import {setStorefrontFault} from '../mocks/storefront/handlers';
import {loader, handle, meta} from '~/routes/slice-simulator';
import {components, type SliceContext} from '~/ui/slices';
import type {ProductSummary} from '~/domain/types';
import {testContext, testRequest} from './context';

withStandIns();

async function load() {
  const request = testRequest('/slice-simulator');
  return loader({request, context: await testContext(request), params: {}});
}

function TestTile({product}: {product: ProductSummary; position: number}) {
  return h('a', {href: `/products/${product.handle}`}, product.title);
}

function render(slices: Parameters<typeof SliceZone>[0]['slices'], context: SliceContext<ProductSummary>) {
  // A .ts file (no JSX): the same tree as <StaticRouter><SliceZone … /></StaticRouter>.
  return renderToStaticMarkup(h(StaticRouter, {location: '/slice-simulator'}, h(SliceZone, {slices, components, context})));
}

describe('/slice-simulator', () => {
  it('has an example of every slice type the app renders', async () => {
    const data = await load();
    const types = data.slices.map((slice) => slice.slice_type);
    expect([...types].sort()).toEqual(Object.keys(components).sort());
  });

  it('renders every example, the catalogue with products from the catalogue', async () => {
    const data = await load();
    const catalogue = data.slices.find((slice) => slice.slice_type === 'catalogue')!;
    expect(data.products[catalogue.id]?.length).toBeGreaterThan(0);
    const html = render(data.slices, {products: data.products, ProductTile: TestTile});
    expect(html).not.toContain('data-slice-zone-todo-component');
    for (const type of Object.keys(components)) expect(html).toContain(`data-slice-type="${type}"`);
    for (const product of data.products[catalogue.id]) expect(html).toContain(product.title);
  });

  it('still renders the other examples when the Storefront API is down', async () => {
    setStorefrontFault('fail');
    const data = await load();
    const html = render(data.slices, {products: data.products, ProductTile: TestTile});
    expect(html).toContain('data-slice-type="hero_banner"');
    expect(html).not.toContain('data-slice-type="catalogue"');
  });

  it('uses the slices layout and is never indexed', () => {
    expect(handle.layout).toBe('slices');
    const tags = meta({} as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({name: 'robots', content: 'noindex, nofollow'});
  });
});
