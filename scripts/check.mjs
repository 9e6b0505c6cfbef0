// `npm run check`: the static checks, each TypeScript program built once. For every project it
// builds the program, reports its type errors (what `tsc -p <project>` reports), then lints the
// project's files with ESLint handed that same program (typescript-eslint's `parserOptions.programs`),
// so the type-aware rules read types the type-check has already computed. `tsc` and then `eslint`
// built every program twice (apps/admin, measured side by side on one busy machine: 77 CPU-s as
// tsc then eslint, 50 CPU-s here). Then the module graph's rules (tools/module-graph.ts) and
// Prettier's check.
//
//   npm run check         all of it (what `npm test` and CI run)
//   npm run typecheck     the type errors only
//   npm run lint          the lint steps only (it still builds each program: the rules need types)
//
// Jobs run in two worker processes (each holds one program at a time: a whole program is large),
// largest first. Each prints its findings and its time; the run exits 1 if any job failed.
import { fork, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = fileURLToPath(import.meta.url);

/**
 * Each project's tsconfig and the directories its files are linted from. apps/server's program
 * includes scripts/ and tools/ (Node code that imports the server), so they are linted with it.
 */
const PROJECTS = [
  { project: 'apps/server', dirs: ['apps/server', 'scripts', 'tools'] },
  { project: 'apps/web', dirs: ['apps/web'] },
  { project: 'apps/admin', dirs: ['apps/admin'] },
  { project: 'e2e', dirs: ['e2e'] },
  { project: 'packages/contracts', dirs: ['packages/contracts'] },
  { project: 'packages/fair', dirs: ['packages/fair'] },
  { project: 'packages/ui', dirs: ['packages/ui'] },
];
const PROJECT_DIRS = PROJECTS.flatMap(({ dirs }) => dirs);

const mode = process.argv.includes('--types') ? 'types' : process.argv.includes('--lint') ? 'lint' : 'all';

if (process.argv.includes('--worker')) {
  await runWorker();
} else {
  await runJobs();
}

/** The jobs of this mode, the longest first, so the two workers finish close together. */
function jobsFor(selected) {
  const projectJob = (entry) => ({ kind: 'project', ...entry, types: selected !== 'lint', lint: selected !== 'types' });
  if (selected === 'types') return PROJECTS.map(projectJob);
  return [
    ...PROJECTS.slice(0, 3).map(projectJob),
    {
      kind: 'command',
      name: 'module graph',
      command: process.execPath,
      args: ['--import', 'tsx', 'tools/module-graph.ts'],
    },
    ...PROJECTS.slice(3).map(projectJob),
    // The files no project includes (root configs): ESLint's own project service types them.
    { kind: 'rest', name: 'eslint (files outside the projects)' },
    {
      kind: 'command',
      name: 'prettier --check',
      command: path.join(root, 'node_modules/.bin/prettier'),
      args: [
        '--check',
        '.',
        '--log-level',
        'warn',
        '--cache',
        '--cache-location',
        'node_modules/.cache/prettier/.prettier-cache',
      ],
    },
  ];
}

async function runJobs() {
  const queue = jobsFor(mode);
  const lanes = Math.max(1, Math.min(2, Number(process.env.CHECK_JOBS ?? os.availableParallelism())));
  let failed = false;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      const worker = fork(self, ['--worker'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { ok, output, seconds, name } = await ask(worker, job);
        console.log(`${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds})`);
        if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
        if (!ok) failed = true;
      }
      worker.disconnect();
    }),
  );
  process.exitCode = failed ? 1 : 0;
}

function ask(worker, job) {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('exit', (code) => reject(new Error(`check worker exited (${code}) during ${job.name ?? job.project}`)));
    worker.send(job);
  });
}

async function runWorker() {
  process.on('message', async (job) => {
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    let result;
    try {
      result = await runJob(job);
    } catch (error) {
      result = { ok: false, output: String(error?.stack ?? error) };
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const { user, system } = process.cpuUsage(cpuBefore);
    // A command's CPU is its child's, not counted here.
    const cpu = job.kind === 'command' ? '' : `, ${((user + system) / 1e6).toFixed(1)} CPU-s`;
    process.send({ ...result, seconds: `${seconds} s${cpu}`, name: job.name ?? describe(job) });
  });
}

function describe(job) {
  const steps = [job.types && 'types', job.lint && 'eslint'].filter(Boolean).join(' + ');
  return `${job.project} (${steps})`;
}

async function runJob(job) {
  if (job.kind === 'command') return runCommand(job.command, job.args);
  if (job.kind === 'rest') {
    return lint({ targets: ['.'], ignores: PROJECT_DIRS.map((dir) => `${dir}/**`), cacheName: 'rest' });
  }
  const ts = (await import('typescript')).default;
  const program = createProgram(ts, job.project);
  let ok = true;
  let output = '';
  if (job.types) {
    const diagnostics = ts.getPreEmitDiagnostics(program);
    if (diagnostics.length > 0) {
      ok = false;
      output += ts.formatDiagnostics(diagnostics, {
        getCanonicalFileName: (name) => name,
        getCurrentDirectory: () => root,
        getNewLine: () => '\n',
      });
    }
  }
  if (job.lint) {
    const linted = await lint({ targets: job.dirs, program, cacheName: job.project.replaceAll('/', '-') });
    ok &&= linted.ok;
    output += linted.output;
  }
  return { ok, output };
}

/** The program `tsc -p <project>` builds: the project's tsconfig, its root files and options. */
function createProgram(ts, project) {
  const configPath = path.join(root, project, 'tsconfig.json');
  const read = ts.readConfigFile(configPath, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configPath), undefined, configPath);
  if (parsed.errors.length > 0) {
    throw new Error(parsed.errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, '\n')).join('\n'));
  }
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
  });
}

/**
 * ESLint over `targets`, no warnings allowed, with its own content cache. Given a program, the
 * type-aware rules use it instead of building one through the project service.
 */
async function lint({ targets, program = null, ignores = [], cacheName }) {
  const { ESLint } = await import('eslint');
  const overrideConfig = [];
  if (program) {
    overrideConfig.push({
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: await parserWith(program), parserOptions: { projectService: false } },
    });
  }
  if (ignores.length > 0) overrideConfig.push({ ignores });
  const eslint = new ESLint({
    cwd: root,
    overrideConfig,
    cache: true,
    cacheStrategy: 'content',
    cacheLocation: path.join(root, `node_modules/.cache/eslint-${cacheName}/`),
  });
  const results = await eslint.lintFiles(targets);
  const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  const formatter = await eslint.loadFormatter('stylish');
  const output = problems > 0 ? await formatter.format(results) : '';
  return { ok: problems === 0, output };
}

/**
 * typescript-eslint's parser, handed `program` as `parserOptions.programs`. The program goes in
 * through the parser rather than the config: ESLint's cache serialises the config, and a program
 * is functions. The name and version stand for the parser in the cache's key.
 */
async function parserWith(program) {
  const tsParser = (await import('@typescript-eslint/parser')).default;
  return {
    meta: { name: 'typescript-eslint-parser-with-program', version: tsParser.meta?.version ?? '0' },
    parseForESLint: (code, options) => tsParser.parseForESLint(code, { ...options, programs: [program] }),
  };
}

/** Runs a command with its output kept, so the workers' reports do not interleave. */
function runCommand(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}
