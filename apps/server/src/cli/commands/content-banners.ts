import { bannerGroupSchema, bannerInputSchema } from '@arcadia/contracts';
import * as banners from '../../modules/content/banners.usecases.ts';
import { storeUpload } from '../../modules/content/images.ts';
import { idArg, readFileArg, validInput } from '../arguments.ts';
import { enableDisable, listCommand } from '../command-builders.ts';
import { defineCommands, expectArgs, type Command } from '../command.ts';
import { languageOf, optionalNumber, schedule, SCHEDULE_OPTIONS, when } from '../content-options.ts';
import { TAKES_EFFECT, yesNo } from '../output.ts';

/*
 * Banners, announcements, help articles, resources and the feedback inbox: the same use cases and
 * the same input schemas as /admin/api/content. Ids are global, so the commands that take one act
 * on the record whatever its brand (the CLI has the database); lists and new records are per brand.
 */

const bannerList = listCommand({
  name: 'banners',
  summary: 'List banners: group, language, order, enabled, schedule and what a click opens',
  options: { group: 'only this group (hot, download, promotion, shop, help, register, w_reg)' },
  async load(ctx) {
    const group = ctx.options.group === undefined ? undefined : validInput(bannerGroupSchema, ctx.options.group);
    return banners.listBanners(ctx.db, (await ctx.merchant()).id, group);
  },
  headers: ['ID', 'GROUP', 'LANG', 'ORDER', 'ENABLED', 'SHOWN', 'LINK', 'TITLE'],
  row: (b) => [
    String(b.id),
    b.groupName,
    b.language ?? 'all',
    String(b.sort),
    yesNo(b.enabled),
    when(b.startsAt, b.endsAt),
    b.linkageType === 'none' ? '-' : `${b.linkageType} ${b.linkage}`,
    b.title,
  ],
});

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
    const bytes = await readFileArg(file);
    const merchantId = (await ctx.merchant()).id;
    banners.checkLinkage(input.linkageType, input.linkage);
    const image = await storeUpload(ctx.db, merchantId, bytes);
    const banner = await banners.createBanner(ctx.db, merchantId, { ...input, imageId: image.id });
    ctx.print(banner, () => `Banner ${banner.id} added to ${banner.groupName} (image ${image.width}×${image.height}).`);
  },
};

const bannerOnOff = enableDisable(
  'banner',
  {
    usage: '<ID>',
    summary: { enable: 'Show a banner again', disable: 'Take a banner off the site (it stays listed)' },
  },
  async (ctx, enabled, command) => {
    const [id] = expectArgs(ctx, command, 1);
    const banner = await banners.patchBanner(ctx.db, null, idArg(id), { enabled });
    ctx.print(banner, () => `Banner ${banner.id} ${enabled ? 'enabled' : 'disabled'}. ${TAKES_EFFECT}`);
  },
);

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

export default defineCommands(95, [bannerList, bannerAdd, ...bannerOnOff, bannerOrder]);
