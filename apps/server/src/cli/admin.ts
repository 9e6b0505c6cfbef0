import { realpathSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config.ts';
import { openDatabase, type DbHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Db } from '../db/schema.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';
import { getMerchantByCodeOrDefault } from '../modules/merchants/merchants.usecases.ts';
import { registerAgentHooks } from '../modules/agents/agents.plugin.ts';
import { registerPromotionHooks } from '../modules/promotions/promotions.plugin.ts';
import { registerReferralHooks } from '../modules/referrals/referrals.plugin.ts';
import { registerRaffleHooks } from '../modules/raffles/raffles.plugin.ts';
import { CliError, type Command, type CommandContext, type Writer } from './command.ts';
import { discoverCommands } from './discover.ts';
import { createPrinter } from './output.ts';
import { renderError } from './render-error.ts';

/** Every command, found in `cli/commands/` (each file declares its names, options and help). */
export const COMMANDS: Command[] = await discoverCommands();

const GLOBAL_OPTIONS = {
  merchant: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The parser knows every option some command declares; whether it fits the command is checked after. */
function parserOptions(commands: Command[]) {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = { ...GLOBAL_OPTIONS };
  for (const command of commands) {
    for (const name of Object.keys(command.options ?? {})) {
      if (name in GLOBAL_OPTIONS) throw new Error(`Command '${command.name}' redeclares the global option --${name}.`);
      options[name] = { type: 'string' };
    }
  }
  return options;
}
const OPTIONS = parserOptions(COMMANDS);

const usageOf = (c: Command) => `${c.name}${c.usage ? ` ${c.usage}` : ''}`;

function helpText(command?: Command): string {
  if (command) {
    const options = Object.entries(command.options ?? {});
    const width = Math.max(0, ...options.map(([name]) => name.length)) + 4;
    return [
      `Usage: npm run admin -- ${usageOf(command)} [--merchant <code>] [--json]`,
      '',
      command.summary,
      ...(options.length > 0
        ? [
            '',
            `Options: ${options.map(([name]) => `--${name}`).join(', ')}`,
            ...options.map(([name, help]) => `  ${`--${name}`.padEnd(width)}${help}`),
          ]
        : []),
    ].join('\n');
  }
  const width = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  return [
    'Arcadia operator commands: npm run admin -- <command> [arguments] [options]',
    '',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`),
    `  ${'help'.padEnd(width)}This list; "help <command>" shows one command's usage`,
    '',
    'Options for every command:',
    '  --merchant <code>   the brand to act on (default: the default brand; see "merchants")',
    '  --json              machine-readable output (errors too, on stderr)',
    '',
    'Exit codes: 0 done, 1 refused (invalid value, unknown brand or flag), 2 command line not understood.',
  ].join('\n');
}

const NEGATIVE = /^-\d+(\.\d+)?$/;
const NEGATIVE_MARK = '\u0000';

function parse(argv: string[]) {
  try {
    // A negative amount ("adjust bob -10") is a value, not a cluster of short options.
    const parsed = parseArgs({
      args: argv.map((a) => (NEGATIVE.test(a) ? `${NEGATIVE_MARK}${a}` : a)),
      options: OPTIONS,
      strict: true,
      allowPositionals: true,
    });
    const unmark = <T>(v: T): T =>
      typeof v === 'string' && v.startsWith(NEGATIVE_MARK) ? (v.slice(NEGATIVE_MARK.length) as T) : v;
    const values = Object.fromEntries(
      Object.entries(parsed.values).map(([k, v]) => [k, unmark(v)]),
    ) as typeof parsed.values;
    return { ...parsed, values, positionals: parsed.positionals.map(unmark) };
  } catch (error) {
    // parseArgs explains unknown options and missing values well; keep its words.
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
}

function findCommand(name: string): Command {
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    throw new CliError(`Unknown command '${name}'. Commands: ${[...COMMANDS.map((c) => c.name), 'help'].join(', ')}.`);
  }
  return command;
}

export type AdminIo = { db: Db; out: Writer; err?: Writer };

/**
 * Runs one operator command against an open database and returns the exit code. Tests call this
 * in-process; the entry point below only adds opening the database the way the server does.
 */
export async function runAdmin(argv: string[], { db, out, err = out }: AdminIo): Promise<number> {
  // A deposit confirmed here earns its promotion (and a referral reward) as one confirmed in the console does,
  // and any money moved here reaches the agents' team member periods.
  registerAgentHooks();
  registerPromotionHooks();
  registerRaffleHooks();
  registerReferralHooks();
  let json = argv.includes('--json');
  try {
    const { values, positionals } = parse(argv);
    json = values.json === true;
    const print = createPrinter(json, out);
    const [name, ...args] = positionals;
    if (name === undefined || name === 'help' || values.help) {
      const target = name === 'help' ? args[0] : name;
      const command = target === undefined ? undefined : findCommand(target);
      print(
        {
          commands: (command ? [command] : COMMANDS).map((c) => ({
            name: c.name,
            usage: usageOf(c),
            summary: c.summary,
          })),
        },
        () => helpText(command),
      );
      return name === undefined && !values.help ? 2 : 0;
    }
    const command = findCommand(name);
    const merchantCode = typeof values.merchant === 'string' ? values.merchant : undefined;
    const options: CommandContext['options'] = {};
    for (const [key, value] of Object.entries(values)) {
      if (key in GLOBAL_OPTIONS) continue;
      if (!Object.hasOwn(command.options ?? {}, key)) {
        const valid = [...Object.keys(command.options ?? {}), ...Object.keys(GLOBAL_OPTIONS)].map((o) => `--${o}`);
        throw new CliError(`Option --${key} does not apply to '${command.name}'. Valid options: ${valid.join(', ')}.`);
      }
      options[key] = String(value);
    }
    await command.run({
      db,
      args,
      options,
      print,
      merchant: () => getMerchantByCodeOrDefault(db, merchantCode),
      merchantCode,
    });
    return 0;
  } catch (error) {
    return renderError(error, { db, err, json });
  }
}

/**
 * Opens the database exactly as the server does, so a fresh data dir or PostgreSQL both work: the
 * entry point below, and the browser tests, which load this module once per worker and run
 * commands in process against their server's database.
 */
export async function openAdminDatabase(config = loadConfig()): Promise<DbHandle> {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    if (await seedIfEmpty(database.db)) process.stderr.write('Seeded the demo merchant on an empty database.\n');
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function main(): Promise<number> {
  const database = await openAdminDatabase();
  try {
    return await runAdmin(process.argv.slice(2), { db: database.db, out: process.stdout, err: process.stderr });
  } finally {
    await database.close();
  }
}

const isEntryPoint = process.argv[1] !== undefined && realpathSync(process.argv[1]) === import.meta.filename;
if (isEntryPoint) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
