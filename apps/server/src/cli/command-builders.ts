import type { Db } from '../db/schema.ts';
import type { Merchant } from '../modules/merchants/merchant.model.ts';
import { idArg } from './arguments.ts';
import { expectArgs, type Command, type CommandContext } from './command.ts';
import { printTable } from './output.ts';

/** The shapes many commands share, so a command file says only what is its own. */

/** A command without arguments that prints a list as a table (the items as JSON under --json). */
export const listCommand = <T>({
  load,
  headers,
  row,
  ...command
}: Omit<Command, 'run'> & {
  load: (ctx: CommandContext) => Promise<T[]>;
  headers: string[];
  row: (item: T) => string[];
}): Command => ({
  ...command,
  async run(ctx) {
    expectArgs(ctx, this, 0);
    printTable(ctx, await load(ctx), headers, row);
  },
});

/** A command without arguments that shows what `load` reads of the brand picked with --merchant. */
export const brandViewCommand = <T>(
  command: Pick<Command, 'name' | 'summary'>,
  load: (db: Db, merchantId: number) => Promise<T>,
  json: (data: T, merchant: Merchant) => unknown,
  human: (data: T, merchant: Merchant) => string,
): Command => ({
  ...command,
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    const data = await load(ctx.db, merchant.id);
    ctx.print(json(data, merchant), () => human(data, merchant));
  },
});

/** What `list(db, merchantId)` gives for the brand picked with --merchant. */
export const ofBrand = async <T>(ctx: CommandContext, list: (db: Db, merchantId: number) => Promise<T>): Promise<T> =>
  list(ctx.db, (await ctx.merchant()).id);

/**
 * A command on one record by its id (`<ID>`, read by `parseId`) that prints the record as it is
 * afterwards: `json` under --json, `human` otherwise (given the id as typed, too).
 */
export const idCommand = <R>(
  command: Omit<Command, 'run'>,
  act: (ctx: CommandContext, id: number, command: Command) => Promise<R>,
  human: (record: R, typedId: string) => string,
  { json = (record: R): unknown => record, parseId = idArg }: Partial<IdCommandOptions<R>> = {},
): Command => ({
  ...command,
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1);
    const record = await act(ctx, parseId(id), this);
    ctx.print(json(record), () => human(record, id!));
  },
});

type IdCommandOptions<R> = { json: (record: R) => unknown; parseId: (value: string | undefined) => number };

/** `<noun>:enable` and `<noun>:disable`: the same command told apart only by `enabled`. */
export const enableDisable = (
  noun: string,
  command: Omit<Command, 'run' | 'name' | 'summary'> & { summary: { enable: string; disable: string } },
  run: (ctx: CommandContext, enabled: boolean, command: Command) => Promise<void>,
): Command[] =>
  [true, false].map((enabled) => ({
    ...command,
    name: `${noun}:${enabled ? 'enable' : 'disable'}`,
    summary: enabled ? command.summary.enable : command.summary.disable,
    async run(ctx) {
      await run(ctx, enabled, this);
    },
  }));
