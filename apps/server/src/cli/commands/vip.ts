import { vipLevelInputSchema, vipSettingsSchema, type VipLevelInput } from '@arcadia/contracts';
import { membersPort } from '../../modules/members/members.port.ts';
import { payBirthdays, reviewDueMembers } from '../../modules/vip/vip-review.usecases.ts';
import { saveLevel, saveVipSettings, vipLadder } from '../../modules/vip/vip-ladder.usecases.ts';
import { memberVip, setMemberLevel } from '../../modules/vip/vip.usecases.ts';
import { REASON_OPTION, reasonOf, validInput } from '../arguments.ts';
import { CliError, defineCommands, expectArgs, type Command, type CommandContext } from '../command.ts';
import { fields, table } from '../output.ts';

/**
 * VIP levels for operators: the brand's ladder and growth weights, a member's level and history,
 * moving a member by hand, and running the review or the birthday rewards now (the job runner does
 * both on schedule). The same use cases as the console's /admin/api/vip routes.
 */
type Ladder = Awaited<ReturnType<typeof vipLadder>>;
const renderLadder = ({ settings, levels }: Ladder) =>
  `Growth: ${settings.depositWeight}% of deposits, ${settings.validBetWeight}% of valid bets\n` +
  table(
    ['RANK', 'NAME', 'REACH', 'KEEP', 'REVIEW', 'LEVEL-UP', 'BIRTHDAY', 'POINTS', 'MEMBERS'],
    levels.map((l) => [
      String(l.rankLevel),
      l.name,
      l.reachGrowth,
      l.keepGrowth,
      l.reviewCycle,
      l.benefits.levelUpReward,
      l.benefits.birthdayReward,
      `x${l.benefits.pointsMultiplier}`,
      String(l.members),
    ]),
  );

const levels: Command = {
  name: 'vip:levels',
  summary: "The brand's VIP ladder and growth weights",
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const ladder = await vipLadder(ctx.db, (await ctx.merchant()).id);
    ctx.print(ladder, () => renderLadder(ladder));
  },
};

const json = (text: string): Record<string, unknown> => {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new CliError('--set: not JSON');
  }
};

const level: Command = {
  name: 'vip:level',
  usage: '<rank>',
  summary: 'Add the level of this rank, or change it: --set takes the fields to change as JSON',
  options: {
    set: 'JSON, e.g. {"name":"Gold","reachGrowth":"5000","keepGrowth":"2000","reviewCycle":"month","levelUpReward":"50"}',
  },
  async run(ctx) {
    const [rank] = expectArgs(ctx, this, 1) as [string];
    const merchant = await ctx.merchant();
    const current = (await vipLadder(ctx.db, merchant.id)).levels.find((l) => String(l.rankLevel) === rank);
    const base: Partial<VipLevelInput> = current
      ? {
          name: current.name,
          names: current.names,
          color: current.color,
          color2: current.color2,
          reachGrowth: current.reachGrowth,
          keepGrowth: current.keepGrowth,
          reviewCycle: current.reviewCycle,
          ...current.benefits,
        }
      : {};
    const input = validInput(vipLevelInputSchema, {
      ...base,
      ...json(ctx.options.set ?? '{}'),
      rankLevel: Number(rank),
    });
    const ladder = await saveLevel(ctx.db, merchant.id, current?.id ?? null, input, new Date());
    ctx.print(ladder, () => renderLadder(ladder));
  },
};

const weights: Command = {
  name: 'vip:weights',
  usage: '<deposit-percent> <valid-bet-percent>',
  summary: 'How much of a deposit and of a valid bet counts as growth (100 = all of it)',
  async run(ctx) {
    const [deposit, bet] = expectArgs(ctx, this, 2) as [string, string];
    const settings = validInput(vipSettingsSchema, { depositWeight: deposit, validBetWeight: bet });
    const ladder = await saveVipSettings(ctx.db, (await ctx.merchant()).id, settings, new Date());
    ctx.print(ladder, () => renderLadder(ladder));
  },
};

async function memberOf(ctx: CommandContext, username: string) {
  const merchant = await ctx.merchant();
  const member = await membersPort.findByUsername(ctx.db, merchant.id, username);
  if (!member) throw new CliError(`no member ${username}`, 1, 'cli.not_found');
  return { merchantId: merchant.id, memberId: member.id, language: 'en' };
}

const renderMember = (m: Awaited<ReturnType<typeof memberVip>>) =>
  fields([
    ['Member', m.username],
    ['Level', m.level ? `${m.level.name} (rank ${m.level.rankLevel})` : '-'],
    ['Growth', m.progress.growth],
    ['Missing for next', m.progress.missingGrowth ?? '- (top level)'],
    [
      'Review',
      m.review
        ? `${m.review.periodKey}: ${m.review.periodGrowth} of ${m.review.keepGrowth} at ${m.review.reviewAt}`
        : '-',
    ],
    ['Birthday', m.birthday ?? '-'],
  ]) +
  '\n' +
  table(
    ['AT', 'CHANGE', 'FROM', 'TO', 'GROWTH', 'PERIOD'],
    m.history.map((h) => [h.at, h.reason, h.fromName ?? '-', h.toName ?? '-', h.growth, h.periodKey ?? '']),
  );

const member: Command = {
  name: 'vip:member',
  usage: '<username>',
  summary: "A member's level, growth, review and history",
  async run(ctx) {
    const [username] = expectArgs(ctx, this, 1) as [string];
    const result = await memberVip(ctx.db, await memberOf(ctx, username), new Date());
    ctx.print(result, () => renderMember(result));
  },
};

const setLevel: Command = {
  name: 'vip:set',
  usage: '<username> <rank>',
  summary: 'Move a member to a level by hand (level-up rewards of levels reached for the first time are paid)',
  options: REASON_OPTION,
  async run(ctx) {
    const [username, rank] = expectArgs(ctx, this, 2) as [string, string];
    if (!/^\d{1,2}$/.test(rank)) throw new CliError('rank: a whole number');
    const input = { rankLevel: Number(rank), reason: reasonOf(ctx, this) };
    const result = await setMemberLevel(ctx.db, await memberOf(ctx, username), input, 'cli', new Date());
    ctx.print(result, () => renderMember(result));
  },
};

const review: Command = {
  name: 'vip:review',
  summary: 'Review now every member whose review period has ended (the job does it every 5 minutes)',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const done = await reviewDueMembers(ctx.db, new Date());
    ctx.print(done, () => `Reviewed ${done.reviewed} period(s); ${done.demoted} demotion(s).`);
  },
};

const birthdays: Command = {
  name: 'vip:birthdays',
  summary: "Pay today's birthday rewards now (the job does it hourly; each is paid once a year)",
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const paid = await payBirthdays(ctx.db, new Date());
    ctx.print({ paid }, () => `Paid ${paid} birthday reward(s).`);
  },
};

export default defineCommands(87, [levels, level, weights, member, setLevel, review, birthdays]);
