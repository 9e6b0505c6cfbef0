import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
/** Budget for the JavaScript a first visit to `/` downloads (gzip), from the project standards. */
const BUDGET_BYTES = 150_000;

/**
 * First-load JavaScript for `/`: the entry script plus every module it preloads, as listed in the
 * built index.html, gzip-compressed at level 9. Builds the site first (a stale build measures
 * nothing useful).
 */
export async function run(args: string[]): Promise<number> {
  if (!args.includes('--no-build')) execFileSync('npm', ['run', 'build', '-w', '@arcadia/web'], { stdio: 'ignore' });
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  let total = 0;
  console.log('First-load JavaScript for / (gzip -9):');
  for (const file of files) {
    const size = gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
    total += size;
    console.log(`  ${String(size).padStart(8)}  ${file}`);
  }
  const verdict = total <= BUDGET_BYTES ? 'within budget' : '← over budget';
  console.log(
    `  ${String(total).padStart(8)}  total (${(total / 1024).toFixed(1)} KiB; budget ${BUDGET_BYTES} bytes) ${verdict}`,
  );
  return total <= BUDGET_BYTES ? 0 : 1;
}
