import { announcementInputSchema, helpArticleInputSchema } from '@arcadia/contracts';
import * as announcements from '../../modules/content/announcements.usecases.ts';
import * as help from '../../modules/content/help.usecases.ts';
import { validInput } from '../arguments.ts';
import { idCommand, listCommand, ofBrand } from '../command-builders.ts';
import { defineCommands, expectArgs, parseOnOff, type Command } from '../command.ts';
import { bodyOf, languageOf, optionalNumber, schedule, SCHEDULE_OPTIONS, when } from '../content-options.ts';
import { TAKES_EFFECT, yesNo } from '../output.ts';

/** Announcements and help-centre articles: the use cases and input schemas of /admin/api/content. */

const announcementList = listCommand({
  name: 'announcements',
  summary: 'List announcements, newest first: type, language, popup, enabled, schedule',
  load: (ctx) => ofBrand(ctx, announcements.listAdminAnnouncements),
  headers: ['ID', 'TYPE', 'LANG', 'POPUP', 'ENABLED', 'SHOWN', 'TITLE'],
  row: (a) => [
    String(a.id),
    a.type,
    a.language ?? 'all',
    yesNo(a.popup),
    yesNo(a.enabled),
    when(a.startsAt, a.endsAt),
    a.title,
  ],
});

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

const announcementDisable = idCommand(
  { name: 'announcement:disable', usage: '<ID>', summary: 'Take an announcement off the site (it stays listed)' },
  (ctx, id) => announcements.setAnnouncementEnabled(ctx.db, null, id, false),
  (updated) => `Announcement ${updated.id} disabled. ${TAKES_EFFECT}`,
);

const helpList = listCommand({
  name: 'help-articles',
  summary: 'List help-centre articles by language and category',
  load: (ctx) => ofBrand(ctx, help.listAdminHelp),
  headers: ['ID', 'LANG', 'CATEGORY', 'ORDER', 'ENABLED', 'SLUG', 'TITLE'],
  row: (a) => [String(a.id), a.language, a.category, String(a.sort), yesNo(a.enabled), a.slug ?? '-', a.title],
});

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

export default defineCommands(96, [announcementList, announcementAdd, announcementDisable, helpList, helpAdd]);
