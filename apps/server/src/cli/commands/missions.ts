import { leaderboardInputSchema, MISSION_STATUSES, missionInputSchema, type MissionStatus } from '@arcadia/contracts';
import { settleLeaderboards } from '../../modules/missions/leaderboard.usecases.ts';
import {
  createLeaderboard,
  createMission,
  leaderboardStandings,
  listLeaderboards,
  listMissions,
  setLeaderboardStatus,
  setMissionStatus,
} from '../../modules/missions/missions-admin.usecases.ts';
import { jsonArg } from '../arguments.ts';
import { CliError, defineCommands, expectArgs, type Command } from '../command.ts';
import { table } from '../output.ts';

/**
 * Missions for operators: define missions and leaderboards, pause them, read a period's
 * standings and settle ended periods now. The same use cases as /admin/api/missions.
 */
const titleOf = (titles: Record<string, string>) => titles.en ?? Object.values(titles)[0] ?? '';

function statusArg(value: string): MissionStatus {
  if (!(MISSION_STATUSES as readonly string[]).includes(value)) throw new CliError('status: active or paused');
  return value as MissionStatus;
}

const list: Command = {
  name: 'mission:list',
  summary: 'Every mission of the brand, with claims paid',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const result = await listMissions(ctx.db, (await ctx.merchant()).id);
    ctx.print(result, () =>
      table(
        ['ID', 'CODE', 'KIND', 'CADENCE', 'TARGET', 'REWARD', 'STATUS', 'CLAIMS', 'PAID', 'TITLE'],
        result.list.map((m) => [
          String(m.id),
          m.code,
          m.kind,
          m.cadence,
          m.target,
          m.reward,
          m.status,
          String(m.claims),
          m.paid,
          titleOf(m.titles),
        ]),
      ),
    );
  },
};

const create: Command = {
  name: 'mission:create',
  usage: '<definition-json>',
  summary: 'Create a mission from its JSON definition (running at once)',
  async run(ctx) {
    const [text] = expectArgs(ctx, this, 1) as [string];
    const created = await createMission(
      ctx.db,
      (await ctx.merchant()).id,
      jsonArg(missionInputSchema, text, 'definition'),
      new Date(),
    );
    ctx.print(created, () => `Created mission ${created.id} (${created.code}): ${titleOf(created.titles)}.`);
  },
};

const status: Command = {
  name: 'mission:status',
  usage: '<id> <active|paused>',
  summary: 'Pause or resume a mission',
  async run(ctx) {
    const [id, next] = expectArgs(ctx, this, 2) as [string, string];
    const updated = await setMissionStatus(ctx.db, (await ctx.merchant()).id, Number(id), statusArg(next), new Date());
    ctx.print(updated, () => `Mission ${updated.id} is ${updated.status}.`);
  },
};

const boards: Command = {
  name: 'mission:leaderboards',
  summary: 'Every mission leaderboard of the brand',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const result = await listLeaderboards(ctx.db, (await ctx.merchant()).id);
    ctx.print(result, () =>
      table(
        ['ID', 'CODE', 'CADENCE', 'PRIZES', 'STATUS', 'TITLE'],
        result.list.map((b) => [String(b.id), b.code, b.cadence, b.prizes.join(' / '), b.status, titleOf(b.titles)]),
      ),
    );
  },
};

const boardCreate: Command = {
  name: 'mission:leaderboard-create',
  usage: '<definition-json>',
  summary: 'Create a leaderboard (code, titles, cadence, prizes by place)',
  async run(ctx) {
    const [text] = expectArgs(ctx, this, 1) as [string];
    const merchantId = (await ctx.merchant()).id;
    const created = await createLeaderboard(
      ctx.db,
      merchantId,
      jsonArg(leaderboardInputSchema, text, 'definition'),
      new Date(),
    );
    ctx.print(
      created,
      () => `Created leaderboard ${created.id} (${created.code}), prizes ${created.prizes.join(' / ')}.`,
    );
  },
};

const boardStatus: Command = {
  name: 'mission:leaderboard-status',
  usage: '<id> <active|paused>',
  summary: 'Pause or resume a leaderboard',
  async run(ctx) {
    const [id, next] = expectArgs(ctx, this, 2) as [string, string];
    const updated = await setLeaderboardStatus(ctx.db, (await ctx.merchant()).id, Number(id), statusArg(next));
    ctx.print(updated, () => `Leaderboard ${updated.id} is ${updated.status}.`);
  },
};

const standings: Command = {
  name: 'mission:standings',
  usage: '<leaderboard-id>',
  summary: 'A period’s standings (the current one unless --period names one)',
  options: { period: 'the period key, e.g. 2026-11-28 or 2026-W48' },
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1) as [string];
    const merchantId = (await ctx.merchant()).id;
    const result = await leaderboardStandings(ctx.db, merchantId, Number(id), ctx.options.period, new Date());
    ctx.print(result, () =>
      [
        `Period ${result.periodKey}${result.settled ? ' (settled)' : ''}`,
        table(
          ['RANK', 'ACCOUNT', 'SCORE', 'REACHED', 'PRIZE'],
          result.list.map((r) => [String(r.rank), r.account, String(r.score), r.reachedAt, r.prize ?? '-']),
        ),
      ].join('\n'),
    );
  },
};

const settle: Command = {
  name: 'mission:settle',
  summary: 'Pay the prizes of every ended leaderboard period now (each period once)',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const paid = await settleLeaderboards(ctx.db, new Date());
    ctx.print({ paid }, () => `Paid ${paid} prize${paid === 1 ? '' : 's'}.`);
  },
};

export default defineCommands(86, [list, create, status, boards, boardCreate, boardStatus, standings, settle]);
