// `npm run lint`: the module graph's rules (tools/module-graph.ts), ESLint with no warnings allowed,
// and Prettier's check. ESLint's type-aware rules build a TypeScript program per project, on one
// core: alone it was the longest step of CI's first stage (270 s beside the type-check, which
// ended at 119 s and left a core idle). So the repository is linted in two halves at once, split
// where the programs split (the server's Node code; the two browser apps), each with its own cache;
// the halves together are every file `eslint .` lints (the second half is "everything else").
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const NODE_HALF = ['apps/server', 'scripts', 'tools', 'e2e', 'packages/contracts', 'packages/fair'];
const eslint = (name, targets) => [
  bin('eslint'),
  [
    ...targets,
    '--max-warnings',
    '0',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    `node_modules/.cache/eslint-${name}/`,
  ],
];
const STEPS = [
  [[process.execPath, ['--import', 'tsx', 'tools/module-graph.ts']]],
  [eslint('node', NODE_HALF), eslint('browser', ['.', ...NODE_HALF.flatMap((dir) => ['--ignore-pattern', `${dir}/`])])],
  [
    [
      bin('prettier'),
      [
        '--check',
        '.',
        '--log-level',
        'warn',
        '--cache',
        '--cache-location',
        'node_modules/.cache/prettier/.prettier-cache',
      ],
    ],
  ],
];

/** Runs a command with its output kept, so the two halves' reports do not interleave. */
function run([command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      resolve(code ?? 1);
    });
  });
}

for (const step of STEPS) {
  const codes = await Promise.all(step.map(run));
  if (codes.some((code) => code !== 0)) process.exit(1);
}
