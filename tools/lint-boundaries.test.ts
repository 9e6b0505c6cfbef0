import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/*
 * The architecture's arrows are lint rules (docs/architecture.md). These cases lint a throwaway
 * file placed inside the tree, through the repository's own eslint.config.js, and check that the
 * forbidden imports fail with the boundary rule (not by accident with another one).
 */
const root = path.resolve(import.meta.dirname, '..');
// Without type information: the boundary rules read imports, not types, and the project service
// built the whole web or server program for each probe (most of this file's time).
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });
const made: string[] = [];

async function lintAt(
  relativeDir: string,
  source: string,
  neighbours: Record<string, string> = {},
  fileName = 'probe.ts',
) {
  const dir = mkdtempSync(path.join(root, relativeDir, 'lint-probe-'));
  made.push(dir);
  for (const [name, text] of Object.entries(neighbours)) writeFileSync(path.join(dir, name), text);
  const file = path.join(dir, fileName);
  writeFileSync(file, source);
  const [result] = await eslint.lintFiles([file]);
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const zoneFailure = (messages: string[]) => messages.some((m) => m.startsWith('import-x/no-restricted-paths'));
/** Lints a file in `dir` that imports `name` from `from`; true when a boundary zone refuses it. */
const importRefused = async (dir: string, name: string, from: string) =>
  zoneFailure(await lintAt(dir, `import { ${name} } from '${from}';\nexport const probe = ${name};\n`));

describe('web import boundaries', () => {
  it('a feature importing another feature through a relative path fails lint', async () => {
    const refused = await importRefused(
      'apps/web/src/features/payments',
      'balanceQuery',
      '../../wallet/api/wallet-api',
    );
    expect(refused).toBe(true);
  });

  it('a relative cross-feature import fails lint even when the file does not resolve', async () => {
    // features/wallet/<probe dir>/probe.ts: `../../auth/hooks/…` lands in features/auth.
    const wallet = 'apps/web/src/features/wallet';
    const fenced = (messages: string[]) => messages.some((m) => m.startsWith('arcadia/feature-fence'));
    const relative = (spec: string) => lintAt(wallet, `import { x } from '${spec}';\nexport const probe = x;\n`);
    expect(fenced(await relative('../../auth/hooks/not-written-yet'))).toBe(true);
    expect(fenced(await relative('../../auth/hooks/use-login-submit'))).toBe(true);
    expect(fenced(await relative('../api/wallet-api'))).toBe(false);
  });

  it('a feature importing another feature through its public index fails lint', async () => {
    const refused = await importRefused('apps/web/src/features/payments', 'balanceQuery', '@/features/wallet');
    expect(refused).toBe(true);
  });

  it('shared code importing a feature or app/ fails lint', async () => {
    const fromFeature = await importRefused('apps/web/src/lib', 'RegisterForm', '@/features/register');
    const fromApp = await importRefused('apps/web/src/components', 'AppProvider', '@/app/provider');
    expect(fromFeature).toBe(true);
    expect(fromApp).toBe(true);
  });

  it('the UI package both apps share importing either app fails lint', async () => {
    // packages/ui/src/<probe dir>/probe.ts: three levels up is packages/, four the repository.
    const fromWeb = await importRefused(
      'packages/ui/src',
      'sessionStore',
      '../../../../apps/web/src/lib/session-store',
    );
    const fromConsole = await importRefused('packages/ui/src', 'tokenStore', '../../../../apps/admin/src/lib/api');
    const ownPiece = await importRefused('packages/ui/src', 'ApiError', '../api-error');
    expect(fromWeb).toBe(true);
    expect(fromConsole).toBe(true);
    expect(ownPiece).toBe(false);
  });

  it("a feature importing another feature's form pieces fails lint; the shared form pieces pass", async () => {
    const wallet = 'apps/web/src/features/wallet';
    const crossFeature = await importRefused(wallet, 'RegisterField', '../../register/components/register-field');
    const shared = await lintAt(
      wallet,
      "import { FormField } from '@/components/ui/form-field';\nimport { placeServerErrors } from '@/lib/form-errors';\nexport const probe = [FormField, placeServerErrors];\n",
    );
    expect(crossFeature).toBe(true);
    expect(shared).toEqual([]);
  });

  it('app/ composing features and shared code passes lint', async () => {
    const messages = await lintAt(
      'apps/web/src/app',
      "import { loadHeaderWallet } from '@/features/wallet';\nimport { cn } from '@/lib/cn';\nexport const probe = [loadHeaderWallet, cn];\n",
    );
    expect(messages).toEqual([]);
  });
});

describe('server import boundaries', () => {
  it("a module importing another module's repository or routes fails lint", async () => {
    const wallet = 'apps/server/src/modules/wallet';
    const operators = 'apps/server/src/modules/operators';
    expect(await importRefused(wallet, 'membersRepository', '../../members/members.repository.ts')).toBe(true);
    expect(await importRefused(operators, 'withdrawalsRoutes', '../../withdrawals/withdrawals.routes.ts')).toBe(true);
  });

  it('the core (http, db, lib, config) importing a module fails lint', async () => {
    const [http, db] = ['apps/server/src/http', 'apps/server/src/db'];
    expect(await importRefused(http, 'membersPort', '../../modules/members/members.port.ts')).toBe(true);
    const fromDb = await importRefused(db, 'merchantsRepository', '../../modules/merchants/merchants.repository.ts');
    expect(fromDb).toBe(true);
  });

  it('a module throwing an inline AppError fails lint; its errors file may build one', async () => {
    const source =
      "import { AppError } from '../../../http/app-error.ts';\nexport const probe = () => new AppError('not_found');\n";
    const inline = await lintAt('apps/server/src/modules/inbox', source);
    const factory = await lintAt('apps/server/src/modules/inbox', source, {}, 'probe.errors.ts');
    expect(inline.some((m) => m.startsWith('no-restricted-syntax'))).toBe(true);
    expect(factory).toEqual([]);
  });

  it("a module using another module's port or use cases, and its own repository, passes lint", async () => {
    const messages = await lintAt(
      'apps/server/src/modules/wallet',
      [
        "import { membersPort } from '../../members/members.port.ts';",
        "import { listMerchants } from '../../merchants/merchants.usecases.ts';",
        "import { vendorsRepository } from '../vendors.repository.ts';",
        'export const probe = [membersPort, listMerchants, vendorsRepository];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
