import {describe, expect, it} from 'vitest';
import {hydrationModuleHrefs} from './LowPriorityModulePreloads';

describe('hydrationModuleHrefs', () => {
  it('lists the entry, its imports, then each matched route’s imports and module, once each', () => {
    const manifest = {
      entry: {module: '/assets/entry.client.js', imports: ['/assets/shell.js']},
      routes: {
        root: {module: '/assets/root.js', imports: ['/assets/shell.js', '/assets/seo.js']},
        'routes/products.$handle': {module: '/assets/product.js', imports: ['/assets/seo.js', '/assets/Price.js']},
        'routes/cart': {module: '/assets/cart.js'},
      },
    };
    expect(hydrationModuleHrefs(manifest, ['root', 'routes/products.$handle'])).toEqual([
      '/assets/entry.client.js',
      '/assets/shell.js',
      '/assets/seo.js',
      '/assets/root.js',
      '/assets/Price.js',
      '/assets/product.js',
    ]);
  });

  it('skips a route the manifest does not know', () => {
    const manifest = {entry: {module: '/assets/entry.client.js', imports: []}, routes: {}};
    expect(hydrationModuleHrefs(manifest, ['routes/gone'])).toEqual(['/assets/entry.client.js']);
  });
});
