import { BET_RECORD_MAX_DAYS, formatMinor, type BetStatus, type GameCategory } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import { betRecordLinks } from './bet-record-links.ts';
import { parseNames, pickName } from '../catalogue/catalogue.model.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';

const DAY = 86_400_000;
type RecordQuery = {
  pageNo: number;
  pageSize: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  status?: BetStatus | undefined;
};

/** A date is a whole UTC day (end inclusive); a date-time is exact (end exclusive). */
function range(query: RecordQuery, now = Date.now()): { from: string; to: string } {
  const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
  const to = query.endDate ? Date.parse(query.endDate) + (isDate(query.endDate) ? DAY : 0) : now;
  const from = query.startDate ? Date.parse(query.startDate) : to - 7 * DAY;
  if (!(to > from) || to - from > BET_RECORD_MAX_DAYS * DAY) throw gamesErrors.dateRangeInvalid(BET_RECORD_MAX_DAYS);
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** The member's betting record (personalHistoryCopy) from the one bets record, with totals over every match. */
export async function betRecord(
  db: DbOrTrx,
  ctx: { memberId: number; language: string; places: number },
  query: RecordQuery,
) {
  const { from, to } = range(query);
  let base = db
    .selectFrom('bets as b')
    .innerJoin('game_vendors as v', 'v.id', 'b.vendor_id')
    .leftJoin('games as g', 'g.id', 'b.game_id')
    .where('b.member_id', '=', ctx.memberId)
    .where('b.placed_at', '>=', from)
    .where('b.placed_at', '<', to);
  if (query.gameType) base = base.where('b.category', '=', query.gameType);
  if (query.vassalage) base = base.where('v.code', '=', query.vassalage);
  if (query.status) base = base.where('b.status', '=', query.status);
  const [rows, totals] = await Promise.all([
    base
      .select([
        'b.id',
        'b.round',
        'b.category',
        'b.stake',
        'b.payout',
        'b.status',
        'b.demo',
        'b.placed_at',
        'b.settled_at',
        'v.code as vendor_code',
        'v.name as vendor_name',
        'v.names as vendor_names',
        'g.names as game_names',
        'g.game_code',
      ])
      .orderBy('b.placed_at', 'desc')
      .orderBy('b.id', 'desc')
      .offset((query.pageNo - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute(),
    base
      .select((eb) => [
        eb.fn.countAll<string | number>().as('n'),
        eb.fn
          .sum<string>(eb.case().when('b.status', '=', 'rolled_back').then(0).else(eb.ref('b.stake')).end())
          .as('stake'),
        eb.fn.sum<string>('b.payout').as('payout'),
        // As each row shows it: an open or rolled-back bet has no win/loss yet (or any more).
        eb.fn
          .sum<string>(
            eb
              .case()
              .when('b.status', '=', 'settled')
              .then(eb('b.payout', '-', eb.ref('b.stake')))
              .else(0)
              .end(),
          )
          .as('win_loss'),
      ])
      .executeTakeFirst(),
  ]);
  const pageRows = rows.map((r) => ({ id: Number(r.id), vendorCode: r.vendor_code }));
  const [links, described] = await Promise.all([
    betRecordLinks.forRows(db, pageRows),
    betRecordLinks.describe(db, pageRows, ctx.language),
  ]);
  const total = Number(totals?.n ?? 0);
  const stake = toMinor(totals?.stake ?? 0);
  const payout = toMinor(totals?.payout ?? 0);
  return {
    list: rows.map((r) => {
      const s = toMinor(r.stake);
      const p = toMinor(r.payout);
      return {
        betId: String(r.id),
        round: r.round,
        vassalage: r.vendor_code,
        vendorName: pickName(parseNames(r.vendor_names), ctx.language, r.vendor_name),
        gameName:
          described.get(Number(r.id))?.gameName ??
          (r.game_names ? pickName(parseNames(r.game_names), ctx.language, r.game_code ?? '') : r.vendor_name),
        gameType: r.category as GameCategory,
        stake: formatMinor(s, ctx.places),
        payout: formatMinor(p, ctx.places),
        winLoss: formatMinor(r.status === 'settled' ? p - s : 0n, ctx.places),
        status: r.status as BetStatus,
        betTime: r.placed_at,
        settleTime: r.settled_at,
        demo: Number(r.demo) === 1,
        verifyUrl: links.get(Number(r.id)) ?? null,
        lottery: described.get(Number(r.id))?.lottery ?? null,
      };
    }),
    totals: {
      count: total,
      stake: formatMinor(stake, ctx.places),
      payout: formatMinor(payout, ctx.places),
      winLoss: formatMinor(toMinor(totals?.win_loss ?? 0), ctx.places),
    },
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

const mask = (account: string) =>
  account.length <= 3 ? `${account[0] ?? ''}**` : `${account.slice(0, 2)}***${account.slice(-1)}`;

/** Winner board: the biggest real-money payouts of settled bets in the period. */
export async function rankList(
  db: DbOrTrx,
  ctx: { merchantId: number; language: string; places: number },
  query: { period: 'day' | 'week'; size: number },
) {
  const since = new Date(Date.now() - (query.period === 'day' ? 1 : 7) * DAY).toISOString();
  const rows = await db
    .selectFrom('bets as b')
    .innerJoin('members as m', 'm.id', 'b.member_id')
    .innerJoin('game_vendors as v', 'v.id', 'b.vendor_id')
    .innerJoin('games as g', 'g.id', 'b.game_id')
    .select([
      'b.stake',
      'b.payout',
      'b.settled_at',
      'm.username',
      'g.id as game_id',
      'g.names',
      'g.game_code',
      'v.code',
    ])
    .where('b.merchant_id', '=', ctx.merchantId)
    .where('b.status', '=', 'settled')
    .where('b.demo', '=', 0)
    .where('b.settled_at', '>=', since)
    .where('b.payout', '>', 0)
    .orderBy('b.payout', 'desc')
    .limit(query.size)
    .execute();
  return {
    list: rows.map((r, i) => {
      const stake = toMinor(r.stake);
      const payout = toMinor(r.payout);
      const multiplier = stake > 0n ? (Number((payout * 100n) / stake) / 100).toFixed(2) : '0.00';
      return {
        rank: i + 1,
        account: mask(r.username),
        gameName: pickName(parseNames(r.names), ctx.language, r.game_code),
        nodeId: Number(r.game_id),
        vassalage: r.code,
        payout: formatMinor(payout, ctx.places),
        multiplier,
        time: r.settled_at ?? '',
      };
    }),
  };
}
