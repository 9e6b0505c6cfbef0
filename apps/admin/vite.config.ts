import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The operator console: its own build under /admin/, never part of the player site's bundle.
 * The server serves apps/admin/dist there; in dev vite forwards the API to it.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  server: { port: 5174, proxy: { '/admin/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } } },
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
});
