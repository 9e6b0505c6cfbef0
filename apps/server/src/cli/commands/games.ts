import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../config/config.ts';
import { catalogueAdmin } from '../../modules/catalogue/catalogue-admin.usecases.ts';
import {
  importCatalogue,
  readCatalogueFile,
  type ImportReport,
} from '../../modules/catalogue/catalogue-import.usecases.ts';
import { hub88ApiFor } from '../../modules/hub88/hub88-client.ts';
import { syncHub88 } from '../../modules/hub88/hub88-sync.usecases.ts';
import { operatorKeyPair } from '../../modules/hub88/key-pairs.ts';
import { CliError, defineCommands, expectArgs, parseOnOff, type Command, type CommandContext } from '../command.ts';
import { enableDisable, listCommand, ofBrand } from '../command-builders.ts';
import { fields, joinOr, table, TAKES_EFFECT, yesNo } from '../output.ts';

const reportLines = (r: ImportReport) =>
  [
    ['New vendors', joinOr(r.vendorsCreated, 'none')],
    ['Games added', String(r.added)],
    ['Games updated', String(r.updated)],
  ] as [string, string][];

const rejectedTable = (r: ImportReport) =>
  table(
    ['ROW', 'PROBLEM'],
    r.rejected.map((x) => [String(x.row), x.errors.join('; ')]),
  );

const gamesImport: Command = {
  name: 'games:import',
  usage: '<FILE.json|FILE.csv>',
  summary: 'Add or update games (and their vendors) from a JSON array or a CSV file; one bad row changes nothing',
  async run(ctx) {
    const [file] = expectArgs(ctx, this, 1) as [string];
    let rows: unknown[];
    try {
      rows = readCatalogueFile(file, await readFile(path.resolve(file), 'utf8'));
    } catch (error) {
      throw new CliError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, 1);
    }
    const merchant = await ctx.merchant();
    const report = await importCatalogue(ctx.db, merchant.id, rows);
    if (report.rejected.length > 0)
      throw new CliError(
        `Nothing imported: ${report.rejected.length} row(s) are not valid.\n${rejectedTable(report)}`,
        1,
      );
    ctx.print(report, () => `${fields(reportLines(report))}\n${TAKES_EFFECT}`);
  },
};

const gamesSync: Command = {
  name: 'games:sync',
  usage: 'hub88',
  summary: "Import Hub88's game list (HUB88_API_URL, HUB88_OPERATOR_ID): each product a vendor routed through Hub88",
  async run(ctx) {
    const [source] = expectArgs(ctx, this, 1);
    if (source !== 'hub88') throw new CliError("The only source is 'hub88'.");
    const api = await hub88ApiFor(ctx.db, loadConfig());
    if (!api) throw new CliError('Set HUB88_API_URL and HUB88_OPERATOR_ID (and HUB88_PRIVATE_KEY_FILE) first.', 1);
    const merchant = await ctx.merchant();
    let report;
    try {
      report = await syncHub88(ctx.db, merchant.id, api);
    } catch (error) {
      throw new CliError(`Hub88 game list failed: ${error instanceof Error ? error.message : String(error)}`, 1);
    }
    ctx.print(report, () =>
      [
        fields([
          ['Vendors', joinOr(report.vendors, 'none')],
          ...reportLines(report),
          ['Switched off', String(report.disabled)],
          ['Skipped (unusable)', String(report.skipped)],
        ]),
        TAKES_EFFECT,
      ].join('\n'),
    );
  },
};

const vendors = listCommand({
  name: 'games:vendors',
  summary: 'List game vendors: category, route, wallet, enabled, hot, order and enabled games',
  load: (ctx) => ofBrand(ctx, catalogueAdmin.vendors),
  headers: ['CODE', 'NAME', 'CATEGORY', 'ROUTE', 'WALLET', 'ENABLED', 'HOT', 'ORDER', 'GAMES'],
  row: (v) => [
    v.code,
    v.name,
    v.category,
    v.route,
    v.walletMode,
    yesNo(v.enabled),
    yesNo(v.isHot),
    String(v.sort),
    String(v.gameCount),
  ],
});

type Flags = { enabled?: boolean; isHot?: boolean; sort?: number };

/** `<VENDOR> [GAME_CODE] …`: the vendor itself, or one of its games. */
async function apply(ctx: CommandContext, vendor: string, gameCode: string | undefined, flags: Flags) {
  const merchant = await ctx.merchant();
  if (gameCode === undefined) {
    if (!(await catalogueAdmin.setVendor(ctx.db, merchant.id, vendor, flags)))
      throw new CliError(`No vendor '${vendor}' in ${merchant.code}.`, 1);
  } else {
    if (!(await catalogueAdmin.setGame(ctx.db, merchant.id, vendor, gameCode, flags)))
      throw new CliError(`No game '${gameCode}' of vendor '${vendor}' in ${merchant.code}.`, 1);
  }
  const target = gameCode === undefined ? `Vendor ${vendor}` : `Game ${vendor}/${gameCode}`;
  ctx.print({ vendor, gameCode: gameCode ?? null, ...flags }, () => `${target} updated. ${TAKES_EFFECT}`);
}

/** Positional arguments: 1 or 2 target words, then `extra` values. */
function target(ctx: CommandContext, command: Command, extra: number): [string, string | undefined, string[]] {
  if (ctx.args.length < 1 + extra || ctx.args.length > 2 + extra)
    throw new CliError(`Usage: ${command.name} ${command.usage ?? ''}`.trimEnd());
  const words = ctx.args.slice(0, ctx.args.length - extra);
  return [words[0]!, words[1], ctx.args.slice(ctx.args.length - extra)];
}

const onOff = enableDisable(
  'games',
  {
    usage: '<VENDOR> [GAME_CODE]',
    summary: {
      enable: 'Offer a vendor (or one of its games) to players again',
      disable: 'Take a vendor (or one game) off the site',
    },
  },
  async (ctx, enabled, command) => {
    const [vendor, game] = target(ctx, command, 0);
    await apply(ctx, vendor, game, { enabled });
  },
);

/** `<VENDOR> [GAME_CODE] <value>`: sets what `flagsOf(value)` gives on the vendor or the game. */
const setCommand = (command: Omit<Command, 'run'>, flagsOf: (value: string) => Flags): Command => ({
  ...command,
  async run(ctx) {
    const [vendor, game, [value]] = target(ctx, this, 1);
    await apply(ctx, vendor, game, flagsOf(value!));
  },
});

const hot = setCommand(
  {
    name: 'games:hot',
    usage: '<VENDOR> [GAME_CODE] on|off',
    summary: 'Mark a vendor or a game hot (hot games list, hot badge) or not',
  },
  (value) => ({ isHot: parseOnOff(value, 'Hot') }),
);

const order = setCommand(
  {
    name: 'games:order',
    usage: '<VENDOR> [GAME_CODE] <POSITION>',
    summary: 'Set where a vendor sits in menus, or a game in its lists (lower first)',
  },
  (value) => {
    if (!/^-?\d{1,6}$/.test(value)) throw new CliError(`Position must be a whole number, got '${value}'.`);
    return { sort: Number(value) };
  },
);

const operatorKey: Command = {
  name: 'games:operator-key',
  summary: 'Print our Hub88 operator public key (PEM), to register with the aggregator',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const pem = (await operatorKeyPair(ctx.db, loadConfig())).publicKey
      .export({ type: 'spki', format: 'pem' })
      .toString();
    ctx.print({ publicKey: pem }, () => pem.trimEnd());
  },
};

export default defineCommands(65, [gamesImport, gamesSync, vendors, ...onOff, hot, order, operatorKey]);
