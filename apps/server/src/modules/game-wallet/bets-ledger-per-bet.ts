import { formatMinor } from '@arcadia/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/schema.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { toMinor } from '../../lib/money.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';

/*
 * The bets record checked bet by bet against the ledger postings it links to (DESIGN.md section 4:
 * a bets row names the ledger transactions it caused). Four rules, each one query over the brand:
 *   1. a stake moved exactly `stake` out of the member's wallet, in the transaction bet_ledger_id;
 *   2. `payout` is the sum of the bet's wins that were not rolled back (0 once the bet is; a win
 *      is rolled back when a rollback of the bet's member names it: game-wallet-rollback.ts);
 *   3. each payout posting credits each member exactly the wins it pays them (one win, or a
 *      bulk settlement's batch);
 *   4. a rolled-back bet's stake posting has its reversal.
 */
type Row = { id: number | string; expected: number | string | null; found: number | string | null };

const mismatch =
  (what: string, status: string, places: number) =>
  (row: Row): DomainMismatch => ({
    what,
    id: Number(row.id),
    status,
    expected: formatMinor(toMinor(row.expected ?? 0), places),
    found: formatMinor(toMinor(row.found ?? 0), places),
  });

async function stakes(db: Db, merchantId: number, places: number): Promise<DomainMismatch[]> {
  const { rows } = await sql<Row>`
    select b.id, -b.stake as expected,
      coalesce(sum(case when a.member_id = b.member_id then e.amount else 0 end), 0) as found
    from bets b
    left join ledger_entries e on e.transaction_id = b.bet_ledger_id
    left join ledger_accounts a on a.id = e.account_id
    where b.merchant_id = ${merchantId} and (b.stake > 0 or b.bet_ledger_id is not null)
    group by b.id, b.stake
    having coalesce(sum(case when a.member_id = b.member_id then e.amount else 0 end), 0) <> -b.stake
    order by b.id`.execute(db);
  return rows.map(mismatch('bet stake vs its ledger posting', 'stake', places));
}

async function payouts(db: Db, merchantId: number, places: number): Promise<DomainMismatch[]> {
  const { rows } = await sql<Row>`
    select b.id, case when b.status = 'rolled_back' then 0 else coalesce(sum(w.amount), 0) end as expected,
      b.payout as found
    from bets b
    left join game_transactions w on w.bet_id = b.id and w.kind = 'win'
      and not exists (select 1 from game_transactions r
        where r.vendor_id = w.vendor_id and r.kind = 'rollback' and r.reference_id = w.transaction_id
          and r.bet_id = w.bet_id)
    where b.merchant_id = ${merchantId}
    group by b.id, b.payout, b.status
    having b.payout <> case when b.status = 'rolled_back' then 0 else coalesce(sum(w.amount), 0) end
    order by b.id`.execute(db);
  return rows.map(mismatch('bet payout vs its wins', 'payout', places));
}

async function payoutPostings(db: Db, merchantId: number, places: number): Promise<DomainMismatch[]> {
  const { rows } = await sql<Row>`
    select paid.ledger_id as id, paid.amount as expected, coalesce(sum(e.amount), 0) as found
    from (
      select w.ledger_id, b.member_id, sum(w.amount) as amount
      from game_transactions w join bets b on b.id = w.bet_id
      where w.merchant_id = ${merchantId} and w.kind = 'win' and w.ledger_id is not null
      group by w.ledger_id, b.member_id
    ) paid
    left join ledger_entries e on e.transaction_id = paid.ledger_id
      and e.account_id in (select a.id from ledger_accounts a where a.member_id = paid.member_id)
    group by paid.ledger_id, paid.member_id, paid.amount
    having coalesce(sum(e.amount), 0) <> paid.amount
    order by paid.ledger_id`.execute(db);
  return rows.map(mismatch('payout posting vs the wins it pays', 'ledger', places));
}

async function rollbacks(db: Db, merchantId: number, places: number): Promise<DomainMismatch[]> {
  const { rows } = await sql<Row>`
    select b.id, b.stake as expected, 0 as found
    from bets b
    where b.merchant_id = ${merchantId} and b.status = 'rolled_back' and b.bet_ledger_id is not null
      and not exists (select 1 from ledger_transactions t where t.reverses_id = b.bet_ledger_id)
    order by b.id`.execute(db);
  return rows.map(mismatch('rolled-back bet without its stake reversal', 'rolled_back', places));
}

/** Every bet of a brand whose stake, payout or status disagrees with the ledger postings it links to. */
export async function betsAgainstTheirPostings(db: Db, merchantId: number): Promise<DomainMismatch[]> {
  const places = await merchantsPort.placesOf(db, merchantId);
  return [
    ...(await stakes(db, merchantId, places)),
    ...(await payouts(db, merchantId, places)),
    ...(await payoutPostings(db, merchantId, places)),
    ...(await rollbacks(db, merchantId, places)),
  ];
}
