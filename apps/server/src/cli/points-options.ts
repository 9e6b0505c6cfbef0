import type { z } from 'zod';
import { CliError, type CommandContext } from './command.ts';

/**
 * What the points:* commands share: their input checked by the contracts' schemas (a refusal
 * exits 2, as a usage error), whole-number options, and who acts.
 */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new CliError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}
export const int = (text: string | undefined, name: string) => {
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw new CliError(`--${name}: a whole number`);
  return Number(text);
};
export const actor = (ctx: CommandContext) => `cli:${ctx.options.actor ?? 'operator'}`;
export const review = async (ctx: CommandContext) => ({
  merchantId: (await ctx.merchant()).id,
  reviewedBy: actor(ctx),
  now: new Date(),
});
