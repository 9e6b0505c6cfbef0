import { readFileArg } from './arguments.ts';
import { CliError, type Command, type CommandContext } from './command.ts';

/** Options the content commands share: numbers, language, an HTML body, a schedule. */

export const optionalNumber = (value: string | undefined, what: string) => {
  if (value === undefined) return undefined;
  if (!/^\d{1,6}$/.test(value)) throw new CliError(`${what} must be a whole number, got '${value}'.`);
  return Number(value);
};

/** `--language all` (or none given) means every language. */
export const languageOf = (ctx: CommandContext) =>
  ctx.options.language === undefined || ctx.options.language === 'all' ? null : ctx.options.language;

/** HTML from --content, or read from --file. */
export async function bodyOf(ctx: CommandContext, command: Command): Promise<string> {
  const { content, file } = ctx.options;
  if ((content === undefined) === (file === undefined))
    throw new CliError(`${command.name} needs either --content "<html>" or --file <path>.`);
  if (content !== undefined) return content;
  return (await readFileArg(file!)).toString('utf8');
}

export const schedule = (ctx: CommandContext) => ({
  startsAt: ctx.options.starts ?? null,
  endsAt: ctx.options.ends ?? null,
});
export const when = (startsAt: string | null, endsAt: string | null) =>
  startsAt || endsAt ? `${startsAt ?? '…'} → ${endsAt ?? '…'}` : 'always';

export const SCHEDULE_OPTIONS = {
  starts: 'shown from this instant (ISO-8601 with zone, e.g. 2030-01-31T18:00:00Z)',
  ends: 'shown until this instant',
};
