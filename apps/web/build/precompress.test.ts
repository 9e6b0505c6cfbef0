import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { precompress } from './precompress';

let root: string;
const out = (...parts: string[]) => path.join(root, 'dist', ...parts);

function write(file: string, content: string | Buffer): Buffer {
  fs.mkdirSync(path.dirname(out(file)), { recursive: true });
  fs.writeFileSync(out(file), content);
  return fs.readFileSync(out(file));
}

/** Runs the plugin as Vite does after a build: the resolved config, then writeBundle. */
function runPlugin(): void {
  const plugin = precompress();
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  const writeBundle = plugin.writeBundle as () => void;
  configResolved({ root, build: { outDir: 'dist' } } as ResolvedConfig);
  writeBundle();
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('precompress (build plugin)', () => {
  it('writes .br and .gz copies that decompress to the exact bytes of each compressible asset', () => {
    const script = write('assets/index-abc123.js', `export const rows = [${'"a row of text",'.repeat(400)}];\n`);
    const styles = write('assets/nested/app-def456.css', `.card{padding:1rem;color:red}\n`.repeat(100));
    const unicode = write('locales/pt-9f.json', JSON.stringify({ texts: 'Ação não concluída. '.repeat(80) }));
    runPlugin();
    for (const [file, original] of [
      ['assets/index-abc123.js', script],
      ['assets/nested/app-def456.css', styles],
      ['locales/pt-9f.json', unicode],
    ] as const) {
      const br = fs.readFileSync(out(`${file}.br`));
      const gz = fs.readFileSync(out(`${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
    }
  });

  it('leaves alone what is below the threshold, already compressed, not worth it, or index.html', () => {
    write('assets/tiny.js', 'export const a = 1;\n'.repeat(10)); // 200 bytes, under 512
    write('assets/logo.png', randomBytes(4096));
    write('assets/font.woff2', randomBytes(4096));
    write('index.html', `<!doctype html><html><body>${'<p>hello</p>'.repeat(200)}</body></html>`);
    // Random bytes do not shrink: a copy that is not smaller is not written.
    write('assets/noise.js', randomBytes(3000));
    runPlugin();
    const written = fs.readdirSync(out(), { recursive: true }).map(String);
    expect(written.filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
  });

  it('does not compress its own output again on a second run', () => {
    write('assets/index.js', 'console.log("again and again");\n'.repeat(100));
    runPlugin();
    runPlugin();
    const written = fs.readdirSync(out('assets')).sort();
    expect(written).toEqual(['index.js', 'index.js.br', 'index.js.gz']);
  });
});
