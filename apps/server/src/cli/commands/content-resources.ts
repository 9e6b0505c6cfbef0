import { LANGUAGES, resourceInputSchema } from '@arcadia/contracts';
import { listFeedback, markFeedbackHandled } from '../../modules/content/feedback.usecases.ts';
import * as resources from '../../modules/content/resources.usecases.ts';
import { limitOf, validInput } from '../arguments.ts';
import { idCommand, listCommand, ofBrand } from '../command-builders.ts';
import { CliError, defineCommands, expectArgs, parseOnOff, type Command } from '../command.ts';
import { optionalNumber } from '../content-options.ts';
import { fields, printTable, TAKES_EFFECT } from '../output.ts';

/** Named resources and the feedback inbox, per brand; a feedback id acts whatever its brand. */

const resourceList = listCommand({
  name: 'resources',
  summary: 'List named resources (app download, social, affiliate, support links, payment icons)',
  load: (ctx) => ofBrand(ctx, resources.listResources),
  headers: ['NAME', 'TYPE', 'ORDER', 'LABEL', 'URL', 'QR'],
  row: (r) => [r.name, r.resourceType, String(r.sort), r.labelNameEn, r.url, r.qrCodeUrl ?? '-'],
});

/** --label-pt, --label-zh, …: the label in each other language (English is --label). */
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

const resourceSet: Command = {
  name: 'resource:set',
  usage: '<NAME>',
  summary: 'Add or replace a named resource (e.g. android, ios, facebook, telegram)',
  options: {
    url: 'https://… or /path',
    label: 'the English label',
    ...Object.fromEntries(OTHER_LANGUAGES.map((language) => [`label-${language}`, `the label in ${language}`])),
    type: 'app, social, affiliate, support, payment or link',
    qr: 'address the QR code encodes, when not the url',
    order: 'position among resources, lower first (default 0)',
  },
  async run(ctx) {
    const [name] = expectArgs(ctx, this, 1) as [string];
    if (!/^[A-Za-z0-9_.-]{1,60}$/.test(name))
      throw new CliError(`Resource names are letters, digits, _ . -; got '${name}'.`);
    const input = validInput(resourceInputSchema, {
      url: ctx.options.url,
      labelNameEn: ctx.options.label,
      labels: Object.fromEntries(
        OTHER_LANGUAGES.flatMap((language) => {
          const label = ctx.options[`label-${language}`];
          return label === undefined ? [] : [[language, label]];
        }),
      ),
      resourceType: ctx.options.type,
      qrCodeUrl: ctx.options.qr ?? null,
      sort: optionalNumber(ctx.options.order, 'Order'),
    });
    const saved = await resources.putResource(ctx.db, (await ctx.merchant()).id, name, input);
    ctx.print(
      saved,
      () =>
        `Resource ${name} saved.\n${fields([
          ['URL', saved.url],
          ['Type', saved.resourceType],
        ])}\n${TAKES_EFFECT}`,
    );
  },
};

const feedbackList: Command = {
  name: 'feedback',
  summary: 'The feedback inbox, newest first',
  options: {
    open: 'yes: only what nobody handled yet; no: only handled',
    limit: 'at most this many (1-100, default 50)',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const limit = limitOf(ctx, 50, 100);
    const open = ctx.options.open === undefined ? undefined : parseOnOff(ctx.options.open, 'Open');
    const list = await listFeedback(
      ctx.db,
      (await ctx.merchant()).id,
      open === undefined ? { limit } : { open, limit },
    );
    printTable(ctx, list, ['ID', 'RECEIVED', 'FROM', 'PHONE', 'HANDLED', 'TEXT'], (f) => [
      String(f.id),
      f.createdAt,
      f.username ?? 'visitor',
      f.phone ?? '-',
      f.handledAt ?? 'no',
      f.content.replace(/\s+/g, ' ').slice(0, 60),
    ]);
  },
};

const feedbackHandle = idCommand(
  { name: 'feedback:handle', usage: '<ID>', summary: 'Mark a feedback message handled' },
  async (ctx, id) => {
    await markFeedbackHandled(ctx.db, null, id, null);
    return { id, handled: true };
  },
  (_, typedId) => `Feedback ${typedId} marked handled.`,
);

export default defineCommands(97, [resourceList, resourceSet, feedbackList, feedbackHandle]);
