import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { CliError, type Command, type CommandContext } from './command.ts';

/** Reading the values commands take, with one wording of each refusal across commands. */

/** A record id as the console takes it: digits only. */
export function idArg(value: string | undefined): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw new CliError(`Expected a numeric id, got '${value ?? ''}'.`);
  return Number(value);
}

/** The --reason option of the commands that take `reasonOf`. */
export const REASON_OPTION = { reason: 'why (kept in the audit trail)' };

/** --reason, required, as the audit trail keeps it (at most 200 characters). */
export function reasonOf(ctx: CommandContext, command: Command): string {
  const reason = ctx.options.reason?.trim();
  if (!reason) throw new CliError(`${command.name} needs --reason "<text>".`);
  if (reason.length > 200) throw new CliError('--reason must be at most 200 characters.');
  return reason;
}

/** --limit as a whole number from 1 to `max`, or `fallback` when not given. */
export function limitOf(ctx: CommandContext, fallback: number, max: number): number {
  const limit = ctx.options.limit === undefined ? fallback : Number(ctx.options.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    throw new CliError(`--limit must be a whole number from 1 to ${max}.`);
  return limit;
}

/** --<name> as one of the values a contract enum allows, or undefined when not given. */
export function enumOption<T extends string>(
  ctx: CommandContext,
  name: string,
  schema: z.ZodType<T> & { options: readonly T[] },
): T | undefined {
  const value = ctx.options[name];
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new CliError(`--${name} must be one of ${schema.options.join(', ')}.`);
  return parsed.data;
}

/** The contract's schema decides, as it does for the console; every problem is listed at once. */
export function validInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'input'}: ${issue.message}`);
  throw new CliError(['Invalid input:', ...problems].join('\n'), 1, 'request.invalid');
}

/**
 * A JSON argument read by the contract's schema: not JSON, or refused by the schema, is a usage
 * error (exit 2) naming `what` or every problem on one line.
 */
export function jsonArg<S extends z.ZodType>(schema: S, text: string, what: string): z.infer<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliError(`${what}: not JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new CliError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}

/** A file named on the command line; a missing or unreadable one is refused (exit 1). */
export async function readFileArg(file: string): Promise<Buffer> {
  try {
    return await readFile(path.resolve(file));
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, 1);
  }
}
