import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import adminConfig from './apps/admin/vitest.config.ts';
import webConfig from './apps/web/vitest.config.ts';

/*
 * Test files share one module graph per worker (isolate: false) where the files allow it: importing
 * the application again for every file was about half the server suite's time, and the console's
 * page tests take 29 CPU-s shared against 71 isolated. A file that replaces a module (vi.mock)
 * needs a module graph of its own, or its mock would reach the files after it (and miss the
 * modules the files before it imported): such files run in an isolated project, found here by
 * their source, so a new one is placed right without a list to keep. Module-level state that
 * depends on a database is keyed by the database (or cleared by the test database's setup).
 * The player site's page tests share one too (40 CPU-s with web-isolated, against 174 isolated,
 * back to back on a busy machine), and with it one jsdom window per worker: its test setup puts the
 * page and the app's module-level state back after every test (apps/web/src/test/reset-page.ts),
 * since without that a test met the modals, brand keys and page the test before it left behind.
 */
function testFiles(root: string, pattern: RegExp): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file) && !file.includes('node_modules'));
}
const mockingFiles = (root: string, files: string[]) =>
  files.filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(root, file), 'utf8')));

const serverRoot = path.resolve(import.meta.dirname, 'apps/server');
const SERVER_FILES = testFiles(serverRoot, /^(src|test)\/.*\.test\.ts$/);
const MOCKING_FILES = mockingFiles(serverRoot, SERVER_FILES);

/**
 * The PostgreSQL pass (DATABASE_URL set) runs the server files that reach a database: those that
 * import a helper of apps/server/test/ (every database, app and fixture helper lives there) or
 * read DATABASE_URL themselves. The others (periods, rules, parsers, messages) test pure code that
 * the SQLite pass has already run; running them again was time and nothing else. A file placed here
 * wrongly would only run twice, never be skipped, unless it opened a database without those helpers.
 */
const reachesDatabase = (file: string) =>
  /from '(\.\.\/)+test\/|process\.env\.DATABASE_URL/.test(readFileSync(path.join(serverRoot, file), 'utf8'));
const DATABASE_FREE_FILES = process.env.DATABASE_URL ? SERVER_FILES.filter((file) => !reachesDatabase(file)) : [];

/**
 * An app's page tests: one module graph per worker, and the files that mock in a project of their
 * own (the config spread, not `extends`, which would add these includes to the config's own).
 */
function appProjects(config: typeof adminConfig, isolatedName: string, pattern: RegExp) {
  const root = config.test?.root ?? '.';
  const mocking = mockingFiles(root, testFiles(root, pattern));
  return [
    { ...config, test: { ...config.test, isolate: false, exclude: [...configDefaults.exclude, ...mocking] } },
    { ...config, test: { ...config.test, name: isolatedName, include: mocking } },
  ];
}

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
          // The exact RTP tests binary-search the 2³² byte values for each outcome: about a second
          // a file alone, several on a busy two-core CI machine.
          testTimeout: 30_000,
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
          exclude: [...MOCKING_FILES, ...DATABASE_FREE_FILES],
          isolate: false,
        },
      },
      {
        test: { ...serverProject, name: 'server-isolated', include: MOCKING_FILES, exclude: DATABASE_FREE_FILES },
      },
      ...appProjects(webConfig, 'web-isolated', /^(src|build)\/.*\.test\.tsx?$/),
      ...appProjects(adminConfig, 'admin-isolated', /^src\/.*\.test\.tsx?$/),
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
