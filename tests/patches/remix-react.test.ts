import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

// patches/@remix-run+react+2.17.5.patch (applied by `npm install`'s postinstall): `<Scripts>` writes no
// modulepreload links into the document. The preload scanner fetched them as soon as it saw them, so the
// hydration modules shared a slow connection with the stylesheet and the page's main image; the app now
// preloads them once the page has painted (app/ui/components/layout/ModulePreloadsAfterPaint.tsx).

/** The source of `Scripts`, up to the next function in the file. */
function scriptsSource(file: string): string {
  const source = readFileSync(file, 'utf8');
  const start = source.indexOf('\nfunction Scripts(');
  const end = source.indexOf('\nfunction DeferredHydrationScript(', start);
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return source.slice(start, end);
}

describe('@remix-run/react without modulepreload links in <Scripts>', () => {
  const require = createRequire(import.meta.url);
  const cjs = require.resolve('@remix-run/react').replace(/index\.js$/, 'components.js');
  const esm = cjs.replace(/dist\/components\.js$/, 'dist/esm/components.js');

  it.each([
    ['CommonJS', cjs],
    ['ES module', esm],
  ])('%s build: Scripts still writes its context and module scripts, and no preload links', (_build, file) => {
    const scripts = scriptsSource(file);
    expect(scripts).not.toContain('rel: "modulepreload"');
    expect(scripts).toContain('initialScripts, deferredScripts)');
    expect(scripts).toContain('type: "module"');
  });
});
