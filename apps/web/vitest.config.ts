import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Runs as the 'web' project of the root `vitest run` (root vitest.config.ts lists apps/web).
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Mantine components and the router are heavy to import; one environment per file is enough.
      restoreMocks: true,
      // With two files at once on two cores (root vitest.config.ts), a heavy page test can pass 5 s.
      testTimeout: 30_000,
      unstubGlobals: true,
    },
  }),
);
