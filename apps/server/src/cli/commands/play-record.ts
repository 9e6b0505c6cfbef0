import { formatMinor, GAME_CATEGORIES } from '@arcadia/contracts';
import { listJobs, listSchedules } from '../../modules/jobs/jobs.usecases.ts';
import { PLAY_EVENTS_DELIVERY, playEventsStatus } from '../../modules/play-record/play-events.ts';
import {
  listValidBetShares,
  setBrandTimeZone,
  setValidBetShare,
} from '../../modules/play-record/play-record-settings.usecases.ts';
import {
  checkMoneyRollups,
  checkPlayRollups,
  rebuildPlayRollups,
} from '../../modules/play-record/stats-check.usecases.ts';
import { teamPlayStats } from '../../modules/agents/agents.facade.ts';
import { CliError, defineCommands, expectArgs, type Command } from '../command.ts';
import { fields, table } from '../output.ts';

/**
 * The play record for operators: roll-ups checked against (or rebuilt from) the bets record, the
 * "bet settled" events' delivery lag, the brand's business-day zone and its valid-bet shares.
 */
const statsCheck: Command = {
  name: 'stats:check',
  summary:
    "Recompute the daily and hourly roll-ups from bets, deposits and withdrawals, and the agents' team roll-ups from them; exit 1 on any difference",
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    const differences = await checkPlayRollups(ctx.db, merchant.id);
    const moneyDifferences = await checkMoneyRollups(ctx.db, merchant.id);
    const teamDifferences = await teamPlayStats.checkTeamPlay(ctx.db, merchant.id);
    const memberPeriodDifferences = await teamPlayStats.checkTeamMemberPeriods(ctx.db, merchant.id);
    const money = (minor: string) => formatMinor(BigInt(minor), merchant.places);
    const ok =
      differences.length === 0 &&
      moneyDifferences.length === 0 &&
      teamDifferences.length === 0 &&
      memberPeriodDifferences.length === 0;
    ctx.print({ ok, differences, moneyDifferences, teamDifferences, memberPeriodDifferences }, () =>
      ok
        ? 'Play roll-ups OK: every day and hour equals its recomputation from the bets, deposits and withdrawals, and every team roll-up the sum of its members.'
        : [
            ...teamDifferences.map(
              (d) =>
                `agent ${d.agentId} team ${d.day} ${d.category}/${d.vendorCode}: ${d.stored.bets} bets ${money(d.stored.stake)} stored, ${d.recomputed.bets} bets ${money(d.recomputed.stake)} from the members`,
            ),
            ...memberPeriodDifferences.map(
              (d) =>
                `agent ${d.agentId} member ${d.memberId} ${d.bucket}: ${d.stored.bets} bets ${money(d.stored.stake)} / deposits ${money(d.stored.deposits)} stored, ${d.recomputed.bets} bets ${money(d.recomputed.stake)} / deposits ${money(d.recomputed.deposits)} from the roll-ups`,
            ),
            ...moneyDifferences.map(
              (d) =>
                `member ${d.memberId} ${d.day}: deposits ${money(d.stored.deposits)} / withdrawals ${money(d.stored.withdrawals)} stored, ${money(d.recomputed.deposits)} / ${money(d.recomputed.withdrawals)} from the rows`,
            ),
            table(
              ['TABLE', 'MEMBER', 'PERIOD', 'CATEGORY', 'STORED STAKE/WIN-LOSS', 'FROM BETS'],
              differences.map((d) => [
                d.table,
                String(d.memberId),
                d.period,
                d.category,
                `${d.stored.bets} bets ${money(d.stored.stake)} / ${money(d.stored.winLoss)}`,
                `${d.recomputed.bets} bets ${money(d.recomputed.stake)} / ${money(d.recomputed.winLoss)}`,
              ]),
            ),
            '',
            'PLAY ROLL-UPS NOT OK.',
          ].join('\n'),
    );
    if (!ok) throw new CliError('stats.mismatch: see the report above.', 1, 'stats.mismatch');
  },
};

const statsRebuild: Command = {
  name: 'stats:rebuild',
  summary: "Write the brand's play roll-ups again from the bets record (after a restore), then its team roll-ups",
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    const started = performance.now();
    await rebuildPlayRollups(ctx.db, merchant.id);
    await teamPlayStats.rebuildTeamPlay(ctx.db, merchant.id);
    await teamPlayStats.rebuildTeamMemberPeriods(ctx.db, merchant.id);
    const ms = Math.round(performance.now() - started);
    ctx.print({ ok: true, ms }, () => `Rebuilt the play roll-ups of ${merchant.code} in ${ms} ms.`);
  },
};

const eventsStatus: Command = {
  name: 'events:status',
  summary: '"Bet settled" events: the newest, and how far behind each subscriber is',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const events = await playEventsStatus(ctx.db);
    // Delivery is a job on a schedule: its last slot and last run say whether it is alive.
    const schedule = (await listSchedules(ctx.db)).find((s) => s.name === PLAY_EVENTS_DELIVERY);
    const [lastRun] = await listJobs(ctx.db, { kind: PLAY_EVENTS_DELIVERY, limit: 1 });
    const delivery = {
      lastSlotAt: schedule?.lastSlotAt ?? null,
      lastRun: lastRun ? { state: lastRun.state, finishedAt: lastRun.finishedAt, lastError: lastRun.lastError } : null,
    };
    const status = { ...events, delivery };
    ctx.print(status, () =>
      [
        fields([
          ['Events', String(status.events)],
          ['Newest id', String(status.headId)],
          [
            'Delivery',
            schedule ? `every 2 s, last slot ${schedule.lastSlotAt}` : 'not started yet (no server has run)',
          ],
          [
            'Last run',
            lastRun
              ? `${lastRun.state} ${lastRun.finishedAt ?? ''}${lastRun.lastError ? ` (${lastRun.lastError})` : ''}`
              : '—',
          ],
        ]),
        '',
        status.subscribers.length === 0
          ? 'No subscriber yet: nothing reads the events.'
          : table(
              ['SUBSCRIBER', 'LAST ID', 'PENDING', 'OLDEST PENDING'],
              status.subscribers.map((s) => [
                s.subscriber,
                String(s.lastId),
                String(s.pending),
                s.oldestPendingAt ?? '',
              ]),
            ),
      ].join('\n'),
    );
  },
};

const timeZone: Command = {
  name: 'timezone:set',
  usage: '<IANA zone, e.g. America/Sao_Paulo>',
  summary: "Set the brand's business-day time zone (applies to settlements from now on)",
  async run(ctx) {
    const [zone] = expectArgs(ctx, this, 1);
    const merchant = await ctx.merchant();
    await setBrandTimeZone(ctx.db, merchant.id, zone!);
    ctx.print(
      { merchant: merchant.code, timeZone: zone },
      () => `Business days of ${merchant.code} now run in ${zone}.`,
    );
  },
};

const shares: Command = {
  name: 'valid-bet',
  summary: 'The share of a stake that counts as valid bet, per category and vendor',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const merchant = await ctx.merchant();
    const list = await listValidBetShares(ctx.db, merchant.id);
    ctx.print(list, () =>
      table(
        ['CATEGORY', 'VENDOR', 'SHARE'],
        list.map((r) => [r.category, r.vendorCode || '(every vendor)', `${(r.shareBp / 100).toFixed(2)} %`]),
      ),
    );
  },
};

const shareSet: Command = {
  name: 'valid-bet:set',
  usage: '<CATEGORY> <percent> [--vendor CODE]',
  summary: `Set a category's (or one vendor's) valid-bet share: ${GAME_CATEGORIES.join(', ')}`,
  options: { vendor: "one vendor's own share instead of the whole category's" },
  async run(ctx) {
    const [category, percent] = expectArgs(ctx, this, 2);
    const merchant = await ctx.merchant();
    const rule = { category: category!.toUpperCase(), vendorCode: ctx.options.vendor ?? '', percent: Number(percent) };
    await setValidBetShare(ctx.db, merchant.id, rule);
    ctx.print(
      rule,
      () => `${rule.category} ${rule.vendorCode || '(every vendor)'} now counts ${rule.percent} % of a stake.`,
    );
  },
};

export default defineCommands(72, [statsCheck, statsRebuild, eventsStatus, timeZone, shares, shareSet]);
