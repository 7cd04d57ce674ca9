import { defineProject, mergeConfig } from 'vitest/config';
import { WEB_MOCKING_FILES } from './src/test/mocking-files';
import { browserBuild as viteConfig } from './vite.config.ts';

export { WEB_MOCKING_FILES };

/** What both web projects share (this one, and web-isolated in the root config). */
export const WEB_TEST_OPTIONS = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
  // With two files at once on two cores (root vitest.config.ts), a heavy page test can pass 5 s.
  testTimeout: 30_000,
  unstubGlobals: true,
};

// Runs as the 'web' project of the root `vitest run` (root vitest.config.ts lists apps/web).
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', ...WEB_MOCKING_FILES],
      ...WEB_TEST_OPTIONS,
      // Files share their worker's jsdom and modules: a new jsdom plus importing Mantine, the router and the
      // app for each of ~130 files was half of the web suite's CPU time (40 files: 155 s → 57 s user). The
      // setup file still resets what a test can leave behind (storage, cookies, session, language, the DOM);
      // files that mock modules run isolated (web-isolated in the root config).
      isolate: false,
    },
  }),
);
