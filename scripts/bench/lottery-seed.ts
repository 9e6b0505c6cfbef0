import type { Db } from '../../apps/server/src/db/schema.ts';
import { minor } from '../../apps/server/src/lib/money.ts';
import { insertBrandRows } from '../../apps/server/src/lib/rows.ts';
import { ensureSystemAccount, postTransaction } from '../../apps/server/src/modules/ledger/ledger.usecases.ts';
import type { PricedLine } from '../../apps/server/src/modules/lottery/engine/pricing.ts';
import { openLineRow } from '../../apps/server/src/modules/lottery/line-rows.ts';
import type { StoredIssue } from '../../apps/server/src/modules/lottery/lottery.repository.ts';

type Wallet = { memberId: number; accountId: number };
type Seed = {
  merchantId: number;
  vendorId: number;
  issue: StoredIssue;
  lines: { wallet: Wallet; line: PricedLine }[];
};

const CHUNK = 500;

/**
 * Writes a benchmark's open lines in bulk with what placing them would have left behind: each
 * member funded and charged its total stake in one ledger posting each (keys `bench-fund:` and
 * `game:` so the bets record reconciles with the ledger), a bets row and a bet transaction per
 * line. Placing 100,000 lines one by one would take minutes; settlement is what is measured.
 */
export async function seedStakedLines(db: Db, seed: Seed): Promise<void> {
  const { merchantId, vendorId, issue } = seed;
  const house = await ensureSystemAccount(db, merchantId, 'house', 'USD');
  const stakeLedger = new Map<number, number>();
  const totals = new Map<number, { wallet: Wallet; total: bigint }>();
  for (const { wallet, line } of seed.lines) {
    const entry = totals.get(wallet.memberId) ?? { wallet, total: 0n };
    entry.total += line.cost;
    totals.set(wallet.memberId, entry);
  }
  for (const { wallet, total } of totals.values()) {
    const legs = (from: number, to: number) => [
      { accountId: from, amount: minor(-total) },
      { accountId: to, amount: minor(total) },
    ];
    const key = `${issue.id}:${wallet.memberId}`;
    await postTransaction(db, {
      merchantId,
      kind: 'adjustment',
      idempotencyKey: `bench-fund:${key}`,
      legs: legs(house.id, wallet.accountId),
    });
    const staked = await postTransaction(db, {
      merchantId,
      kind: 'bet',
      idempotencyKey: `game:${vendorId}:bench-stakes:${key}`,
      legs: legs(wallet.accountId, house.id),
    });
    stakeLedger.set(wallet.memberId, staked.id);
  }
  const now = new Date().toISOString();
  const round = `${issue.gameCode}:${issue.numero}`;
  for (let i = 0; i < seed.lines.length; i += CHUNK) {
    const part = seed.lines.slice(i, i + CHUNK);
    const ids = await db
      .insertInto('lottery_lines')
      .values(
        part.map(({ wallet, line }) =>
          openLineRow(
            {
              merchantId,
              memberId: wallet.memberId,
              issueId: issue.id,
              slip: `bench-${i}`,
              chaseId: null,
              prizeMode: 'Lott',
              createdAt: now,
            },
            line,
          ),
        ),
      )
      .returning('id')
      .execute();
    const rows = part.map(({ wallet, line }, j) => ({
      wallet,
      line,
      tx: `lot:${Number(ids[j]!.id)}`,
      ledgerId: stakeLedger.get(wallet.memberId)!,
    }));
    const bets = await db
      .insertInto('bets')
      .values(
        rows.map((r) => ({
          merchant_id: merchantId,
          member_id: r.wallet.memberId,
          vendor_id: vendorId,
          game_id: null,
          category: 'LOTT',
          round,
          transaction_id: r.tx,
          currency: 'USD',
          stake: r.line.cost.toString(),
          status: 'open',
          demo: 0,
          placed_at: now,
          settled_at: null,
          bet_ledger_id: r.ledgerId,
          last_ledger_id: r.ledgerId,
        })),
      )
      .returning('id')
      .execute();
    await insertBrandRows(db, 'game_transactions', merchantId, rows, (r, j) => ({
      vendor_id: vendorId,
      transaction_id: r.tx,
      kind: 'bet' as const,
      bet_id: Number(bets[j]!.id),
      reference_id: null,
      amount: r.line.cost.toString(),
      request_hash: 'bench',
      ledger_id: r.ledgerId,
      created_at: now,
    }));
  }
}
