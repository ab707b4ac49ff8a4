import {availableParallelism} from 'node:os';
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
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, where many files spend
    // their time waiting on an upstream's deadline (the fault matrix). One more worker than cores: 336 s → 160 s on 2.
    maxWorkers: availableParallelism() + 1,
  },
});
