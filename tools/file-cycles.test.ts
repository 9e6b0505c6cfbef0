import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileCycles } from './file-cycles.ts';

/* The file-level cycle check (tools/file-cycles.ts, run by `npm run lint` through module-graph.ts). */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function plant(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'file-cycles-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('file cycles', () => {
  it('a cycle of three files fails, named file by file; files outside it pass', () => {
    const dir = plant({
      'src/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'src/b.ts': "import { c } from './deep/c';\nexport const b = c;\n",
      'src/deep/c.ts': "export { a as c } from '../a.ts';\n",
      'src/d.ts': "import { a } from './a.ts';\nexport const d = a;\n",
    });
    expect(fileCycles(dir, ['src'])).toEqual([['src/a.ts', 'src/b.ts', 'src/deep/c.ts']]);
  });

  it('follows an alias and a dynamic import, as a lazy route would close a cycle', () => {
    const dir = plant({
      'web/app/routes.tsx': "export const page = () => import('@/features/x/page.tsx');\n",
      'web/features/x/page.tsx': "import { page } from '@/app/routes.tsx';\nexport default page;\n",
    });
    expect(fileCycles(dir, ['web'], { '@/': path.join(dir, 'web/') })).toEqual([
      ['web/app/routes.tsx', 'web/features/x/page.tsx'],
    ]);
  });

  it('an import of types only is not an edge: it has no run-time order', () => {
    const dir = plant({
      'src/a.ts': "import type { B } from './b.ts';\nexport type A = B;\nexport const a = 1;\n",
      'src/b.ts':
        "import { a } from './a.ts';\nimport { type A } from './a.ts';\nexport type B = A;\nexport const b = a;\n",
    });
    expect(fileCycles(dir, ['src'])).toEqual([]);
  });
});
