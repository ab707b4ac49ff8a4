import {defineConfig} from 'vitest/config';
import tsconfigPaths from 'vite-tsconfig-paths';
import {auGazetteer} from './scripts/au-gazetteer';

// Unit, stand-in and loader/action tests. Playwright journeys live in tests/e2e and run separately.
export default defineConfig({
  plugins: [tsconfigPaths(), auGazetteer()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'extensions/*/src/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    restoreMocks: true,
  },
});
