import { sql } from 'kysely';
import type { Trx } from '../../db/schema.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { ensureMemberAccounts, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import type { MemberAccountKind } from '../ledger/ledger.model.ts';
import { brandCalendar, recordBetChanges, settledFacts, type PlayedBet } from '../play-record/play-record.usecases.ts';
import { mapBet, playedBet } from './bet-rows.ts';
import { cataloguePort } from '../catalogue/catalogue.port.ts';
import type { CatalogueVendor } from '../catalogue/catalogue.model.ts';
import { winRequestHash } from './game-wallet.usecases.ts';
import { isPostgres } from '../../db/dialect.ts';
import * as onPostgres from './game-wallet-bulk.postgres.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';
import { inChunks } from '../../db/chunks.ts';

/*
 * Bulk settlement for the game wallet: what `gameWallet.win` writes, for thousands of bets of one
 * vendor and round in a handful of statements — a lottery draw settles 100,000 lines at once.
 * The records are the same as the single call's (a win transaction per bet with the same request
 * hash, the bet settled with its payout), with one difference: the money of a batch's wins moves
 * in one ledger transaction per kind of credit (real or demo), one leg per member, instead of
 * one transaction per bet. Nothing reverses a single bulk-settled win (the lottery never does;
 * an issue void refunds stakes before settlement). Call inside the caller's transaction.
 */

export type Settlement = {
  memberId: number;
  transactionId: string;
  referenceTransactionId: string;
  amount: Minor;
  /** The uncovered part of the bet's stake when the caller knows the member hedged it (valid-bet rule 4). */
  countedStake?: Minor;
};
type Call = { merchantId: number; vendorCode: string; round: string };
type OpenBet = {
  settlement: Settlement;
  betId: number;
  demo: boolean;
  currency: string;
  before: PlayedBet;
  after: PlayedBet;
};
/** When the batch settles, the same instant and business hour for every bet of it. */
type SettledAt = { at: string; businessHour: string | null; businessDay: string | null };

// Rows per statement: well under SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 500;

/**
 * Settles many bets at once, losses (amount 0) and wins alike. A bet that is not open any more
 * (rolled back, settled) or belongs to someone else is left out and returned, for the caller to
 * take through `gameWallet.win` and get that call's answer.
 */
export async function settleMany(
  trx: Trx,
  call: Call,
  settlements: Settlement[],
): Promise<{ settled: number; leftOut: Settlement[] }> {
  const vendor = await cataloguePort.vendorByCode(trx, call.merchantId, call.vendorCode);
  if (!vendor) throw gamesErrors.notFound();
  const leftOut: Settlement[] = [];
  let settled = 0;
  const calendar = await brandCalendar(trx, call.merchantId);
  const at = new Date().toISOString();
  // PostgreSQL takes a whole batch as arrays, one statement per step; SQLite in VALUES-sized chunks.
  const pg = isPostgres(trx);
  const recordOf = pg ? recordOnPostgres : record;
  for (const part of pg ? [settlements] : inChunks(settlements, CHUNK)) {
    const open = (await openBets(trx, vendor, part, leftOut, pg)).map((o) => ({
      ...o,
      after: settledFacts(calendar, {
        ...o.before,
        payout: o.settlement.amount,
        status: 'settled' as const,
        settledAt: at,
        countedStake: o.settlement.countedStake,
      }),
    }));
    const when: SettledAt = {
      at,
      businessHour: open[0]?.after.businessHour ?? null,
      businessDay: open[0]?.after.businessDay ?? null,
    };
    const moved = new Set<number>();
    // Losses first: the wins' posting locks the house account until commit, so it comes last and
    // a concurrent batch of the same round waits on it as briefly as possible.
    for (const id of await recordOf(
      trx,
      call,
      vendor,
      open.filter((o) => o.settlement.amount === 0n),
      new Map(),
      when,
    ))
      moved.add(id);
    const ledgerIds = new Map<number, number>();
    for (const demo of [false, true]) {
      const paid = open.filter((o) => o.demo === demo && o.settlement.amount > 0n);
      const id = await payWins(trx, call, vendor, paid, demo);
      if (id !== undefined) for (const o of paid) ledgerIds.set(o.betId, id);
    }
    for (const id of await recordOf(
      trx,
      call,
      vendor,
      open.filter((o) => o.settlement.amount > 0n),
      ledgerIds,
      when,
    ))
      moved.add(id);
    // The play record counts exactly the bets this batch moved from open to settled.
    await recordBetChanges(
      trx,
      open.filter((o) => moved.has(o.betId)),
    );
    settled += moved.size;
  }
  return { settled, leftOut };
}

async function openBets(trx: Trx, vendor: CatalogueVendor, part: Settlement[], leftOut: Settlement[], pg: boolean) {
  const references = part.map((s) => s.referenceTransactionId);
  const rows = pg
    ? await onPostgres.betsByTransactionIds(trx, vendor.id, references)
    : await trx
        .selectFrom('bets')
        .selectAll()
        .where('vendor_id', '=', vendor.id)
        .where('transaction_id', 'in', references)
        .execute();
  const byTx = new Map(rows.map((row) => [String(row.transaction_id), mapBet(row)]));
  return part.flatMap((settlement): Omit<OpenBet, 'after'>[] => {
    const bet = byTx.get(settlement.referenceTransactionId);
    if (!bet || bet.status !== 'open' || bet.memberId !== settlement.memberId) {
      leftOut.push(settlement);
      return [];
    }
    const before = playedBet(bet, vendor.code);
    return [{ settlement, betId: bet.id, demo: bet.demo, currency: bet.currency, before }];
  });
}

/** One ledger transaction: the house (or the demo issuer) pays every member its batch total. */
async function payWins(trx: Trx, call: Call, vendor: CatalogueVendor, paid: OpenBet[], demo: boolean) {
  if (paid.length === 0) return undefined;
  const currency = paid[0]!.currency;
  const perMember = new Map<number, bigint>();
  for (const o of paid)
    perMember.set(o.settlement.memberId, (perMember.get(o.settlement.memberId) ?? 0n) + o.settlement.amount);
  const kind: MemberAccountKind = demo ? 'demo' : vendor.walletMode === 'transfer' ? `vendor:${vendor.code}` : 'main';
  const wallets = await ensureMemberAccounts(trx, call.merchantId, [...perMember.keys()], kind, currency);
  const house = await ensureSystemAccount(trx, call.merchantId, demo ? 'demo_issuer' : 'house', currency);
  const total = [...perMember.values()].reduce((a, b) => a + b, 0n);
  const posted = await postTransaction(trx, {
    merchantId: call.merchantId,
    kind: 'payout',
    idempotencyKey: `game:${vendor.id}:batch:${paid[0]!.settlement.transactionId}:${demo ? 'demo' : 'real'}`,
    legs: [
      { accountId: house.id, amount: minor(-total) },
      ...[...perMember].map(([memberId, amount]) => ({ accountId: wallets.get(memberId)!.id, amount: minor(amount) })),
    ],
    metadata: { vendor: vendor.code, round: call.round, bets: paid.length },
  });
  return posted.id;
}

/** `record` on PostgreSQL: the same rows, one array statement each. */
async function recordOnPostgres(
  trx: Trx,
  call: Call,
  vendor: CatalogueVendor,
  open: OpenBet[],
  ledgerIds: Map<number, number>,
  when: SettledAt,
): Promise<number[]> {
  if (open.length === 0) return [];
  const now = when.at;
  const { merchantId, round } = call;
  const rows = open.map(({ settlement: s, betId, after }) => ({
    betId,
    validBet: after.validBet.toString(),
    transactionId: s.transactionId,
    referenceId: s.referenceTransactionId,
    amount: s.amount.toString(),
    requestHash: winRequestHash({ ...s, round, amount: s.amount }),
    ledgerId: ledgerIds.get(betId) ?? null,
  }));
  // Bets first: the win rows' foreign keys then check the bets' settled versions.
  const settled = await onPostgres.settleBets(
    trx,
    when,
    rows.map((r) => ({ betId: r.betId, payout: r.amount, ledgerId: r.ledgerId, validBet: r.validBet })),
  );
  await onPostgres.insertWins(trx, { merchantId, vendorId: vendor.id, createdAt: now }, rows);
  return settled;
}

/** The win transactions and the bets' new state, a statement each. */
async function record(
  trx: Trx,
  call: Call,
  vendor: CatalogueVendor,
  open: OpenBet[],
  ledgerIds: Map<number, number>,
  when: SettledAt,
): Promise<number[]> {
  if (open.length === 0) return [];
  const now = when.at;
  await trx
    .insertInto('game_transactions')
    .values(
      open.map(({ settlement: s, betId }) => ({
        merchant_id: call.merchantId,
        vendor_id: vendor.id,
        transaction_id: s.transactionId,
        kind: 'win' as const,
        bet_id: betId,
        reference_id: s.referenceTransactionId,
        amount: s.amount.toString(),
        request_hash: winRequestHash({ ...s, round: call.round, amount: s.amount }),
        ledger_id: ledgerIds.get(betId) ?? null,
        created_at: now,
      })),
    )
    .execute();
  const validBets = (bets: OpenBet[]) =>
    sql<string>`cast(case id ${sql.join(
      bets.map((o) => sql`when ${o.betId} then ${o.after.validBet.toString()}`),
      sql` `,
    )} end as bigint)`;
  const settle = async (bets: OpenBet[], values: Record<string, unknown>) => {
    if (bets.length === 0) return [];
    const updated = await trx
      .updateTable('bets')
      .set({
        status: 'settled',
        settled_at: now,
        business_hour: when.businessHour,
        business_day: when.businessDay,
        valid_bet: validBets(bets),
        ...values,
      })
      .where(
        'id',
        'in',
        bets.map((o) => o.betId),
      )
      .where('status', '=', 'open')
      .returning('id')
      .execute();
    return updated.map((row) => Number(row.id));
  };
  // Losses change no amount; wins set payout and ledger link through a CASE over the wins only
  // (evaluated per updated row, so it stays short).
  const won = open.filter((o) => ledgerIds.has(o.betId));
  // Cast, or PostgreSQL types the untyped parameters as text.
  const byWin = (value: (o: OpenBet) => string | number) =>
    sql`cast(case id ${sql.join(
      won.map((o) => sql`when ${o.betId} then ${value(o)}`),
      sql` `,
    )} end as bigint)`;
  const lost = await settle(
    open.filter((o) => !ledgerIds.has(o.betId)),
    {},
  );
  return [
    ...lost,
    ...(await settle(won, {
      payout: byWin((o) => o.settlement.amount.toString()),
      last_ledger_id: byWin((o) => ledgerIds.get(o.betId)!),
    })),
  ];
}
