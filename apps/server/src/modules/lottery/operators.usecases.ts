import { formatMinor, type Language } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { amountIn, minor } from '../../lib/money.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import type { IssueState } from './lottery.tables.ts';
import { maxHitsOf } from './engine/bet-types.ts';
import { issueStatsRepository } from './issue-stats.repository.ts';
import { lotteryErrors } from './lottery.errors.ts';
import { lotteryRepository, type StoredGame } from './lottery.repository.ts';

/*
 * What operators read and change of the lottery (the /admin/api routes and `npm run admin`):
 * the games and their rhythm, issues by state, one issue's result, and the exposure per pick.
 */

function gameView({ code, enabled, sort, definition }: StoredGame, places: number, language: Language = 'en') {
  const { schedule } = definition;
  return {
    gameCode: code,
    gameGroupCode: definition.group,
    labelName: definition.names[language] ?? definition.names.en ?? code,
    enabled,
    sort,
    scheduleKind: schedule.kind,
    intervalSeconds: schedule.kind === 'interval' ? schedule.seconds : null,
    dailyAt: schedule.kind === 'daily' ? schedule.at : null,
    timeZone: schedule.timeZone,
    closeBeforeSeconds: definition.closeBeforeSeconds,
    exposureCapPerNumber: formatMinor(minor(BigInt(definition.exposureCapPerNumber)), places),
    stakeLimitPerNumber: definition.stakeLimitPerNumber
      ? formatMinor(minor(BigInt(definition.stakeLimitPerNumber)), places)
      : null,
  };
}
export type OperatorGameView = ReturnType<typeof gameView>;

async function gameOf(db: Db, merchantId: number, code: string): Promise<StoredGame> {
  const game = (await lotteryRepository.games(db, merchantId)).find((g) => g.code === code);
  if (!game) throw lotteryErrors.notFound();
  return game;
}

export async function operatorGames(db: Db, merchantId: number, language?: Language) {
  const places = await merchantsPort.placesOf(db, merchantId);
  return (await lotteryRepository.games(db, merchantId)).map((g) => gameView(g, places, language));
}

/** Switches a game on or off: off, it takes no bets and gets no new issues (those scheduled still draw). */
export async function setGameEnabled(db: Db, merchantId: number, code: string, enabled: boolean) {
  if (!(await lotteryRepository.setEnabled(db, merchantId, code, enabled))) throw lotteryErrors.notFound();
  return gameView(await gameOf(db, merchantId, code), await merchantsPort.placesOf(db, merchantId));
}

/**
 * An operator's change to a game: on or off, and the stake limit per number set (an amount in the
 * brand's currency) or lifted (null). Lines already placed stand.
 */
export async function updateGame(
  db: Db,
  merchantId: number,
  code: string,
  change: { enabled?: boolean | undefined; stakeLimitPerNumber?: string | null | undefined },
) {
  const places = await merchantsPort.placesOf(db, merchantId);
  const game = await gameOf(db, merchantId, code);
  const { enabled, stakeLimitPerNumber: limit } = change;
  if (limit !== undefined) {
    const minorLimit = limit === null ? null : Number(amountIn(limit, places, 'stakeLimitPerNumber'));
    await lotteryRepository.setDefinition(db, merchantId, code, {
      ...game.definition,
      stakeLimitPerNumber: minorLimit,
    });
  }
  if (enabled !== undefined) return setGameEnabled(db, merchantId, code, enabled);
  return gameView(await gameOf(db, merchantId, code), places);
}

async function withOpenLines(db: Db, issues: Awaited<ReturnType<typeof issueStatsRepository.issues>>) {
  const open = await issueStatsRepository.openLineCounts(
    db,
    issues.map((i) => i.id),
  );
  return issues.map(({ id, ...issue }) => ({ ...issue, openLines: open.get(id) ?? 0 }));
}

/** The latest issues already opened (newest first, the one open now included), by state or late only. */
export async function operatorIssues(
  db: Db,
  merchantId: number,
  code: string,
  filter: { state?: IssueState | undefined; late?: boolean | undefined; limit: number },
  now = new Date(),
) {
  await gameOf(db, merchantId, code);
  const issues = await issueStatsRepository.issues(db, merchantId, code, {
    openedBy: now,
    limit: filter.limit,
    ...(filter.state ? { state: filter.state } : {}),
    ...(filter.late !== undefined ? { late: filter.late } : {}),
  });
  return withOpenLines(db, issues);
}

/** A game's rhythm and the issues scheduled ahead of now, soonest first. */
export async function operatorSchedule(db: Db, merchantId: number, code: string, count: number, now = new Date()) {
  const game = await gameOf(db, merchantId, code);
  const upcoming = await issueStatsRepository.issues(db, merchantId, code, { upcomingAfter: now, limit: count });
  return {
    game: gameView(game, await merchantsPort.placesOf(db, merchantId)),
    upcoming: await withOpenLines(db, upcoming),
  };
}

async function issueOf(db: Db, merchantId: number, code: string, numero: string) {
  const issue = await lotteryRepository.issue(db, merchantId, code, numero);
  if (!issue) throw lotteryErrors.notFound();
  return issue;
}

/** One issue's result: numbers, the seed's hash, the seed once drawn, and its money. */
export async function operatorIssueResult(db: Db, merchantId: number, code: string, numero: string) {
  const issue = await issueOf(db, merchantId, code, numero);
  const [totals, open] = await Promise.all([
    issueStatsRepository.totals(db, issue.id),
    issueStatsRepository.openLineCounts(db, [issue.id]),
  ]);
  const drawn = issue.state === 'drawn' || issue.state === 'settled';
  const places = await merchantsPort.placesOf(db, merchantId);
  return {
    numero: issue.numero,
    state: issue.state,
    opensAt: issue.opensAt.toISOString(),
    closesAt: issue.closesAt.toISOString(),
    drawAt: issue.drawAt.toISOString(),
    drawnAt: issue.drawnAt?.toISOString() ?? null,
    settledAt: issue.settledAt?.toISOString() ?? null,
    late: issue.late,
    voidReason: issue.voidReason,
    openLines: open.get(issue.id) ?? 0,
    seedHash: issue.seedHash,
    seed: drawn ? issue.seed : null,
    result: issue.result,
    lines: totals.lines,
    stakes: formatMinor(totals.stakes, places),
    payouts: formatMinor(totals.payouts, places),
  };
}

/**
 * What the brand would owe per pick of an issue if it hit once, largest first, against the game's
 * cap — and in the worst case: a lô number can hit once per prize it is matched against.
 */
export async function operatorExposure(db: Db, merchantId: number, code: string, numero: string, limit: number) {
  const game = await gameOf(db, merchantId, code);
  const issue = await issueOf(db, merchantId, code, numero);
  const cap = BigInt(game.definition.exposureCapPerNumber);
  const rows = await issueStatsRepository.exposureByPick(db, issue.id, limit);
  const places = await merchantsPort.placesOf(db, merchantId);
  return {
    cap: formatMinor(minor(cap), places),
    list: rows.map((r) => ({
      betType: r.betType,
      pick: r.pick,
      lines: r.lines,
      stakes: formatMinor(r.stakes, places),
      exposure: formatMinor(r.exposure, places),
      percentOfCap: cap > 0n ? Number((r.exposure * 100n) / cap) : 0,
      maxHits: maxHitsOf(r.betType, game.definition.shape),
      worstCase: formatMinor(minor(r.exposure * BigInt(maxHitsOf(r.betType, game.definition.shape))), places),
    })),
  };
}
