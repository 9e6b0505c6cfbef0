import { CompiledQuery } from 'kysely';
import type { Trx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import type { Leg } from './ledger.model.ts';
import { LegMismatchError, type NewTransaction, type WrittenPosting } from './ledger-posting.types.ts';

/**
 * SQLite posting: three statements (the transaction row, every balance in one UPDATE … RETURNING,
 * every entry in one INSERT), written as fixed SQL text rather than with the query builder.
 * Building and compiling the queries was most of a transfer's CPU; the text is the same for a given
 * number of legs, so db/database.ts reuses one prepared better-sqlite3 statement per text. They run
 * through `trx.executeQuery`, on the caller's transaction connection like every other query.
 */
const SAVEPOINT = CompiledQuery.raw('savepoint ledger_post');
const RELEASE = CompiledQuery.raw('release ledger_post');
const ROLLBACK_TO = CompiledQuery.raw('rollback to ledger_post');

const INSERT_TRANSACTION =
  'insert into ledger_transactions (merchant_id, idempotency_key, kind, request_hash, metadata, reverses_id, created_at)' +
  ' values (?, ?, ?, ?, ?, ?, ?) on conflict (merchant_id, idempotency_key) do nothing returning id';

type Texts = { update: string; entries: string };
const textsByLegCount = new Map<number, Texts>();

function textsFor(legCount: number): Texts {
  let texts = textsByLegCount.get(legCount);
  if (!texts) {
    const marks = Array.from({ length: legCount }, () => '?').join(', ');
    texts = {
      // The CHECK constraint refuses a member balance below zero for the statement as a whole.
      update:
        `update ledger_accounts set balance = balance + case id ${'when ? then ? '.repeat(legCount)}end` +
        ` where id in (${marks}) and merchant_id = ? returning id, balance, member_id, currency, is_demo`,
      entries:
        'insert into ledger_entries (transaction_id, account_id, amount, balance_after, created_at) values ' +
        Array.from({ length: legCount }, () => '(?, ?, ?, ?, ?)').join(', '),
    };
    textsByLegCount.set(legCount, texts);
  }
  return texts;
}

type AccountRow = { id: number; balance: number | bigint; member_id: number | null; currency: string; is_demo: number };

/**
 * Inside a savepoint, so a refused leg rolls the posting back even when the caller catches the
 * error and carries on with its transaction. `ownUnit`: the unit of work was opened for this
 * posting alone and already runs in its own savepoint (db/group-commit.ts), so a second one would
 * only cost two statements.
 */
export async function writeSqlite(
  trx: Trx,
  tx: NewTransaction,
  legs: Leg[],
  ownUnit: boolean,
): Promise<WrittenPosting | undefined> {
  if (ownUnit) return writeSteps(trx, tx, legs);
  await trx.executeQuery(SAVEPOINT);
  try {
    const written = await writeSteps(trx, tx, legs);
    await trx.executeQuery(RELEASE);
    return written;
  } catch (error) {
    await trx.executeQuery(ROLLBACK_TO);
    await trx.executeQuery(RELEASE);
    throw error;
  }
}

async function writeSteps(trx: Trx, tx: NewTransaction, legs: Leg[]): Promise<WrittenPosting | undefined> {
  const { rows: inserted } = await trx.executeQuery<{ id: number }>(
    CompiledQuery.raw(INSERT_TRANSACTION, [
      tx.merchantId,
      tx.idempotencyKey,
      tx.kind,
      tx.requestHash,
      tx.metadata,
      tx.reversesId,
      tx.createdAt,
    ]),
  );
  const transactionId = inserted[0]?.id;
  if (transactionId === undefined) return undefined;

  const texts = textsFor(legs.length);
  const updateParams: unknown[] = [];
  for (const leg of legs) updateParams.push(leg.accountId, leg.amount);
  for (const leg of legs) updateParams.push(leg.accountId);
  updateParams.push(tx.merchantId);
  const { rows } = await trx.executeQuery<AccountRow>(CompiledQuery.raw(texts.update, updateParams));
  // A leg whose account is unknown or of another brand updates no row; RETURNING order is not the
  // legs' order, so rows are matched by id.
  if (rows.length !== legs.length) throw new LegMismatchError();
  const first = rows[0]!;
  if (rows.some((r) => r.currency !== first.currency || r.is_demo !== first.is_demo)) throw new LegMismatchError();
  const byId = new Map(rows.map((r) => [r.id, r]));

  const entries: WrittenPosting['entries'] = [];
  const entryParams: unknown[] = [];
  for (const leg of legs) {
    const row = byId.get(leg.accountId)!;
    const balanceAfter = toMinor(row.balance);
    entries.push({ accountId: leg.accountId, amount: leg.amount, balanceAfter, memberId: row.member_id });
    entryParams.push(transactionId, leg.accountId, leg.amount, balanceAfter, tx.createdAt);
  }
  await trx.executeQuery(CompiledQuery.raw(texts.entries, entryParams));
  return { transactionId, entries };
}
