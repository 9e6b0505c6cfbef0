import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  announcementInputSchema,
  bannerGroupSchema,
  bannerInputSchema,
  helpArticleInputSchema,
  resourceInputSchema,
} from '@arcadia/contracts';
import * as announcements from '../../modules/content/announcements.usecases.ts';
import * as banners from '../../modules/content/banners.usecases.ts';
import { listFeedback, markFeedbackHandled } from '../../modules/content/feedback.usecases.ts';
import * as help from '../../modules/content/help.usecases.ts';
import { storeUpload } from '../../modules/content/images.ts';
import * as resources from '../../modules/content/resources.usecases.ts';
import { CliError, defineCommands, expectArgs, parseOnOff, type Command, type CommandContext } from '../command.ts';
import { fields, table, TAKES_EFFECT, yesNo } from '../output.ts';

/*
 * Banners, announcements, help articles, resources and the feedback inbox: the same use cases and
 * the same input schemas as /admin/api/content. Ids are global, so the commands that take one act
 * on the record whatever its brand (the CLI has the database); lists and new records are per brand.
 */

function idArg(value: string | undefined): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw new CliError(`Expected a numeric id, got '${value ?? ''}'.`);
  return Number(value);
}

/** The contract's schema decides, as it does for the console; every problem is listed at once. */
function validInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'input'}: ${issue.message}`);
  throw new CliError(['Invalid input:', ...problems].join('\n'), 1, 'request.invalid');
}

const optionalNumber = (value: string | undefined, what: string) => {
  if (value === undefined) return undefined;
  if (!/^\d{1,6}$/.test(value)) throw new CliError(`${what} must be a whole number, got '${value}'.`);
  return Number(value);
};

/** `--language all` (or none given) means every language. */
const languageOf = (ctx: CommandContext) =>
  ctx.options.language === undefined || ctx.options.language === 'all' ? null : ctx.options.language;

/** HTML from --content, or read from --file. */
async function bodyOf(ctx: CommandContext, command: Command): Promise<string> {
  const { content, file } = ctx.options;
  if ((content === undefined) === (file === undefined))
    throw new CliError(`${command.name} needs either --content "<html>" or --file <path>.`);
  if (content !== undefined) return content;
  try {
    return await readFile(path.resolve(file!), 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, 1);
  }
}

const schedule = (ctx: CommandContext) => ({ startsAt: ctx.options.starts ?? null, endsAt: ctx.options.ends ?? null });
const when = (startsAt: string | null, endsAt: string | null) =>
  startsAt || endsAt ? `${startsAt ?? '…'} → ${endsAt ?? '…'}` : 'always';

const SCHEDULE_OPTIONS = {
  starts: 'shown from this instant (ISO-8601 with zone, e.g. 2030-01-31T18:00:00Z)',
  ends: 'shown until this instant',
};

const bannerList: Command = {
  name: 'banners',
  summary: 'List banners: group, language, order, enabled, schedule and what a click opens',
  options: { group: 'only this group (hot, download, promotion, shop, help, register, w_reg)' },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const group = ctx.options.group === undefined ? undefined : validInput(bannerGroupSchema, ctx.options.group);
    const list = await banners.listBanners(ctx.db, (await ctx.merchant()).id, group);
    ctx.print(list, () =>
      table(
        ['ID', 'GROUP', 'LANG', 'ORDER', 'ENABLED', 'SHOWN', 'LINK', 'TITLE'],
        list.map((b) => [
          String(b.id),
          b.groupName,
          b.language ?? 'all',
          String(b.sort),
          yesNo(b.enabled),
          when(b.startsAt, b.endsAt),
          b.linkageType === 'none' ? '-' : `${b.linkageType} ${b.linkage}`,
          b.title,
        ]),
      ),
    );
  },
};

const bannerAdd: Command = {
  name: 'banner:add',
  usage: '<IMAGE.png|jpg|webp>',
  summary: 'Upload an image (checked like the console: type by content, 2 MB) and add it as a banner',
  options: {
    group: 'banner group (hot, download, promotion, shop, help, register, w_reg)',
    title: 'alternative text of the image',
    language: 'pt, en, zh, id, th, vi, or all (default)',
    'link-type': 'what a click opens: none (default), url, route, game, promotion',
    link: 'https://… for url, /path for route, VENDOR:GAME for game, the promotion id',
    order: 'position in its group, lower first (default 0)',
    ...SCHEDULE_OPTIONS,
  },
  async run(ctx) {
    const [file] = expectArgs(ctx, this, 1) as [string];
    // Everything but the image is checked before the image is stored, so a typo leaves no orphan.
    const input = validInput(bannerInputSchema.omit({ imageId: true }), {
      groupName: ctx.options.group,
      language: languageOf(ctx),
      title: ctx.options.title,
      sort: optionalNumber(ctx.options.order, 'Order'),
      linkageType: ctx.options['link-type'] ?? 'none',
      linkage: ctx.options.link,
      ...schedule(ctx),
    });
    let bytes: Buffer;
    try {
      bytes = await readFile(path.resolve(file));
    } catch (error) {
      throw new CliError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, 1);
    }
    const merchantId = (await ctx.merchant()).id;
    banners.checkLinkage(input.linkageType, input.linkage);
    const image = await storeUpload(ctx.db, merchantId, bytes);
    const banner = await banners.createBanner(ctx.db, merchantId, { ...input, imageId: image.id });
    ctx.print(banner, () => `Banner ${banner.id} added to ${banner.groupName} (image ${image.width}×${image.height}).`);
  },
};

const bannerOnOff = (enabled: boolean): Command => ({
  name: enabled ? 'banner:enable' : 'banner:disable',
  usage: '<ID>',
  summary: enabled ? 'Show a banner again' : 'Take a banner off the site (it stays listed)',
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1);
    const banner = await banners.patchBanner(ctx.db, null, idArg(id), { enabled });
    ctx.print(banner, () => `Banner ${banner.id} ${enabled ? 'enabled' : 'disabled'}. ${TAKES_EFFECT}`);
  },
});

const bannerOrder: Command = {
  name: 'banner:order',
  usage: '<ID> <POSITION>',
  summary: 'Move a banner within its group (lower first)',
  async run(ctx) {
    const [id, position] = expectArgs(ctx, this, 2);
    const sort = validInput(bannerInputSchema.shape.sort, optionalNumber(position, 'Position'));
    const banner = await banners.patchBanner(ctx.db, null, idArg(id), { sort });
    ctx.print(banner, () => `Banner ${banner.id} is now at position ${banner.sort}. ${TAKES_EFFECT}`);
  },
};

const announcementList: Command = {
  name: 'announcements',
  summary: 'List announcements, newest first: type, language, popup, enabled, schedule',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const list = await announcements.listAdminAnnouncements(ctx.db, (await ctx.merchant()).id);
    ctx.print(list, () =>
      table(
        ['ID', 'TYPE', 'LANG', 'POPUP', 'ENABLED', 'SHOWN', 'TITLE'],
        list.map((a) => [
          String(a.id),
          a.type,
          a.language ?? 'all',
          yesNo(a.popup),
          yesNo(a.enabled),
          when(a.startsAt, a.endsAt),
          a.title,
        ]),
      ),
    );
  },
};

const announcementAdd: Command = {
  name: 'announcement:add',
  summary: 'Publish an announcement (its HTML is sanitised before it is stored)',
  options: {
    type: 'B banner ticker, PL player (default), PU popup, PR promotion, H help',
    title: 'the title',
    content: 'the HTML body (or --file)',
    file: 'a file holding the HTML body',
    language: 'pt, en, zh, id, th, vi, or all (default)',
    popup: 'on to show it once per session as the home popup (default off)',
    ...SCHEDULE_OPTIONS,
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const input = validInput(announcementInputSchema, {
      type: ctx.options.type ?? 'PL',
      language: languageOf(ctx),
      title: ctx.options.title,
      content: await bodyOf(ctx, this),
      popup: ctx.options.popup === undefined ? false : parseOnOff(ctx.options.popup, 'Popup'),
      ...schedule(ctx),
    });
    const created = await announcements.createAnnouncement(ctx.db, (await ctx.merchant()).id, input);
    ctx.print(created, () => `Announcement ${created.id} published. ${TAKES_EFFECT}`);
  },
};

const announcementDisable: Command = {
  name: 'announcement:disable',
  usage: '<ID>',
  summary: 'Take an announcement off the site (it stays listed)',
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1);
    const updated = await announcements.setAnnouncementEnabled(ctx.db, null, idArg(id), false);
    ctx.print(updated, () => `Announcement ${updated.id} disabled. ${TAKES_EFFECT}`);
  },
};

const helpList: Command = {
  name: 'help-articles',
  summary: 'List help-centre articles by language and category',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const list = await help.listAdminHelp(ctx.db, (await ctx.merchant()).id);
    ctx.print(list, () =>
      table(
        ['ID', 'LANG', 'CATEGORY', 'ORDER', 'ENABLED', 'SLUG', 'TITLE'],
        list.map((a) => [
          String(a.id),
          a.language,
          a.category,
          String(a.sort),
          yesNo(a.enabled),
          a.slug ?? '-',
          a.title,
        ]),
      ),
    );
  },
};

const helpAdd: Command = {
  name: 'help-article:add',
  summary: 'Add a help-centre article (HTML, sanitised before it is stored)',
  options: {
    language: 'pt, en, zh, id, th, vi',
    category: 'the category it is listed under',
    title: 'the title',
    content: 'the HTML body (or --file)',
    file: 'a file holding the HTML body',
    slug: 'a stable name (a-z, 0-9, -), e.g. protocol for the /help page',
    order: 'position in its category, lower first (default 0)',
  },
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const input = validInput(helpArticleInputSchema, {
      language: ctx.options.language,
      category: ctx.options.category,
      title: ctx.options.title,
      content: await bodyOf(ctx, this),
      slug: ctx.options.slug ?? null,
      sort: optionalNumber(ctx.options.order, 'Order'),
    });
    const created = await help.createHelpArticle(ctx.db, (await ctx.merchant()).id, input);
    ctx.print(created, () => `Help article ${created.id} added to ${created.category}. ${TAKES_EFFECT}`);
  },
};

const resourceList: Command = {
  name: 'resources',
  summary: 'List named resources (app download, social, affiliate, support links, payment icons)',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const list = await resources.listResources(ctx.db, (await ctx.merchant()).id);
    ctx.print(list, () =>
      table(
        ['NAME', 'TYPE', 'ORDER', 'LABEL', 'URL', 'QR'],
        list.map((r) => [r.name, r.resourceType, String(r.sort), r.labelNameEn, r.url, r.qrCodeUrl ?? '-']),
      ),
    );
  },
};

const resourceSet: Command = {
  name: 'resource:set',
  usage: '<NAME>',
  summary: 'Add or replace a named resource (e.g. android, ios, facebook, telegram)',
  options: {
    url: 'https://… or /path',
    label: 'the English label',
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
    const limit = optionalNumber(ctx.options.limit, 'Limit') ?? 50;
    if (limit < 1 || limit > 100) throw new CliError('--limit must be a whole number from 1 to 100.');
    const open = ctx.options.open === undefined ? undefined : parseOnOff(ctx.options.open, 'Open');
    const list = await listFeedback(
      ctx.db,
      (await ctx.merchant()).id,
      open === undefined ? { limit } : { open, limit },
    );
    ctx.print(list, () =>
      table(
        ['ID', 'RECEIVED', 'FROM', 'PHONE', 'HANDLED', 'TEXT'],
        list.map((f) => [
          String(f.id),
          f.createdAt,
          f.username ?? 'visitor',
          f.phone ?? '-',
          f.handledAt ?? 'no',
          f.content.replace(/\s+/g, ' ').slice(0, 60),
        ]),
      ),
    );
  },
};

const feedbackHandle: Command = {
  name: 'feedback:handle',
  usage: '<ID>',
  summary: 'Mark a feedback message handled',
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1);
    await markFeedbackHandled(ctx.db, null, idArg(id), null);
    ctx.print({ id: Number(id), handled: true }, () => `Feedback ${id} marked handled.`);
  },
};

export default defineCommands(95, [
  bannerList,
  bannerAdd,
  bannerOnOff(true),
  bannerOnOff(false),
  bannerOrder,
  announcementList,
  announcementAdd,
  announcementDisable,
  helpList,
  helpAdd,
  resourceList,
  resourceSet,
  feedbackList,
  feedbackHandle,
]);
