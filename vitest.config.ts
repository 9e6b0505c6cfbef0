import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/*
 * Test files share one module graph per worker (isolate: false): importing the application (or,
 * for the two web apps, React, the i18n resources and the pages in a fresh jsdom) again for every
 * file was about half the server suite's time and seven eighths of the player site's (web: 295
 * CPU-s isolated, 38 shared, the same 543 tests passing). A file that replaces a module (vi.mock)
 * needs a module graph of its own, or its mock would reach the files after it (and miss the
 * modules the files before it imported): such files run in an isolated project, found here by
 * their source, so a new one is placed right without a list to keep. Module-level state that
 * depends on a database is keyed by the database (or cleared by the test database's setup); the
 * web apps' setup files clean the DOM and storage after every test.
 */
function testFiles(root: string, pattern: RegExp): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file) && !file.includes('node_modules'));
}
const mockingFiles = (root: string, files: string[]) =>
  files.filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(root, file), 'utf8')));

const serverRoot = path.resolve(import.meta.dirname, 'apps/server');
const MOCKING_FILES = mockingFiles(serverRoot, testFiles(serverRoot, /^(src|test)\/.*\.test\.ts$/));

/** A browser app's page tests: shared module graphs, and the files that mock in a project of their own. */
function browserAppProjects(name: 'web' | 'admin') {
  const root = path.resolve(import.meta.dirname, `apps/${name}`);
  const mocking = mockingFiles(root, testFiles(root, /^(src|build)\/.*\.test\.tsx?$/));
  const config = `./apps/${name}/vitest.config.ts`;
  return [
    { extends: config, test: { name, isolate: false, exclude: [...configDefaults.exclude, ...mocking] } },
    { extends: config, test: { name: `${name}-isolated`, include: mocking } },
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
      ...browserAppProjects('web'),
      ...browserAppProjects('admin'),
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
