import { sql, type QueryCreator } from 'kysely';
import type { Database, DbOrTrx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { Minor } from '../../lib/money.ts';
import { precompiled, prefixed, slotsFor, type Prefixed, type Slots } from '../../db/precompiled.ts';

/** One roll-up change: what a bet adds to (or takes from) its member's day and hour in a category. */
export type PlayDelta = {
  merchantId: number;
  memberId: number;
  day: string;
  hour: string;
  category: string;
  vendorCode: string;
  bets: number;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  winLoss: bigint;
};

export type MoneyDelta = {
  merchantId: number;
  memberId: number;
  day: string;
  deposits?: Minor;
  depositCount?: number;
  withdrawals?: Minor;
  withdrawalCount?: number;
  bonuses?: Minor;
};

export type PlayEventRow = {
  merchantId: number;
  memberId: number;
  betId: number;
  kind: 'settled' | 'corrected' | 'rolled_back';
  payload: unknown;
};

const FIGURES = ['bets', 'stake', 'valid_bet', 'payout', 'win_loss'] as const;

/** `column = table.column + excluded.column` for each figure: an upsert that adds. */
const adding = (table: string, columns: readonly string[]) =>
  Object.fromEntries(columns.map((c) => [c, sql`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]));

const vendorRow = (d: PlayDelta) => ({ ...figuresOf(d), day: d.day, vendor_code: d.vendorCode });
const dayRow = (d: PlayDelta) => ({ ...figuresOf(d), day: d.day });
const hourRow = (d: PlayDelta) => ({ ...figuresOf(d), hour: d.hour });
type VendorRow = ReturnType<typeof vendorRow>;
type DayRow = ReturnType<typeof dayRow>;
type HourRow = ReturnType<typeof hourRow>;

/** The per-vendor daily roll-up's upsert, for a statement of its own or a writing WITH. */
const addVendorPlay = (qc: QueryCreator<Database>, rows: VendorRow[]) =>
  qc
    .insertInto('member_day_vendor_play')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'day', 'category', 'vendor_code'])
        .doUpdateSet(adding('member_day_vendor_play', FIGURES) as never),
    );
/** The daily or hourly roll-up's upsert, for a statement of its own or a writing WITH. */
const addPeriodPlay = (qc: QueryCreator<Database>, period: 'day' | 'hour', rows: (DayRow | HourRow)[]) => {
  const table = period === 'day' ? 'member_day_play' : 'member_hour_play';
  return qc
    .insertInto(table)
    .values(rows as never)
    .onConflict((oc) => oc.columns(['member_id', period, 'category']).doUpdateSet(adding(table, FIGURES) as never));
};
const byPeriodKey = (period: 'day' | 'hour') => (d: PlayDelta) => `${d.memberId}|${d[period]}|${d.category}`;
const byVendorKey = (d: PlayDelta) => `${d.memberId}|${d.day}|${d.category}|${d.vendorCode}`;

const figuresOf = (d: PlayDelta) => ({
  merchant_id: d.merchantId,
  member_id: d.memberId,
  category: d.category,
  bets: d.bets,
  stake: d.stake.toString(),
  valid_bet: d.validBet.toString(),
  payout: d.payout.toString(),
  win_loss: d.winLoss.toString(),
});

/** The deltas summed per key, in key order. */
function summed(deltas: PlayDelta[], keyOf: (d: PlayDelta) => string): PlayDelta[] {
  const byKey = new Map<string, PlayDelta>();
  for (const d of deltas) {
    const key = keyOf(d);
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { ...d });
    else
      Object.assign(seen, {
        bets: seen.bets + d.bets,
        stake: seen.stake + d.stake,
        validBet: seen.validBet + d.validBet,
        payout: seen.payout + d.payout,
        winLoss: seen.winLoss + d.winLoss,
      });
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, d]) => d);
}

const eventRows = (events: PlayEventRow[], createdAt: string) =>
  events.map((e) => ({
    merchant_id: e.merchantId,
    member_id: e.memberId,
    bet_id: e.betId,
    kind: e.kind,
    payload: JSON.stringify(e.payload, (_key, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    ),
    created_at: createdAt,
  }));

// One bet's settlement, the play path's: statements of fixed text (db/precompiled.ts).
type EventRow = ReturnType<typeof eventRows>[number];
type OnePlay = Prefixed<DayRow, 'day.'> &
  Prefixed<HourRow, 'hour.'> &
  Prefixed<VendorRow, 'vendor.'> &
  Prefixed<EventRow, 'event.'>;
const FIGURE_COLUMNS = ['merchant_id', 'member_id', 'category', ...FIGURES] as const;
const oneDay = ($: Slots<OnePlay>) => [slotsFor<DayRow, 'day.'>($, [...FIGURE_COLUMNS, 'day'], 'day.')];
const oneHour = ($: Slots<OnePlay>) => [slotsFor<HourRow, 'hour.'>($, [...FIGURE_COLUMNS, 'hour'], 'hour.')];
const oneVendor = ($: Slots<OnePlay>) => [
  slotsFor<VendorRow, 'vendor.'>($, [...FIGURE_COLUMNS, 'day', 'vendor_code'], 'vendor.'),
];
const oneEvent = ($: Slots<OnePlay>) =>
  slotsFor<EventRow, 'event.'>($, ['merchant_id', 'member_id', 'bet_id', 'kind', 'payload', 'created_at'], 'event.');
const onePlayInOne = precompiled((db, $: Slots<OnePlay>) =>
  db
    .with('day_play', (w) => addPeriodPlay(w, 'day', oneDay($)))
    .with('hour_play', (w) => addPeriodPlay(w, 'hour', oneHour($)))
    .with('vendor_play', (w) => addVendorPlay(w, oneVendor($)))
    .insertInto('play_events')
    .values(oneEvent($)),
);
const onePlayStatements = [
  precompiled((db, $: Slots<OnePlay>) => addPeriodPlay(db, 'day', oneDay($))),
  precompiled((db, $: Slots<OnePlay>) => addPeriodPlay(db, 'hour', oneHour($))),
  precompiled((db, $: Slots<OnePlay>) => addVendorPlay(db, oneVendor($))),
  precompiled((db, $: Slots<OnePlay>) => db.insertInto('play_events').values(oneEvent($))),
];

export const playRecordRepository = {
  async brandSettings(db: DbOrTrx, merchantId: number) {
    const [brand, rules] = await Promise.all([
      db.selectFrom('merchants').select('time_zone').where('id', '=', merchantId).executeTakeFirstOrThrow(),
      db
        .selectFrom('valid_bet_rules')
        .select(['category', 'vendor_code', 'share_bp'])
        .where('merchant_id', '=', merchantId)
        .execute(),
    ]);
    return {
      timeZone: brand.time_zone,
      rules: rules.map((r) => ({ category: r.category, vendorCode: r.vendor_code, shareBp: Number(r.share_bp) })),
    };
  },

  async setValidBetShare(db: DbOrTrx, merchantId: number, category: string, vendorCode: string, shareBp: number) {
    await db
      .insertInto('valid_bet_rules')
      .values({ merchant_id: merchantId, category, vendor_code: vendorCode, share_bp: shareBp })
      .onConflict((oc) => oc.columns(['merchant_id', 'category', 'vendor_code']).doUpdateSet({ share_bp: shareBp }))
      .execute();
  },

  /**
   * Adds the deltas to the daily and hourly roll-ups: summed per key first (one statement cannot
   * touch a row twice on PostgreSQL), in key order so concurrent writers lock rows in one order.
   */
  async addPlay(db: DbOrTrx, deltas: PlayDelta[]): Promise<void> {
    if (deltas.length === 0) return;
    for (const period of ['day', 'hour'] as const) {
      const toRow: (d: PlayDelta) => DayRow | HourRow = period === 'day' ? dayRow : hourRow;
      const rows = summed(deltas, byPeriodKey(period)).map(toRow);
      for (let i = 0; i < rows.length; i += 500) await addPeriodPlay(db, period, rows.slice(i, i + 500)).execute();
    }
    const byVendor = summed(deltas, byVendorKey).map(vendorRow);
    for (let i = 0; i < byVendor.length; i += 500) await addVendorPlay(db, byVendor.slice(i, i + 500)).execute();
  },

  /**
   * The roll-up deltas and their events. One bet's settlement (one row in each roll-up, one event)
   * is the play path's: statements of fixed text (db/precompiled.ts), on PostgreSQL one statement,
   * the three roll-ups in writing WITHs, instead of four round trips. Anything else (a correction
   * that moves a bet to another hour, a batch) takes addPlay and insertEvents.
   */
  async recordPlay(db: DbOrTrx, deltas: PlayDelta[], events: PlayEventRow[]): Promise<void> {
    // A batch goes straight to the general path, without summing its deltas here first.
    const one = events.length === 1 && deltas.length > 0 && deltas.length <= 2;
    const [day, hour, vendor] = one
      ? [summed(deltas, byPeriodKey('day')), summed(deltas, byPeriodKey('hour')), summed(deltas, byVendorKey)]
      : [[], [], []];
    if (day.length !== 1 || hour.length !== 1 || vendor.length !== 1) {
      await this.addPlay(db, deltas);
      await this.insertEvents(db, events);
      return;
    }
    const values: OnePlay = {
      ...prefixed(dayRow(day[0]!), 'day.'),
      ...prefixed(hourRow(hour[0]!), 'hour.'),
      ...prefixed(vendorRow(vendor[0]!), 'vendor.'),
      ...prefixed(eventRows(events, new Date().toISOString())[0]!, 'event.'),
    };
    if (isPostgres(db)) {
      await onePlayInOne.run(db, values);
      return;
    }
    for (const statement of onePlayStatements) await statement.run(db, values);
  },

  async addMoney(db: DbOrTrx, d: MoneyDelta): Promise<void> {
    await db
      .insertInto('member_day_money')
      .values({
        merchant_id: d.merchantId,
        member_id: d.memberId,
        day: d.day,
        deposits: (d.deposits ?? 0n).toString(),
        deposit_count: d.depositCount ?? 0,
        withdrawals: (d.withdrawals ?? 0n).toString(),
        withdrawal_count: d.withdrawalCount ?? 0,
        bonuses: (d.bonuses ?? 0n).toString(),
      })
      .onConflict((oc) =>
        oc
          .columns(['member_id', 'day'])
          .doUpdateSet(
            adding('member_day_money', ['deposits', 'deposit_count', 'withdrawals', 'withdrawal_count', 'bonuses']),
          ),
      )
      .execute();
  },

  /** A member's daily play (per category) and money over inclusive business days, one indexed read each. */
  async memberDays(db: DbOrTrx, memberId: number, range: { fromDay: string; toDay: string }) {
    const [play, money] = await Promise.all([
      db
        .selectFrom('member_day_play')
        .select(['day', 'category', 'bets', 'stake', 'valid_bet', 'payout', 'win_loss'])
        .where('member_id', '=', memberId)
        .where('day', '>=', range.fromDay)
        .where('day', '<=', range.toDay)
        .execute(),
      db
        .selectFrom('member_day_money')
        .select(['day', 'deposits', 'withdrawals', 'bonuses'])
        .where('member_id', '=', memberId)
        .where('day', '>=', range.fromDay)
        .where('day', '<=', range.toDay)
        .execute(),
    ]);
    return {
      play: play.map((r) => ({
        day: r.day,
        category: r.category,
        bets: Number(r.bets),
        stake: BigInt(r.stake),
        validBet: BigInt(r.valid_bet),
        payout: BigInt(r.payout),
        winLoss: BigInt(r.win_loss),
      })),
      money: money.map((r) => ({
        day: r.day,
        deposits: BigInt(r.deposits),
        withdrawals: BigInt(r.withdrawals),
        bonuses: BigInt(r.bonuses),
      })),
    };
  },

  /** A member's stored valid bet, stake and payout over inclusive business days (every category). */
  async memberTotals(db: DbOrTrx, memberId: number, range: { fromDay: string; toDay: string }) {
    const row = await db
      .selectFrom('member_day_play')
      .select([
        sql<string>`coalesce(sum(valid_bet), 0)`.as('valid_bet'),
        sql<string>`coalesce(sum(stake), 0)`.as('stake'),
        sql<string>`coalesce(sum(payout), 0)`.as('payout'),
      ])
      .where('member_id', '=', memberId)
      .where('day', '>=', range.fromDay)
      .where('day', '<=', range.toDay)
      .executeTakeFirstOrThrow();
    return { validBet: BigInt(row.valid_bet), stake: BigInt(row.stake), payout: BigInt(row.payout) };
  },

  /** The brand's members whose stake − payout over inclusive business days is at least `minLoss`. */
  async losingMembers(db: DbOrTrx, merchantId: number, range: { fromDay: string; toDay: string }, minLoss: bigint) {
    const rows = await db
      .selectFrom('member_day_play')
      .select(['member_id', sql<string>`sum(stake) - sum(payout)`.as('loss')])
      .where('merchant_id', '=', merchantId)
      .where('day', '>=', range.fromDay)
      .where('day', '<=', range.toDay)
      .groupBy('member_id')
      .having(sql`sum(stake) - sum(payout)`, '>=', sql<string>`cast(${minLoss.toString()} as bigint)`)
      .orderBy('member_id')
      .execute();
    return rows.map((r) => ({ memberId: Number(r.member_id), loss: BigInt(r.loss) }));
  },

  async insertEvents(db: DbOrTrx, events: PlayEventRow[]): Promise<void> {
    if (events.length === 0) return;
    const now = new Date().toISOString();
    // Chunks keep a lottery draw's 100,000 settlements under the bound-parameter limits.
    for (let i = 0; i < events.length; i += 1000) {
      await db
        .insertInto('play_events')
        .values(eventRows(events.slice(i, i + 1000), now))
        .execute();
    }
  },
};
