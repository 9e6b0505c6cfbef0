import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import type { CodeSplittingNameFunction } from 'rolldown';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { scriptsAfterPaint } from './build/scripts-after-paint.ts';

// Everything the SPA calls lives on the API server; in dev vite forwards it so the app always
// talks to its own origin (same as production, where the server also serves dist/).
const API_TARGET = 'http://127.0.0.1:8080';
const RADIX =
  /node_modules[\\/](@radix-ui|radix-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|@floating-ui)[\\/]/;
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/;
/*
 * react-router's package exports name only its development build (remix-run/react-router#14102),
 * so a plain build ships its dev warnings and checks (about a fifth larger). The production build
 * sits next to it in the same package; the build (not the dev server or tests) uses it.
 */
const ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '../production/index.mjs',
);
/*
 * The modules `/` runs while it opens, besides the libraries: the entry's and those of the lazy
 * modules the home page takes at once (its route, its lobby, the side menu's game categories and
 * the game texts of the default language), each with everything it imports statically. As one chunk
 * they compress 8 KB smaller than the thirty small chunks the lazy boundaries made, and load in one
 * request that index.html preloads. Anything else a route or a modal needs stays in its own chunk.
 */
const FIRST_SCREEN_ROOTS = [
  'src/main.tsx',
  'src/app/routes/home.tsx',
  'src/app/side-menu-games.tsx',
  'src/features/games/index.ts',
  'src/features/games/components/home-lobby.tsx',
  'src/features/games/components/side-menu-categories.tsx',
  'src/i18n/locales/games/pt.json',
].map((file) => fileURLToPath(new URL(`./${file}`, import.meta.url)));

const WEB_SRC = fileURLToPath(new URL('./src/', import.meta.url));
/** The pieces shared with the console (@arcadia/ui): its index is light (its chart is a subpath of its own). */
const SHARED_UI_SRC = fileURLToPath(new URL('../../packages/ui/src/', import.meta.url));

function firstScreenGroup(): CodeSplittingNameFunction {
  let modules: Set<string> | null = null;
  return (id, ctx) => {
    if (!modules) {
      const found = new Set<string>();
      const visit = (moduleId: string) => {
        // Only the app's own files and the shared UI's: a package's barrel (contracts) names every schema it has.
        if (found.has(moduleId) || !(moduleId.startsWith(WEB_SRC) || moduleId.startsWith(SHARED_UI_SRC))) return;
        found.add(moduleId);
        ctx.getModuleInfo(moduleId)?.importedIds.forEach(visit);
      };
      FIRST_SCREEN_ROOTS.forEach(visit);
      modules = found;
    }
    return modules.has(id) ? 'app' : null;
  };
}

const PROXIED_PREFIXES = ['/wps', '/lgw', '/lotto', '/docs', '/healthz', '/admin/api'];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), scriptsAfterPaint(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(command === 'build' ? { 'react-router': ROUTER_PRODUCTION } : {}),
    },
  },
  server: {
    proxy: Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the es2022 target reaches follows <link rel=modulepreload> itself: the
    // polyfill would only add bytes to the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Without groups rolldown put Radix into a shared chunk the entry imports (~17 KB gzip on
        // every first load). Modals are native <dialog>s; Radix loads only with the phone drawer
        // or the member's menu. One vendor chunk compresses better than five and changes only on
        // upgrades.
        codeSplitting: {
          groups: [
            { name: 'radix', test: RADIX, priority: 10 },
            { name: 'vendor', test: VENDOR, priority: 20 },
            { name: firstScreenGroup(), debugName: 'app', priority: 5 },
          ],
        },
      },
    },
  },
}));
