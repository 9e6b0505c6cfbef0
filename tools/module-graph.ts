import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { fileCycles, stronglyConnected } from './file-cycles.ts';

/*
 * The server's module-level arrows (docs/architecture.md), checked over the import graph because the
 * per-file lint rules cannot see them: a cycle of files is not module A → B → A through different
 * files, and the zones see one import at a time. The file-level cycle check (file-cycles.ts, over
 * both apps, the packages and the tools) runs here too.
 *
 * 1. No cycles between modules (`apps/server/src/modules/<name>`): the graph of modules is acyclic,
 *    type-only imports included (a type is a dependency on the idea that owns it).
 * 2. A module reaches another only through its public files: `*.usecases.ts` (rules), `*.port.ts`
 *    (small read/write surfaces and helpers offered to other modules), `*.model.ts` (types),
 *    `*.errors.ts` (its error factories) and `*.plugin.ts` (the request hooks it decorates, such as
 *    `requireMember`). Repositories, routes, tables and plain helpers are its own.
 *
 * Tests are left out (they may set data up through any repository). `npm run lint` runs this file;
 * `tools/module-graph.test.ts` shows a planted cycle and a reach into internals failing.
 */

const PUBLIC_FILE = /\.(usecases|port|model|errors|plugin)\.ts$/;

export type ModuleImport = { from: string; to: string; fromModule: string; toModule: string };
export type ModuleGraphReport = {
  /** Each strongly connected set of modules (two or more), with the imports that close it. */
  cycles: { modules: string[]; imports: ModuleImport[] }[];
  /** Imports of another module's file that is not one of its public files. */
  reaches: ModuleImport[];
};

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every relative import between two different modules under `modulesDir`, paths relative to it. */
export function moduleImports(modulesDir: string): ModuleImport[] {
  const moduleOf = (file: string) => {
    const relative = path.relative(modulesDir, file);
    return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0]!;
  };
  const imports: ModuleImport[] = [];
  for (const file of sourceFiles(modulesDir)) {
    const fromModule = moduleOf(file)!;
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), fileName);
      const toModule = moduleOf(target);
      if (!toModule || toModule === fromModule) continue;
      imports.push({
        from: path.relative(modulesDir, file),
        to: path.relative(modulesDir, target),
        fromModule,
        toModule,
      });
    }
  }
  return imports;
}

function cyclesOf(imports: ModuleImport[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { fromModule, toModule } of imports) {
    if (!next.has(fromModule)) next.set(fromModule, new Set());
    next.get(fromModule)!.add(toModule);
  }
  return stronglyConnected(next);
}

export function checkModuleGraph(modulesDir: string): ModuleGraphReport {
  const imports = moduleImports(modulesDir);
  const cycles = cyclesOf(imports).map((modules) => ({
    modules,
    imports: imports.filter((i) => modules.includes(i.fromModule) && modules.includes(i.toModule)),
  }));
  const reaches = imports.filter((i) => !PUBLIC_FILE.test(i.to));
  return { cycles, reaches };
}

export function formatReport({ cycles, reaches }: ModuleGraphReport): string[] {
  const lines: string[] = [];
  for (const cycle of cycles) {
    lines.push(`Module cycle {${cycle.modules.join(', ')}}; the imports between them:`);
    for (const i of cycle.imports) lines.push(`  ${i.from} -> ${i.to}`);
  }
  for (const i of reaches) {
    lines.push(`${i.from} -> ${i.to}: reach ${i.toModule} through its *.usecases.ts or *.port.ts, not its internals`);
  }
  return lines;
}

/**
 * Reaches into another module's internals that were there when this check came in (issue 22), one
 * `from -> to` a line in module-graph.known-reaches.txt: debt to pay by moving the piece to its
 * owner or making it a port, never a place to add to. A new reach fails, and so does a listed one
 * that is gone (delete its line), so the list only shrinks. Cycles have no such list.
 */
export function withKnownReaches(report: ModuleGraphReport, known: string[]): ModuleGraphReport & { stale: string[] } {
  const key = (i: ModuleImport) => `${i.from} -> ${i.to}`;
  const found = new Set(report.reaches.map(key));
  return {
    cycles: report.cycles,
    reaches: report.reaches.filter((i) => !known.includes(key(i))),
    stale: known.filter((line) => !found.has(line)),
  };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const modulesDir = path.resolve(import.meta.dirname, '../apps/server/src/modules');
  const knownFile = path.resolve(import.meta.dirname, 'module-graph.known-reaches.txt');
  const known = fs
    .readFileSync(knownFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const report = withKnownReaches(checkModuleGraph(modulesDir), known);
  const repo = path.resolve(import.meta.dirname, '..');
  const cycles = fileCycles(
    repo,
    ['apps/web/src', 'apps/admin/src', 'apps/server/src', 'packages', 'tools', 'e2e', 'scripts'],
    {
      '@/': path.join(repo, 'apps/web/src/'),
    },
  );
  const lines = [
    ...cycles.map(
      (files) => `Import cycle between files: ${files.join(' -> ')} (break it: move the shared piece down)`,
    ),
    ...formatReport(report),
    ...report.stale.map(
      (line) => `${line}: no longer there; delete its line from tools/module-graph.known-reaches.txt`,
    ),
  ];
  for (const line of lines) console.error(line);
  if (lines.length > 0) process.exit(1);
}
