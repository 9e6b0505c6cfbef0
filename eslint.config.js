import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = import.meta.dirname;
const web = (dir) => path.join(root, 'apps/web/src', dir);
const subdirs = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/*
 * The web's arrows (docs/architecture.md): app → features → shared → contracts. Zones are resolved
 * file paths, so a relative `../../wallet/api/…` is caught like an `@/features/wallet/…` import.
 * The per-feature zones are listed from the folder, so a new feature is fenced in on creation.
 */
const WEB_SHARED = ['components', 'lib', 'modals', 'i18n', 'styles'].map(web);
const webZones = [
  ...subdirs(web('features')).map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: compose both in app/, or lift the shared piece into lib/ or components/.',
  })),
  {
    target: web('features'),
    from: web('app'),
    message: 'Features do not import app/ (app composes features, not the other way round).',
  },
  {
    target: WEB_SHARED,
    from: [web('features'), web('app')],
    message: 'Shared code (components, lib, modals, i18n) imports no feature and not app/.',
  },
  {
    target: path.join(root, 'packages/contracts'),
    from: [path.join(root, 'apps')],
    message: 'Contracts are the bottom layer: they import no app.',
  },
  {
    target: path.join(root, 'packages/ui'),
    from: [path.join(root, 'apps')],
    message: 'The shared UI package serves both apps: it imports neither (an app passes what differs in).',
  },
];

/*
 * The server's arrows (docs/architecture.md): a module reaches another module only through its use
 * cases or a small port file, never its repository or routes; the core (db, http, lib, config,
 * i18n) imports no module, except the table types db/schema.ts composes; the composition parts
 * (app.ts, services.ts, cli, the seeds) use modules like any other caller. Listed from the folder,
 * so a new module is fenced in on creation. Tests may set data up through any repository.
 */
const server = (dir) => path.join(root, 'apps/server/src', dir);
const SERVER_MODULES = subdirs(server('modules'));
const internalsOf = (module) => [
  `${server(`modules/${module}`)}/**/*.repository.ts`,
  `${server(`modules/${module}`)}/**/*.routes.ts`,
];
const MODULE_INTERNALS_MESSAGE =
  "Another module's repository and routes are its own: call its use cases or a port file (*.port.ts).";
const serverZones = [
  ...SERVER_MODULES.map((module) => ({
    target: server(`modules/${module}`),
    from: SERVER_MODULES.filter((other) => other !== module).flatMap(internalsOf),
    message: MODULE_INTERNALS_MESSAGE,
  })),
  {
    target: [
      server('app.ts'),
      server('services.ts'),
      server('main.ts'),
      server('cli'),
      server('db/seed'),
      server('jobs'),
    ],
    from: SERVER_MODULES.flatMap(internalsOf),
    message: MODULE_INTERNALS_MESSAGE,
  },
  {
    target: [
      server('http'),
      server('lib'),
      server('config'),
      server('i18n'),
      `${server('db')}/*.ts`,
      `${server('db')}/!(seed)/**`,
    ],
    from: [`${server('modules')}/**`],
    except: [`${server('modules')}/**/*.tables.ts`],
    message: 'The core (db, http, lib, config, i18n) imports no module; a module plugs itself in (its plugin).',
  },
];

/*
 * The same feature fence by path alone: import-x/no-restricted-paths judges resolved files, so an
 * import of a feature file that does not resolve (a typo, a file not written yet, a probe) passed
 * it in the relative form (`../../auth/hooks/x` from features/wallet/) while the `@/features/…`
 * form was refused by its pattern. This rule reads the specifier itself: relative or `@/`, it
 * fails when it lands in another feature's folder, whether or not the file exists.
 */
const featureFence = {
  meta: { type: 'problem', schema: [], messages: { crossFeature: webZones[0]?.message ?? '' } },
  create(context) {
    const features = web('features');
    const featureOf = (file) => {
      const relative = path.relative(features, file);
      return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
    };
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string') return;
      let target = null;
      if (spec.startsWith('.')) target = path.resolve(path.dirname(context.filename), spec);
      else if (spec.startsWith('@/')) target = path.join(root, 'apps/web/src', spec.slice(2));
      const other = target && featureOf(target);
      if (other && other !== own) context.report({ node: node.source, messageId: 'crossFeature' });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Outside a feature, only its public index is imported; inside app/ this keeps features' internals private. */
const featureIndexOnly = {
  patterns: [
    {
      group: ['**/features/*/*', '!**/features/*/index', '!**/features/*/index.ts', '!**/features/*/index.tsx'],
      message: 'Import a feature only through its index.ts.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.ts', '*.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      // How import-x resolves and reads an imported file (no-restricted-paths judges resolved files).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
      'import-x/no-restricted-paths': ['error', { zones: webZones }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones }] },
  },
  {
    // Errors are thrown through typed factories: a module's *.errors.ts, or the core's `errors`.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.errors.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError']",
          message: "Throw through the module's *.errors.ts factories (or `errors` from http/app-error.ts).",
        },
      ],
    },
  },
  // No import cycles: tools/file-cycles.ts (run by `npm run lint`) checks the whole import graph in
  // one pass, where import-x/no-cycle walked it again for every file (a sixth of the lint's time).
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, arcadia: { rules: { 'feature-fence': featureFence } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', featureIndexOnly],
      'arcadia/feature-fence': 'error',
    },
  },
  {
    // The pieces both apps share run in the browser, with React's rules like the apps' own.
    files: ['packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: [
      'apps/server/**/*.ts',
      'packages/**/*.ts',
      'e2e/**/*.ts',
      'scripts/**/*.{ts,mjs,js}',
      'tools/**/*.ts',
      '*.{js,ts,mjs}',
    ],
    ignores: ['packages/ui/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
