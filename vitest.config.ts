import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores here; PostgreSQL runs give each file its own schema, so files stay parallel.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          root: './packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'fair',
          root: './packages/fair',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // The RTP simulations play millions of rounds per file.
          testTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          globalSetup: ['./test/global-setup.ts'],
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          // Generous: a PostgreSQL file's first app start migrates its schema, which takes
          // tens of seconds on a busy 2-core machine; a real hang still fails.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      {
        test: {
          name: 'tools',
          root: './tools',
          include: ['**/*.test.ts'],
          environment: 'node',
          // Linting with type information builds a TypeScript program: slow on a busy machine.
          testTimeout: 300_000,
        },
      },
    ],
  },
});
