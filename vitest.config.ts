import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/*
 * The server's test files share one module graph per worker (isolate: false): importing the whole
 * application again for every file was about half the suite's time. A file that replaces a module
 * (vi.mock) needs a module graph of its own, or its mock would reach the files after it (and miss
 * the modules the files before it imported): such files run in the isolated project, found here
 * by their source, so a new one is placed right without a list to keep. Module-level state that
 * depends on a database is keyed by the database (or cleared by the test database's setup).
 */
const serverRoot = path.resolve(import.meta.dirname, 'apps/server');
const serverTestFiles = (readdirSync(serverRoot, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules') && /^(src|test)\//.test(file))
  .map((file) => file.split(path.sep).join('/'));
const MOCKING_FILES = serverTestFiles.filter((file) =>
  /\bvi\.mock\(/.test(readFileSync(path.join(serverRoot, file), 'utf8')),
);
const serverProject = {
  root: './apps/server',
  globalSetup: ['./test/global-setup.ts'],
  environment: 'node',
  // Generous: a PostgreSQL file's first app start migrates its schema, which takes
  // tens of seconds on a busy 2-core machine; a real hang still fails.
  testTimeout: 60_000,
  hookTimeout: 60_000,
} as const;

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
          // The shared UI pieces (api core, chart) in a browser-like DOM, like the two apps' tests.
          name: 'ui',
          root: './packages/ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          ...serverProject,
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: MOCKING_FILES,
          isolate: false,
        },
      },
      {
        test: { ...serverProject, name: 'server-isolated', include: MOCKING_FILES },
      },
      './apps/web/vitest.config.ts',
      './apps/admin/vitest.config.ts',
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
