// `npm run typecheck`: every TypeScript project of the repository, checked once each, as many at a
// time as there are cores (at most two: each tsc holds a whole program in memory), and incremental:
// each keeps its .tsbuildinfo in node_modules/.cache/typecheck, so a second run on the same tree
// re-checks only what changed (a fresh clone has no cache and checks everything). Nothing is
// emitted (tsconfig.base.json says noEmit). Prints each failing project's errors; exits 1 if any.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Largest first, so the two lanes finish close together. The bench scripts (scripts/) and the
// repository tools (tools/) are Node code that imports the server's modules: they are part of
// apps/server's program (its tsconfig includes them), which a project of their own checked a
// second time (about 40 CPU-seconds). The root tsconfig.json only points editors and ESLint's
// project service at the projects.
const PROJECTS = ['apps/server', 'apps/web', 'apps/admin', 'packages/contracts', 'packages/fair', 'packages/ui', 'e2e'];
const cacheDir = path.join(root, 'node_modules/.cache/typecheck');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const lanes = Math.max(1, Math.min(2, Number(process.env.TYPECHECK_JOBS ?? os.availableParallelism())));

fs.mkdirSync(cacheDir, { recursive: true });

function check(project) {
  const started = Date.now();
  const buildInfo = path.join(cacheDir, `${project.replaceAll('/', '-')}.tsbuildinfo`);
  const args = [tsc, '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo, '--pretty', 'false'];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok    ' : 'FAILED'} tsc -p ${project} (${seconds} s)`);
      if (code !== 0) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: lanes }, async () => {
    const passed = [];
    for (let project = queue.shift(); project; project = queue.shift()) passed.push(await check(project));
    return passed.every(Boolean);
  }),
);
process.exitCode = results.every(Boolean) ? 0 : 1;
