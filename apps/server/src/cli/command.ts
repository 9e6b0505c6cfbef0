import type { Db } from '../db/schema.ts';
import type { Merchant } from '../modules/merchants/merchant.model.ts';

export type Writer = { write(text: string): unknown };

export type CommandContext = {
  db: Db;
  /** Positional arguments after the command name. */
  args: string[];
  /** Values of the command's own options (each one takes a value); absent when not given. */
  options: Partial<Record<string, string>>;
  /** The brand picked with --merchant, or the default brand. */
  merchant: () => Promise<Merchant>;
  /** The --merchant code exactly as given (undefined when omitted). */
  merchantCode?: string | undefined;
  /** Writes `data` as JSON under --json, otherwise the human rendering. */
  print: (data: unknown, human: () => string) => void;
};

export type Command = {
  name: string;
  /** Usage after the name, e.g. "<MODID> on|off". */
  usage?: string;
  summary: string;
  /**
   * The options this command takes besides the global --merchant, --json and --help, each with
   * its help line. Every one takes a value (`--reason "typo"`); the parser is built from these.
   */
  options?: Record<string, string>;
  run: (ctx: CommandContext) => Promise<void>;
};

/**
 * What every file in `cli/commands/` exports as default: its commands, and where they sit in the
 * help list (lower first). The entry point finds the files itself, so adding a command is adding
 * (or editing) one file here and nothing else.
 */
export type CommandFile = { order: number; commands: Command[] };

export const defineCommands = (order: number, commands: Command[]): CommandFile => ({ order, commands });

/**
 * The command line itself could not be understood (unknown command, missing argument, value of
 * the wrong shape). Exit code 2, like other Unix tools; values refused by a use case exit with 1.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
    /** The code under --json; a CLI-only outcome (not an API error code from contracts). */
    readonly code = 'cli.usage',
  ) {
    super(message);
  }
}

/** Exactly `count` positional arguments, or a usage error naming what was expected. */
export function expectArgs(ctx: CommandContext, command: Command, count: number): string[] {
  if (ctx.args.length !== count) {
    throw new CliError(`Usage: ${command.name} ${command.usage ?? ''}`.trimEnd());
  }
  return ctx.args;
}

export function parseOnOff(value: string, what: string): boolean {
  const normalised = value.toLowerCase();
  if (['on', 'true', 'yes', '1'].includes(normalised)) return true;
  if (['off', 'false', 'no', '0'].includes(normalised)) return false;
  throw new CliError(`${what} must be on or off (also accepted: true/false, yes/no, 1/0), got '${value}'.`);
}
