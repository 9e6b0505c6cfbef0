import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|webmanifest|xml)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of the build, so
 * the server sends the best encoding the browser accepts without compressing on each request.
 * index.html is left out: the server fills in the brand's title and language per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'arcadia-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        const br = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gz = gzipSync(content, { level: 9 });
        // A copy that is not smaller would only cost disk and a negotiation.
        if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (!/\.(br|gz)$/.test(entry.name)) yield full;
  }
}
