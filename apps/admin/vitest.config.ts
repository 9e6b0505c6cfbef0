import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/* The console's page tests (jsdom), a project of the root vitest config like the player site's. */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'admin',
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Form journeys type into several fields; on a busy two-core machine 5 s is not always enough.
    testTimeout: 30_000,
  },
});
