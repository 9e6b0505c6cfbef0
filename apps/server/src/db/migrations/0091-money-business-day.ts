import { sql, type Kysely } from 'kysely';

/**
 * Deposits and withdrawals keep the business day they were counted on in `member_day_money`:
 * the deposit's day of credit, the withdrawal's day of disbursement and, for a dispute resolved
 * with a refund, the refund's day (the refund takes back that much of the day's withdrawals).
 * With the day stored on the row, `stats:check` recomputes the money roll-ups exactly even after
 * the brand changed its time zone; computing it again from the timestamps would move old rows.
 *
 * Rows from before this migration get the day of their timestamp in the brand's current zone (the
 * zone the roll-ups were written in unless it changed since). Refunds given before it were never
 * taken from the roll-ups: they are now, on the refund's day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposits').addColumn('business_day', 'varchar(10)').execute();
  await db.schema.alterTable('withdrawals').addColumn('business_day', 'varchar(10)').execute();
  await db.schema.alterTable('withdrawals').addColumn('refund_business_day', 'varchar(10)').execute();

  const zones = new Map(
    (await sql<{ id: number; time_zone: string }>`select id, time_zone from merchants`.execute(db)).rows.map((r) => [
      Number(r.id),
      new Intl.DateTimeFormat('en-CA', { timeZone: r.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    ]),
  );
  const dayOf = (merchantId: unknown, at: string) => zones.get(Number(merchantId))!.format(new Date(at));

  const backfill = async (table: 'deposits' | 'withdrawals', column: string, rows: { id: unknown; day: string }[]) => {
    const byDay = new Map<string, number[]>();
    for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), Number(r.id)]);
    for (const [day, ids] of byDay)
      for (let i = 0; i < ids.length; i += 500)
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${day}
          where id in (${sql.join(ids.slice(i, i + 500))})`.execute(db);
  };

  /** Each row's day from its timestamp column `at`, stored in `column`. */
  const dayFrom = async (table: 'deposits' | 'withdrawals', at: string, column: string) => {
    const rows = await sql<{ id: number; merchant_id: number; at: string }>`
      select id, merchant_id, ${sql.ref(at)} as at from ${sql.table(table)} where ${sql.ref(at)} is not null`.execute(
      db,
    );
    await backfill(
      table,
      column,
      rows.rows.map((r) => ({ id: r.id, day: dayOf(r.merchant_id, r.at) })),
    );
  };
  await dayFrom('deposits', 'credited_at', 'business_day');
  await dayFrom('withdrawals', 'disbursed_at', 'business_day');
  const refunded = await sql<{ id: number; merchant_id: number; member_id: number; at: string; refund: string }>`
    select id, merchant_id, member_id, resolved_at as at, refund_amount as refund from withdrawals
    where resolved_at is not null and refund_amount > 0`.execute(db);
  const refunds = refunded.rows.map((r) => ({ ...r, day: dayOf(r.merchant_id, r.at) }));
  await backfill('withdrawals', 'refund_business_day', refunds);
  for (const r of refunds)
    await sql`insert into member_day_money (merchant_id, member_id, day, withdrawals)
      values (${r.merchant_id}, ${r.member_id}, ${r.day}, ${(-BigInt(r.refund)).toString()})
      on conflict (member_id, day) do update set withdrawals = member_day_money.withdrawals + excluded.withdrawals`.execute(
      db,
    );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdrawals').dropColumn('refund_business_day').execute();
  await db.schema.alterTable('withdrawals').dropColumn('business_day').execute();
  await db.schema.alterTable('deposits').dropColumn('business_day').execute();
}
