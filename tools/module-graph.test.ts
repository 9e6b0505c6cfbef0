import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkModuleGraph, withKnownReaches } from './module-graph.ts';

/*
 * The module-level arrows (tools/module-graph.ts, run by `npm run lint`). The planted cases copy
 * nothing from the tree: each builds a small modules folder of its own, so they cannot race the
 * lint-boundaries probes planted in the real tree.
 */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function plant(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'module-graph-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('module graph', () => {
  it('a cycle between modules through different files fails, with the imports that close it', () => {
    const dir = plant({
      'games/catalogue.usecases.ts': "import { lobby } from '../lottery/lobby.usecases.ts';\nexport const c = lobby;\n",
      'lottery/lobby.usecases.ts': 'export const lobby = 1;\n',
      'lottery/bets.usecases.ts': "import { bet } from '../games/game-wallet.usecases.ts';\nexport const b = bet;\n",
      'games/game-wallet.usecases.ts': 'export const bet = 1;\n',
      'inbox/inbox.usecases.ts': "import { c } from '../games/catalogue.usecases.ts';\nexport const i = c;\n",
    });
    const { cycles, reaches } = checkModuleGraph(dir);
    expect(cycles.map((c) => c.modules)).toEqual([['games', 'lottery']]);
    expect(cycles[0]!.imports.map((i) => i.from).sort()).toEqual([
      'games/catalogue.usecases.ts',
      'lottery/bets.usecases.ts',
    ]);
    expect(reaches).toEqual([]);
  });

  it('a cycle closed by a type-only import still fails', () => {
    const dir = plant({
      'a/a.usecases.ts': "import { b } from '../b/b.usecases.ts';\nexport const a = b;\n",
      'b/b.usecases.ts': "import type { A } from '../a/a.model.ts';\nexport const b = 1 as unknown as A;\n",
      'a/a.model.ts': 'export type A = number;\n',
    });
    expect(checkModuleGraph(dir).cycles.map((c) => c.modules)).toEqual([['a', 'b']]);
  });

  it("a module reaching another module's helper, repository or tables fails; its public files pass", () => {
    const dir = plant({
      'wallet/probe.ts': [
        "import { x } from '../members/member-lock.ts';",
        "import { y } from '../members/members.repository.ts';",
        "import { z } from '../members/members.tables.ts';",
        "import { p } from '../members/members.port.ts';",
        "import { u } from '../members/members.usecases.ts';",
        "import type { M } from '../members/member.model.ts';",
        "import { e } from '../members/members.errors.ts';",
        "import { h } from '../members/members.plugin.ts';",
        'export const all = [x, y, z, p, u, e, h] as unknown as M;',
        '',
      ].join('\n'),
    });
    const { cycles, reaches } = checkModuleGraph(dir);
    expect(cycles).toEqual([]);
    expect(reaches.map((r) => r.to).sort()).toEqual([
      'members/member-lock.ts',
      'members/members.repository.ts',
      'members/members.tables.ts',
    ]);
  });

  it('imports inside one module, and test files, are not arrows', () => {
    const dir = plant({
      'games/hub88/client.ts': "import { w } from '../wallet-run.ts';\nexport const c = w;\n",
      'games/wallet-run.ts': "import { c } from './hub88/client.ts';\nexport const w = c;\n",
      'games/x.test.ts': "import { y } from '../lottery/internal.ts';\nexport const t = y;\n",
      'lottery/internal.ts': "import { w } from '../games/wallet-run.ts';\nexport const y = w;\n",
    });
    const { cycles, reaches } = checkModuleGraph(dir);
    expect(cycles).toEqual([]);
    expect(reaches.map((r) => r.to)).toEqual(['games/wallet-run.ts']);
  });

  it('a listed known reach passes, a new one fails, and a listed one that is gone is reported', () => {
    const dir = plant({
      'wallet/a.usecases.ts': "import { x } from '../members/member-lock.ts';\nexport const a = x;\n",
      'wallet/b.usecases.ts': "import { y } from '../members/member-info.ts';\nexport const b = y;\n",
    });
    const known = ['wallet/a.usecases.ts -> members/member-lock.ts', 'wallet/gone.ts -> members/members.repository.ts'];
    const { reaches, stale } = withKnownReaches(checkModuleGraph(dir), known);
    expect(reaches.map((r) => r.from)).toEqual(['wallet/b.usecases.ts']);
    expect(stale).toEqual(['wallet/gone.ts -> members/members.repository.ts']);
  });
});
