/**
 * The layers (scripts/eslint/layers.js, the configs eslint.config.js spreads): an import that climbs a layer,
 * browser code that reaches a server module, or a route or root module that reaches the worker fails lint;
 * the imports each layer is meant to make pass. Each case lints a line of source as if it were a file there.
 */
import {resolve} from 'node:path';
import {ESLint, type Linter} from 'eslint';
import tseslint from 'typescript-eslint';
import {describe, expect, it} from 'vitest';
import {layerConfigs} from '../../scripts/eslint/layers.js';

const root = resolve(import.meta.dirname, '../..');

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {files: ['**/*.{ts,tsx}'], languageOptions: {parser: tseslint.parser}},
    ...(layerConfigs as unknown as Linter.Config[]),
  ],
});

/** The rules an import breaks when written in `file`. */
async function broken(file: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport type Probe = typeof probe;\n`, {filePath: resolve(root, file)});
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const REFUSED: [file: string, importLine: string][] = [
  // Upward arrows
  ['app/domain/zz-probe.ts', "import type {probe} from '~/services/storefront/product-tile';"],
  ['app/domain/zz-probe.ts', "import type {probe} from '~/features/bag/outcome';"],
  ['app/domain/zz-probe.test.ts', "import type {probe} from '~/ui/hooks/root-data';"],
  ['app/config/zz-probe.ts', "import type {probe} from '~/domain/campaigns';"],
  ['app/kernel/zz-probe.ts', "import type {probe} from '~/services/upstream/deadline';"],
  ['app/services/zz-probe.ts', "import type {probe} from '~/features/bag/outcome';"],
  ['app/services/prismic/zz-probe.ts', "import type {probe} from '../../ui/slices/index';"],
  ['app/features/bag/zz-probe.server.ts', "import type {probe} from '~/ui/hooks/root-data';"],
  // Browser code and server modules
  ['app/ui/components/zz-probe.tsx', "import type {probe} from '~/features/wishlist/view.server';"],
  ['app/ui/hooks/zz-probe.ts', "import type {probe} from '~/services/prismic/campaigns.server';"],
  ['app/ui/components/zz-probe.tsx', "import type {probe} from '~/kernel/env';"],
  ['app/ui/components/zz-probe.tsx', "import type {probe} from '~/routes/api.search.autocomplete';"],
  // The worker is server.ts's and entry.server.tsx's
  ['app/routes/zz-probe.tsx', "import type {probe} from '~/worker/context.server';"],
  ['app/features/bag/zz-probe.server.ts', "import type {probe} from '~/worker/page-cache/render-state';"],
  ['app/root.tsx', "import type {probe} from '~/worker/context.server';"],
  // Server's and the domain's own limits
  ['server.ts', "import type {probe} from '~/ui/hooks/root-data';"],
  ['app/domain/zz-probe.ts', "import type {probe} from '@remix-run/react';"],
];

const ALLOWED: [file: string, importLine: string][] = [
  ['app/domain/zz-probe.ts', "import type {probe} from '~/config/brand';"],
  ['app/services/zz-probe.ts', "import type {probe} from '~/kernel/env';"],
  ['app/features/bag/zz-probe.server.ts', "import type {probe} from '~/services/storefront/cart.server';"],
  ['app/features/bag/zz-probe.server.ts', "import type {probe} from '~/features/errors/responses.server';"],
  ['app/ui/components/zz-probe.tsx', "import type {probe} from '~/features/wishlist/view';"],
  ['app/ui/components/zz-probe.tsx', "import type {probe} from '~/domain/types';"],
  ['app/routes/zz-probe.tsx', "import type {probe} from '~/features/bag/action.server';"],
  ['app/routes/zz-probe.tsx', "import type {probe} from '~/kernel/page-cache-handle';"],
  ['app/entry.server.tsx', "import type {probe} from '~/worker/context.server';"],
  ['server.ts', "import type {probe} from '~/worker/context.server';"],
];

describe('the layers', () => {
  it.each(REFUSED)('refuses, in %s: %s', {timeout: 60_000}, async (file, importLine) => {
    expect(await broken(file, importLine)).toHaveLength(1);
  });

  it.each(ALLOWED)('allows, in %s: %s', {timeout: 60_000}, async (file, importLine) => {
    expect(await broken(file, importLine)).toEqual([]);
  });
});
