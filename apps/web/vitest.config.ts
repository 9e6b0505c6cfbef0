import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Same alias as vite.config.ts (this file is standalone so the root config can use it as a project).
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    // Form journeys type into several fields; on a busy two-core machine 5 s is not always enough.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
