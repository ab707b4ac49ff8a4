import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import noUnguardedLookup from './scripts/eslint/no-unguarded-lookup.js';
import {layerConfigs} from './scripts/eslint/layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'build/**',
      '.cache/**',
      '.mock-shop/**',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'bench-results/**',
      '*.generated.d.ts',
      // Written by `npm run shopify:functions` (and by the Shopify CLI on deploy).
      'extensions/*/generated/**',
      'extensions/*/dist/**',
      // Generated from the Prismic content model by `npm run prismic:types`.
      'prismicio-types.d.ts',
      '*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {'react-hooks': reactHooks, 'jsx-a11y': jsxA11y},
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
    },
  },
  {
    // A plain object looked up by any string reaches Object.prototype (`constructor`, `__proto__`): every
    // lookup keyed by outside input goes through a Map or ~/domain/own-entry (scripts/eslint/no-unguarded-lookup.js).
    files: ['app/**/*.{ts,tsx}', 'server.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    languageOptions: {parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname}},
    plugins: {local: {rules: {'no-unguarded-lookup': noUnguardedLookup}}},
    rules: {'local/no-unguarded-lookup': 'error'},
  },
  // The layers and what each may import (scripts/eslint/layers.js).
  ...layerConfigs,
  {
    // The rules Shopify's checkout runs too: extensions/ bundles them into WebAssembly functions, so they import
    // nothing but each other and @noble/hashes (docs/decisions/0008-checkout-enforces-the-bag.md).
    files: ['app/domain/checkout-rules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', {patterns: [{regex: '^(?!\\./|@noble/hashes/).*', message: 'Checkout rules import only ./ siblings and @noble/hashes: Shopify bundles them into the functions.'}]}],
    },
  },
  {
    // A function's code reaches the app only through the shared checkout rules.
    files: ['extensions/*/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{regex: '^(?!\\./|\\.\\./generated/|\\.\\./\\.\\./\\.\\./app/domain/checkout-rules/).*', message: 'A function imports its own files, its generated types and app/domain/checkout-rules only.'}]},
      ],
    },
  },
  {
    // Playwright fixtures take `{}` and call `use`, which is not a React hook.
    files: ['tests/e2e/**/*.ts'],
    rules: {'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off'},
  },
);
