import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * No import cycles between files, in either app, the packages or the tools. This was ESLint's
 * `import-x/no-cycle`, which followed every import of every linted file again through the resolver
 * and cost a sixth of the whole lint; one pass over the import graph here does the same in a second
 * or two. Like that rule, an `import type` (or an import of types only) is not an edge: it has no
 * run-time order. Dynamic `import()` is an edge, as it was there.
 */

export type FileCycle = string[];

const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(dir: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The specifiers a file imports at run time (type-only imports and exports left out). */
export function runtimeImports(source: string, fileName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return specifiers;
}

/** The file a relative or aliased specifier names, or null (a package, or nothing there). */
function resolve(specifier: string, from: string, aliases: Record<string, string>): string | null {
  let base: string | null = null;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else {
    for (const [prefix, target] of Object.entries(aliases)) {
      if (specifier.startsWith(prefix)) base = path.join(target, specifier.slice(prefix.length));
    }
  }
  if (!base) return null;
  const withoutJs = base.replace(/\.js$/, '');
  const candidates = [base, `${withoutJs}.ts`, `${withoutJs}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => SOURCE.test(candidate) && fs.existsSync(candidate)) ?? null;
}

/** Tarjan's strongly connected components of two or more nodes (and nodes that import themselves). */
export function stronglyConnected(next: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const other of next.get(node) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(node, Math.min(low.get(node)!, low.get(other)!));
      } else if (onStack.has(other)) low.set(node, Math.min(low.get(node)!, index.get(other)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || next.get(node)?.has(node)) components.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** Every set of files under `roots` that import each other round in a circle, paths relative to `base`. */
export function fileCycles(base: string, roots: string[], aliases: Record<string, string> = {}): FileCycle[] {
  const next = new Map<string, Set<string>>();
  for (const root of roots) {
    for (const file of sourceFiles(path.resolve(base, root))) {
      const targets = new Set<string>();
      for (const specifier of runtimeImports(fs.readFileSync(file, 'utf8'), file)) {
        const target = resolve(specifier, file, aliases);
        if (target) targets.add(target);
      }
      next.set(file, targets);
    }
  }
  return stronglyConnected(next).map((files) => files.map((file) => path.relative(base, file)));
}
