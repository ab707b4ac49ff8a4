import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';
import {hydrationModuleHrefs, preloadAfterPaintScript} from './ModulePreloadsAfterPaint';

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

/** Runs the inline script in a page with just what it touches: the head, paint timing, and `load`. */
function runInPage(script: string, {paintTiming = true} = {}) {
  const head: {rel: string; href: string}[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  let observer: ((names: string[]) => void) | null = null;
  let disconnected = false;
  const page = {
    document: {
      createElement: () => ({rel: '', href: ''}),
      head: {appendChild: (link: {rel: string; href: string}) => head.push(link)},
    },
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    PerformanceObserver: paintTiming
      ? class {
          constructor(callback: (list: {getEntriesByName(name: string): unknown[]}, observer: {disconnect(): void}) => void) {
            observer = (names) =>
              callback({getEntriesByName: (name) => names.filter((entry) => entry === name)}, {disconnect: () => (disconnected = true)});
          }
          observe() {}
        }
      : undefined,
  };
  runInNewContext(script, page);
  return {
    head,
    paint: (...names: string[]) => observer?.(names),
    load: () => listeners.load?.forEach((listener) => listener()),
    get disconnected() {
      return disconnected;
    },
  };
}

describe('preloadAfterPaintScript', () => {
  const hrefs = ['/assets/entry.client.js', '/assets/shell.js'];

  it('adds nothing while the page has not painted, then a modulepreload link per module at its first contentful paint', () => {
    const page = runInPage(preloadAfterPaintScript(hrefs));
    expect(page.head).toEqual([]);
    page.paint('first-paint');
    expect(page.head).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.head).toEqual(hrefs.map((href) => ({rel: 'modulepreload', href})));
    expect(page.disconnected).toBe(true);
  });

  it('adds them once, even when the load event follows the paint', () => {
    const page = runInPage(preloadAfterPaintScript(hrefs));
    page.paint('first-contentful-paint');
    page.load();
    expect(page.head).toHaveLength(hrefs.length);
  });

  it('adds them at load when the page never paints (a background tab) or the browser has no paint timing', () => {
    const background = runInPage(preloadAfterPaintScript(hrefs));
    background.load();
    expect(background.head.map((link) => link.href)).toEqual(hrefs);

    const noPaintTiming = runInPage(preloadAfterPaintScript(hrefs), {paintTiming: false});
    expect(noPaintTiming.head).toEqual([]);
    noPaintTiming.load();
    expect(noPaintTiming.head.map((link) => link.href)).toEqual(hrefs);
  });

  it('cannot close its own script element, whatever an href holds', () => {
    const script = preloadAfterPaintScript(['/assets/</script><script>alert(1)</script>.js']);
    expect(script).not.toContain('</script>');
    const page = runInPage(script);
    page.load();
    expect(page.head[0].href).toBe('/assets/</script><script>alert(1)</script>.js');
  });
});
