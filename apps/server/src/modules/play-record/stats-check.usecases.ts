import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { businessDay } from './business-periods.ts';
import { playRecordRepository } from './play-record.repository.ts';

/**
 * `stats:check`: recomputes every play roll-up from the bets record and compares it with the
 * stored one. The roll-ups are written in the bets' own transactions, so any difference is a bug
 * (or a hand edit): the command prints them and exits non-zero.
 */
export type RollupDifference = {
  table: 'member_day_play' | 'member_hour_play' | 'member_day_vendor_play';
  memberId: number;
  period: string;
  category: string;
  stored: Figures;
  recomputed: Figures;
};
type Figures = { bets: number; stake: string; validBet: string; payout: string; winLoss: string };

const ZERO: Figures = { bets: 0, stake: '0', validBet: '0', payout: '0', winLoss: '0' };
const isZero = (f: Figures) =>
  f.bets === 0 && f.stake === '0' && f.validBet === '0' && f.payout === '0' && f.winLoss === '0';
const same = (a: Figures, b: Figures) =>
  a.bets === b.bets &&
  a.stake === b.stake &&
  a.validBet === b.validBet &&
  a.payout === b.payout &&
  a.winLoss === b.winLoss;

type Row = {
  member_id: unknown;
  period: unknown;
  category: unknown;
  bets: unknown;
  stake: unknown;
  valid_bet: unknown;
  payout: unknown;
  win_loss: unknown;
};
const figures = (r: Row): Figures => ({
  bets: Number(r.bets),
  stake: BigInt(r.stake as string).toString(),
  validBet: BigInt(r.valid_bet as string).toString(),
  payout: BigInt(r.payout as string).toString(),
  winLoss: BigInt(r.win_loss as string).toString(),
});
const keyOf = (r: Row) => `${String(r.member_id)}|${String(r.period)}|${String(r.category)}`;

async function compare(db: DbOrTrx, merchantId: number, table: RollupDifference['table'], period: 'day' | 'hour') {
  const source = `business_${period}`;
  const recomputed = await sql<Row>`
    select member_id, ${sql.ref(source)} as period, category, count(*) as bets, sum(stake) as stake,
      sum(valid_bet) as valid_bet, sum(payout) as payout, sum(payout - stake) as win_loss
    from bets where merchant_id = ${merchantId} and status = 'settled' and demo = 0
    group by member_id, ${sql.ref(source)}, category`.execute(db);
  const stored = await sql<Row>`
    select member_id, ${sql.ref(period)} as period, category, bets, stake, valid_bet, payout, win_loss
    from ${sql.table(table)} where merchant_id = ${merchantId}`.execute(db);
  return differencesOf(table, recomputed.rows, stored.rows);
}

function differencesOf(table: RollupDifference['table'], recomputed: Row[], stored: Row[]) {
  const fromBets = new Map(recomputed.map((r) => [keyOf(r), r]));
  const fromRollup = new Map(stored.map((r) => [keyOf(r), r]));
  const differences: RollupDifference[] = [];
  for (const key of new Set([...fromBets.keys(), ...fromRollup.keys()])) {
    const a = fromRollup.get(key);
    const b = fromBets.get(key);
    const storedFigures = a ? figures(a) : ZERO;
    const recomputedFigures = b ? figures(b) : ZERO;
    if (same(storedFigures, recomputedFigures) || (isZero(storedFigures) && isZero(recomputedFigures))) continue;
    const [memberId, at, category] = key.split('|');
    differences.push({
      table,
      memberId: Number(memberId),
      period: at!,
      category: category!,
      stored: storedFigures,
      recomputed: recomputedFigures,
    });
  }
  return differences;
}

/** The per-vendor daily roll-up: its category column reads `category:vendor` here. */
async function compareVendors(db: DbOrTrx, merchantId: number) {
  const recomputed = await sql<Row>`
    select b.member_id, b.business_day as period, b.category || ':' || v.code as category, count(*) as bets,
      sum(b.stake) as stake, sum(b.valid_bet) as valid_bet, sum(b.payout) as payout, sum(b.payout - b.stake) as win_loss
    from bets b join game_vendors v on v.id = b.vendor_id
    where b.merchant_id = ${merchantId} and b.status = 'settled' and b.demo = 0
    group by b.member_id, b.business_day, b.category, v.code`.execute(db);
  const stored = await sql<Row>`
    select member_id, day as period, category || ':' || vendor_code as category, bets, stake, valid_bet, payout, win_loss
    from member_day_vendor_play where merchant_id = ${merchantId}`.execute(db);
  return differencesOf('member_day_vendor_play', recomputed.rows, stored.rows);
}

export async function checkPlayRollups(db: DbOrTrx, merchantId: number): Promise<RollupDifference[]> {
  return [
    ...(await compare(db, merchantId, 'member_day_play', 'day')),
    ...(await compare(db, merchantId, 'member_hour_play', 'hour')),
    ...(await compareVendors(db, merchantId)),
  ];
}

/**
 * Writes every play roll-up of a brand again from the bets record, in one transaction (after a
 * restore, or to measure how long a full rebuild takes): the same sums `checkPlayRollups` compares.
 */
export async function rebuildPlayRollups(db: DbOrTrx, merchantId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    for (const [table, period] of [
      ['member_day_play', 'day'],
      ['member_hour_play', 'hour'],
    ] as const) {
      const source = sql.ref(`business_${period}`);
      await trx.deleteFrom(table).where('merchant_id', '=', merchantId).execute();
      await sql`
        insert into ${sql.table(table)} (merchant_id, member_id, ${sql.ref(period)}, category, bets, stake, valid_bet, payout, win_loss)
        select merchant_id, member_id, ${source}, category, count(*), sum(stake), sum(valid_bet), sum(payout), sum(payout - stake)
        from bets where merchant_id = ${merchantId} and status = 'settled' and demo = 0
        group by merchant_id, member_id, ${source}, category`.execute(trx);
    }
    await trx.deleteFrom('member_day_vendor_play').where('merchant_id', '=', merchantId).execute();
    await sql`
      insert into member_day_vendor_play (merchant_id, member_id, day, category, vendor_code, bets, stake, valid_bet, payout, win_loss)
      select b.merchant_id, b.member_id, b.business_day, b.category, v.code, count(*), sum(b.stake), sum(b.valid_bet), sum(b.payout), sum(b.payout - b.stake)
      from bets b join game_vendors v on v.id = b.vendor_id
      where b.merchant_id = ${merchantId} and b.status = 'settled' and b.demo = 0
      group by b.merchant_id, b.member_id, b.business_day, b.category, v.code`.execute(trx);
  });
}

export type MoneyDifference = { memberId: number; day: string; stored: MoneyFigures; recomputed: MoneyFigures };
type MoneyFigures = { deposits: string; depositCount: number; withdrawals: string; withdrawalCount: number };

/**
 * The daily money roll-ups against the rows that caused them: deposits credited, withdrawals
 * disbursed, and refunds of disputed withdrawals (taken back from the refund day's withdrawals),
 * each on the business day stored on its row when it was counted — exact across a change of the
 * brand's zone. (A row without a stored day would predate migration 0091, which filled them in:
 * it is placed by its timestamp in the brand's zone.) Refused withdrawals never left: they count
 * nowhere. Bonuses are not compared: their payers (promotions, rebates, missions, VIP, points
 * conversion; see `recordBonusPaid`) count each on the day it is paid, but their rows keep only a
 * timestamp, not that business day, so a recomputation would be wrong after a change of the
 * brand's zone; and a wagered bonus's return to the brand is counted on its end day.
 */
export async function checkMoneyRollups(db: DbOrTrx, merchantId: number): Promise<MoneyDifference[]> {
  const { timeZone } = await playRecordRepository.brandSettings(db, merchantId);
  const recomputed = new Map<string, MoneyFigures>();
  const add = (
    memberId: unknown,
    day: string | null,
    at: string,
    change: Partial<Record<keyof MoneyFigures, bigint>>,
  ) => {
    const key = `${String(memberId)}|${day ?? businessDay(at, timeZone)}`;
    const f = recomputed.get(key) ?? { deposits: '0', depositCount: 0, withdrawals: '0', withdrawalCount: 0 };
    recomputed.set(key, {
      deposits: (BigInt(f.deposits) + (change.deposits ?? 0n)).toString(),
      depositCount: f.depositCount + Number(change.depositCount ?? 0n),
      withdrawals: (BigInt(f.withdrawals) + (change.withdrawals ?? 0n)).toString(),
      withdrawalCount: f.withdrawalCount + Number(change.withdrawalCount ?? 0n),
    });
  };
  const deposits = await db
    .selectFrom('deposits')
    .select(['member_id', 'credited_at', 'credit_amount', 'business_day'])
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'credited')
    .execute();
  for (const d of deposits)
    add(d.member_id, d.business_day, d.credited_at!, { deposits: BigInt(d.credit_amount), depositCount: 1n });
  const withdrawals = await db
    .selectFrom('withdrawals')
    .select([
      'member_id',
      'disbursed_at',
      'amount',
      'business_day',
      'resolved_at',
      'refund_amount',
      'refund_business_day',
    ])
    .where('merchant_id', '=', merchantId)
    .where('disbursed_at', 'is not', null)
    .execute();
  for (const w of withdrawals) {
    add(w.member_id, w.business_day, w.disbursed_at!, { withdrawals: BigInt(w.amount), withdrawalCount: 1n });
    const refund = BigInt(w.refund_amount ?? 0);
    if (refund > 0n) add(w.member_id, w.refund_business_day, w.resolved_at!, { withdrawals: -refund });
  }
  const stored = await db.selectFrom('member_day_money').selectAll().where('merchant_id', '=', merchantId).execute();
  const storedByKey = new Map(
    stored.map((r) => [
      `${String(r.member_id)}|${r.day}`,
      {
        deposits: BigInt(r.deposits).toString(),
        depositCount: Number(r.deposit_count),
        withdrawals: BigInt(r.withdrawals).toString(),
        withdrawalCount: Number(r.withdrawal_count),
      },
    ]),
  );
  const none: MoneyFigures = { deposits: '0', depositCount: 0, withdrawals: '0', withdrawalCount: 0 };
  const differences: MoneyDifference[] = [];
  for (const key of new Set([...recomputed.keys(), ...storedByKey.keys()])) {
    const a = storedByKey.get(key) ?? none;
    const b = recomputed.get(key) ?? none;
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const [memberId, day] = key.split('|');
    differences.push({ memberId: Number(memberId), day: day!, stored: a, recomputed: b });
  }
  return differences;
}
