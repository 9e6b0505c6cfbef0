import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { findRow, updateRows } from '../../lib/rows.ts';
import type { DrawResult } from './engine/results.ts';
import { lotteryGames } from './lottery-games.repository.ts';
import type { IssueState, LotteryIssuesTable } from './lottery.tables.ts';

export type { StoredGame } from './lottery-games.repository.ts';

export type StoredIssue = {
  id: number;
  merchantId: number;
  gameCode: string;
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  state: IssueState;
  seed: string;
  seedHash: string;
  result: DrawResult | null;
  drawnAt: Date | null;
  settledAt: Date | null;
  late: boolean;
  voidReason: string | null;
};

function mapIssue(row: Selectable<LotteryIssuesTable>): StoredIssue {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    gameCode: row.game_code,
    numero: row.numero,
    opensAt: new Date(row.opens_at),
    closesAt: new Date(row.closes_at),
    drawAt: new Date(row.draw_at),
    state: row.state,
    seed: row.seed,
    seedHash: row.seed_hash,
    result: row.result === null ? null : (JSON.parse(row.result) as DrawResult),
    drawnAt: row.drawn_at === null ? null : new Date(row.drawn_at),
    settledAt: row.settled_at === null ? null : new Date(row.settled_at),
    late: row.late === 1,
    voidReason: row.void_reason,
  };
}

/** One game's issues on one brand, for the caller to narrow. */
const issuesOfGame = (db: DbOrTrx, merchantId: number, gameCode: string) =>
  db.selectFrom('lottery_issues').where('merchant_id', '=', merchantId).where('game_code', '=', gameCode);

/** Of the issues `query` selects, the pending ones drawn at or before (`<=`) or after (`>`) `now`, soonest first. */
async function pendingByDrawTime(
  query: ReturnType<typeof issuesOfGame>,
  drawAt: '<=' | '>',
  now: Date,
  limit: number,
): Promise<StoredIssue[]> {
  const rows = await query
    .selectAll()
    .where('state', '=', 'pending')
    .where('draw_at', drawAt, now.toISOString())
    .orderBy('draw_at')
    .limit(limit)
    .execute();
  return rows.map(mapIssue);
}

export const lotteryRepository = {
  ...lotteryGames,

  /** The latest issue of a game already scheduled (pending or not), to continue numbering from. */
  async lastIssueDrawAt(db: DbOrTrx, merchantId: number, gameCode: string): Promise<Date | null> {
    const row = await issuesOfGame(db, merchantId, gameCode)
      .select('draw_at')
      .orderBy('draw_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? new Date(row.draw_at) : null;
  },

  /** Inserts issues; one already there (another instance scheduled it first) is left as it is. */
  async insertIssues(db: DbOrTrx, rows: Insertable<LotteryIssuesTable>[]): Promise<void> {
    for (let at = 0; at < rows.length; at += 200) {
      await db
        .insertInto('lottery_issues')
        .values(rows.slice(at, at + 200))
        .onConflict((oc) => oc.columns(['merchant_id', 'game_code', 'numero']).doNothing())
        .execute();
    }
  },

  dueIssues(db: DbOrTrx, now: Date, limit: number): Promise<StoredIssue[]> {
    return pendingByDrawTime(db.selectFrom('lottery_issues'), '<=', now, limit);
  },

  /** Records the draw only if nobody drew it first: the conditional update is what makes it exactly once. */
  async markDrawn(db: DbOrTrx, id: number, result: DrawResult, drawnAt: Date, late: boolean): Promise<boolean> {
    const drawn = {
      state: 'drawn' as const,
      result: JSON.stringify(result),
      drawn_at: drawnAt.toISOString(),
      late: late ? 1 : 0,
    };
    return (await updateRows(db, 'lottery_issues', { id, state: 'pending' }, drawn)) === 1;
  },

  issueById(db: DbOrTrx, id: number): Promise<StoredIssue | undefined> {
    return findRow(db, 'lottery_issues', { id }, mapIssue);
  },

  async issuesByIds(db: DbOrTrx, ids: number[]): Promise<StoredIssue[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('lottery_issues').selectAll().where('id', 'in', ids).execute();
    return rows.map(mapIssue);
  },

  async issue(db: DbOrTrx, merchantId: number, gameCode: string, numero: string): Promise<StoredIssue | undefined> {
    const row = await issuesOfGame(db, merchantId, gameCode)
      .selectAll()
      .where('numero', '=', numero)
      .executeTakeFirst();
    return row ? mapIssue(row) : undefined;
  },

  /** The next issues still to be drawn, soonest first. */
  upcoming(db: DbOrTrx, merchantId: number, gameCode: string, now: Date, count: number): Promise<StoredIssue[]> {
    return pendingByDrawTime(issuesOfGame(db, merchantId, gameCode), '>', now, count);
  },

  /** The last drawn issues, newest first. */
  async drawn(db: DbOrTrx, merchantId: number, gameCode: string, count: number): Promise<StoredIssue[]> {
    const rows = await issuesOfGame(db, merchantId, gameCode)
      .selectAll()
      .where('state', 'in', ['drawn', 'settled'])
      .orderBy('draw_at', 'desc')
      .limit(count)
      .execute();
    return rows.map(mapIssue);
  },

  async drawnPage(
    db: DbOrTrx,
    merchantId: number,
    gameCode: string,
    limit: number,
    offset: number,
  ): Promise<{ issues: StoredIssue[]; total: number }> {
    const base = issuesOfGame(db, merchantId, gameCode).where('state', 'in', ['drawn', 'settled']);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('draw_at', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { issues: rows.map(mapIssue), total: Number(count.n) };
  },

  /** Drawn issues whose settlement has not finished, oldest first. */
  async unsettled(db: DbOrTrx, limit: number): Promise<StoredIssue[]> {
    const rows = await db
      .selectFrom('lottery_issues')
      .selectAll()
      .where('state', '=', 'drawn')
      .orderBy('draw_at')
      .limit(limit)
      .execute();
    return rows.map(mapIssue);
  },
};
