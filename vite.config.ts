import {defineConfig, loadEnv} from 'vite';
import {hydrogen} from '@shopify/hydrogen/vite';
import {oxygen} from '@shopify/mini-oxygen/vite';
import {vitePlugin as remix} from '@remix-run/dev';
import tsconfigPaths from 'vite-tsconfig-paths';
import {shellChunk} from './scripts/vite-shell-chunk';
import {brokenEscapePlugin} from './scripts/broken-escape';
import {auGazetteer} from './scripts/au-gazetteer';
import {pickWorkerEnv} from './app/config/worker-env';

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({mode, isSsrBuild}) => ({
  plugins: [
    // `npm run dev`: a URL with a broken `%` escape is the worker's 400, not a 500 from Vite or MiniOxygen.
    brokenEscapePlugin(),
    hydrogen(),
    // MiniOxygen runs the SSR in workerd; plain `vite dev` does not hand .env to the worker, so pass it here:
    // the worker's own variables (from .env* and the process environment), never the rest of the machine's.
    oxygen({env: pickWorkerEnv(loadEnv(mode, process.cwd(), ''))}),
    remix({
      presets: [hydrogen.v3preset()],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
    // The store locator's localities, from a maintained package, five fields a row (scripts/au-gazetteer.ts).
    auGazetteer(),
  ],
  build: {
    // Keep assets as files so the CSP does not need data: URLs for them.
    assetsInlineLimit: 0,
    ...(isSsrBuild
      ? {
          // The worker runs on workerd's current V8: class fields and #private members stay native instead of
          // being lowered to defineProperty calls and WeakMaps (Vite's default target is ES2020), which made
          // every per-request object (the Prismic client, the services, the session) slow to build.
          target: 'es2022',
        }
      : {
          // The browser build: what every page loads as one chunk (see scripts/vite-shell-chunk.ts),
          // minified by terser, whose two passes cut about 5% (gzip) more than esbuild's.
          rollupOptions: {output: {manualChunks: shellChunk()}},
          minify: 'terser' as const,
          terserOptions: {compress: {passes: 2}},
        }),
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
  },
  ssr: {
    optimizeDeps: {
      // CommonJS (or with CommonJS dependencies, e.g. pdf-lib's pako): pre-bundled so workerd can load them in dev.
      include: ['@prismicio/client', '@prismicio/react', '@prismicio/simulator', 'pdf-lib'],
    },
  },
}));
