import type { Db } from '../db/schema.ts';
import type { Merchant } from '../modules/merchants/merchant.model.ts';

export type Writer = { write(text: string): unknown };

/** Options a command may take besides the global --merchant, --json and --help. */
export type CommandOption =
  'message' | 'until' | 'allow' | 'block' | 'ip-allow' | 'channel' | 'to' | 'limit' | 'status' | 'reason' | 'role';

export type CommandContext = {
  db: Db;
  /** Positional arguments after the command name. */
  args: string[];
  options: Partial<Record<CommandOption, string>>;
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
  options?: CommandOption[];
  run: (ctx: CommandContext) => Promise<void>;
};

/**
 * The command line itself could not be understood (unknown command, missing argument, value of
 * the wrong shape). Exit code 2, like other Unix tools; values refused by a use case exit with 1.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
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
