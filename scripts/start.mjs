// `npm start`: build the player site when its sources are newer than the build, then run the
// server (which migrates, seeds an empty database and serves everything on HOST:PORT).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contracts/src'].map((p) =>
  path.join(root, p),
);

/** Newest modification time under a file or directory (0 when it does not exist). */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file bumps its directory
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function webBuildIsStale() {
  if (!fs.existsSync(builtIndex)) return 'no build yet';
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  const changed = webSources.find((source) => newestMtime(source) > builtAt);
  return changed ? `${path.relative(root, changed)} changed since the last build` : null;
}

const serveWeb = !/^(0|false|no)$/i.test(process.env.SERVE_WEB ?? '');
const stale = serveWeb && !process.env.WEB_DIST ? webBuildIsStale() : null;
if (stale) {
  console.log(`Building the player site (${stale})…`);
  const build = spawnSync(npm, ['run', 'build', '-w', '@arcadia/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal we did not forward: exit the conventional way (128 + signal number).
  process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);
});
