import { sql } from 'kysely';
import type { Trx } from '../../db/schema.ts';

/*
 * The bulk settlement's statements on PostgreSQL: each takes its rows as one array per column
 * (`unnest`), so a batch of thousands of bets is one statement of a few parameters — parsed and
 * planned once, one round trip — where a VALUES list or an IN list would carry thousands.
 */

/** The vendor's bets with these transaction ids (any state; the caller decides what is open). */
export async function betsByTransactionIds(trx: Trx, vendorId: number, transactionIds: string[]) {
  const { rows } = await sql<Record<string, unknown>>`
    select * from bets
    where vendor_id = ${vendorId} and transaction_id = any(${transactionIds}::text[])`.execute(trx);
  return rows;
}

export type WinRow = {
  betId: number;
  transactionId: string;
  referenceId: string;
  amount: string;
  requestHash: string;
  ledgerId: number | null;
};

/** The win transactions of a batch, one statement. */
export async function insertWins(
  trx: Trx,
  call: { merchantId: number; vendorId: number; createdAt: string },
  wins: WinRow[],
): Promise<void> {
  const column = <T>(pick: (w: WinRow) => T) => wins.map(pick);
  await sql`
    insert into game_transactions
      (merchant_id, vendor_id, transaction_id, kind, bet_id, reference_id, amount, request_hash, ledger_id, created_at)
    select ${call.merchantId}, ${call.vendorId}, v.tx, 'win', v.bet_id, v.ref, v.amount, v.hash, v.ledger_id, ${call.createdAt}
    from unnest(
      ${column((w) => w.transactionId)}::text[], ${column((w) => w.betId)}::bigint[], ${column((w) => w.referenceId)}::text[],
      ${column((w) => w.amount)}::bigint[], ${column((w) => w.requestHash)}::text[], ${column((w) => w.ledgerId)}::bigint[]
    ) as v(tx, bet_id, ref, amount, hash, ledger_id)`.execute(trx);
}

/**
 * Settles open bets, one statement: a win (a ledger id) takes its payout and ledger link, a loss
 * keeps both as they were; each takes its valid bet and the batch's business hour and day.
 * Answers the ids of the bets that moved (a bet no longer open is left out).
 */
export async function settleBets(
  trx: Trx,
  settled: { at: string; businessHour: string | null; businessDay: string | null },
  bets: { betId: number; payout: string; ledgerId: number | null; validBet: string }[],
): Promise<number[]> {
  const { rows } = await sql<{ id: string }>`
    update bets b set status = 'settled', settled_at = ${settled.at},
      payout = case when v.ledger_id is null then b.payout else v.payout end,
      last_ledger_id = coalesce(v.ledger_id, b.last_ledger_id),
      valid_bet = v.valid_bet, business_hour = ${settled.businessHour}, business_day = ${settled.businessDay}
    from unnest(
      ${bets.map((b) => b.betId)}::bigint[], ${bets.map((b) => b.payout)}::bigint[], ${bets.map((b) => b.ledgerId)}::bigint[],
      ${bets.map((b) => b.validBet)}::bigint[]
    ) as v(id, payout, ledger_id, valid_bet)
    where b.id = v.id and b.status = 'open'
    returning b.id`.execute(trx);
  return rows.map((r) => Number(r.id));
}
