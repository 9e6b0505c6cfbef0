import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

/*
 * The architecture's arrows are lint rules (docs/architecture.md). These cases lint a throwaway
 * file placed inside the tree, through the repository's own eslint.config.js, and check that the
 * forbidden imports fail with the boundary rule (not by accident with another one).
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const made: string[] = [];

async function lintAt(relativeDir: string, source: string) {
  const dir = mkdtempSync(path.join(root, relativeDir, 'lint-probe-'));
  made.push(dir);
  const file = path.join(dir, 'probe.ts');
  writeFileSync(file, source);
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('web import boundaries', () => {
  it('a feature importing another feature through a relative path fails lint', async () => {
    const messages = await lintAt(
      'apps/web/src/features/payments',
      "import { balanceQuery } from '../../wallet/api/wallet-api';\nexport const probe = balanceQuery;\n",
    );
    expect(messages.some((m) => m.startsWith('import-x/no-restricted-paths'))).toBe(true);
  });

  it('a feature importing another feature through its public index fails lint', async () => {
    const messages = await lintAt(
      'apps/web/src/features/payments',
      "import { balanceQuery } from '@/features/wallet';\nexport const probe = balanceQuery;\n",
    );
    expect(messages.some((m) => m.startsWith('import-x/no-restricted-paths'))).toBe(true);
  });

  it('shared code importing a feature or app/ fails lint', async () => {
    const fromFeature = await lintAt(
      'apps/web/src/lib',
      "import { RegisterForm } from '@/features/register';\nexport const probe = RegisterForm;\n",
    );
    const fromApp = await lintAt(
      'apps/web/src/components',
      "import { AppProvider } from '@/app/provider';\nexport const probe = AppProvider;\n",
    );
    expect(fromFeature.some((m) => m.startsWith('import-x/no-restricted-paths'))).toBe(true);
    expect(fromApp.some((m) => m.startsWith('import-x/no-restricted-paths'))).toBe(true);
  });

  it('app/ composing features and shared code passes lint', async () => {
    const messages = await lintAt(
      'apps/web/src/app',
      "import { loadHeaderWallet } from '@/features/wallet';\nimport { cn } from '@/lib/cn';\nexport const probe = [loadHeaderWallet, cn];\n",
    );
    expect(messages).toEqual([]);
  });
});
