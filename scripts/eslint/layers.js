import boundaries from 'eslint-plugin-boundaries';

/**
 * The app's layers, lowest first, and what each may import (README § Project layout), as ESLint configs:
 * eslint.config.js spreads `layerConfigs`, and tests/lint/layers.test.ts lints wrong imports with the same ones.
 *
 * config   constants and settings' shapes                        imports nothing of the app
 * domain   pure rules and the app's own types                    config
 * kernel   plumbing: env, cookies, bodies, same-origin, security domain, config
 * services one module per upstream, reshaping into domain types  kernel, domain, config
 * features use cases (*.server.ts) beside browser-safe views     other features, services, kernel, domain, config
 * ui       components, slices, hooks, browser helpers           features (never a *.server module), domain, config
 * routes   adapters: read the request, call features, render     ui, features, services, kernel, domain, config
 * shell    root.tsx, entry.client.tsx, entry.server.tsx           as routes; entry.server.tsx the worker too
 * worker   context, page cache, render, request guards           features, services, kernel, domain, config;
 *          imported only by server.ts and entry.server.tsx
 * server.ts (outside app/) may import anything but ui and routes (eslint.config.js).
 */

/** Element types by folder, the first match winning. */
const LAYERS = [
  {type: 'config', pattern: 'app/config'},
  {type: 'domain', pattern: 'app/domain'},
  {type: 'kernel', pattern: 'app/kernel'},
  {type: 'services', pattern: 'app/services'},
  {type: 'features', pattern: 'app/features'},
  {type: 'ui', pattern: 'app/ui'},
  {type: 'styles', pattern: 'app/styles'},
  {type: 'routes', pattern: 'app/routes'},
  {type: 'worker', pattern: 'app/worker'},
  // What is left at the top of app/: root.tsx, entry.client.tsx, entry.server.tsx, routes.ts.
  {type: 'shell', pattern: 'app'},
];

const BELOW = {
  config: [],
  domain: ['config'],
  kernel: ['domain', 'config'],
  services: ['kernel', 'domain', 'config'],
  features: ['services', 'kernel', 'domain', 'config'],
  ui: ['features', 'domain', 'config', 'styles'],
  routes: ['ui', 'features', 'services', 'kernel', 'domain', 'config', 'styles'],
  // entry.server.tsx renders through the worker; root.tsx and entry.client.tsx may not (eslint.config.js).
  shell: ['worker', 'ui', 'features', 'services', 'kernel', 'domain', 'config', 'styles', 'routes'],
  worker: ['features', 'services', 'kernel', 'domain', 'config'],
};

const types = (list) => ({element: {types: {anyOf: list}}});

/** Policies for `boundaries/dependencies` (default: disallow). */
function layerPolicies() {
  return [
    // A layer imports itself and the layers below it.
    ...Object.entries(BELOW).map(([type, below]) => ({
      from: {element: {type}},
      allow: {to: types([type, ...below])},
    })),
    // Browser code reads the features' browser-safe modules (view.ts, outcome.ts...), never a server module.
    // (The last policy that matches decides, so this one overrides the allow above.)
    {
      from: {element: {type: 'ui'}},
      disallow: {to: {file: {categories: {anyOf: ['server']}}}},
    },
  ];
}

/** Flat ESLint configs: the layer rule for app/, and the few rules a folder rule cannot say. */
export const layerConfigs = [
  {
    // Each folder imports only itself and the layers below it, and browser code never imports a server module:
    // a wrong import fails `npm run lint`.
    files: ['app/**/*.{ts,tsx}'],
    plugins: {boundaries},
    settings: {
      'boundaries/elements': LAYERS,
      'boundaries/files': [{category: 'server', pattern: ['**/*.server.ts', '**/*.server.tsx']}],
      'boundaries/include': ['app/**/*'],
      'import/resolver': {typescript: {project: './tsconfig.json'}},
    },
    rules: {'boundaries/dependencies': ['error', {default: 'disallow', policies: layerPolicies()}]},
  },
  {
    // The worker (context, page cache, render) is for server.ts and entry.server.tsx alone.
    files: ['app/root.tsx', 'app/entry.client.tsx'],
    rules: {'no-restricted-imports': ['error', {patterns: ['~/worker/*', './worker/*']}]},
  },
  {
    // The worker entry builds the app and answers requests: it renders no component and serves no route itself.
    files: ['server.ts'],
    rules: {'no-restricted-imports': ['error', {patterns: ['~/ui/*', '~/routes/*', './app/ui/*', './app/routes/*']}]},
  },
  {
    // Domain rules and config are pure: no I/O, no framework, shared by server and browser.
    files: ['app/domain/**/*.{ts,tsx}', 'app/config/**/*.{ts,tsx}'],
    rules: {'no-restricted-imports': ['error', {patterns: ['react', 'react-dom', '@remix-run/*', '@shopify/*']}]},
  },
];
