import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';

// patches/@shopify+hydrogen-react+2025.4.1.patch (applied by `npm install`'s postinstall): Hydrogen's ModelViewer
// always loaded the <model-viewer> script from unpkg.com, which the page's CSP blocks and which fails offline. The
// patch adds a `scriptSrc` prop (the product page passes its self-hosted copy of @google/model-viewer) and keeps
// unpkg as the default; `scriptSrc` is taken out of the props passed on to the element.

const require = createRequire(import.meta.url);
const dist = dirname(require.resolve('@shopify/hydrogen-react/storefront.schema.json'));
const BUILDS = ['browser-dev/ModelViewer.mjs', 'browser-prod/ModelViewer.mjs', 'node-dev/ModelViewer.mjs',
  'node-prod/ModelViewer.mjs', 'node-dev/ModelViewer.js', 'node-prod/ModelViewer.js'];

describe('Hydrogen ModelViewer with a self-hosted script', () => {
  it.each(BUILDS)('%s loads scriptSrc when given, unpkg otherwise, and keeps scriptSrc off the element', (build) => {
    const source = readFileSync(join(dist, 'dist', build), 'utf8');
    expect(source).toContain('const { data, children, className, scriptSrc, ...passthroughProps } = props;');
    expect(source).toMatch(/useLoadScript\(\s*\/\/[^\n]*\n\s*scriptSrc \?\? "https:\/\/unpkg\.com\//);
  });

  it('declares the prop', () => {
    expect(readFileSync(join(dist, 'dist/types/ModelViewer.d.ts'), 'utf8')).toContain('scriptSrc?: string;');
  });
});
