import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPostgres, openSqlite, type DbHandle } from '../../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../../../apps/server/src/db/seed/seed.ts';
import { minor } from '../../../apps/server/src/lib/money.ts';
import {
  ensureMemberAccount,
  ensureSystemAccount,
  postTransaction,
} from '../../../apps/server/src/modules/ledger/ledger.usecases.ts';
import { addPayoutAccount } from '../../../apps/server/src/modules/withdrawals/payout-accounts.ts';
import { createSignedInMember } from '../../../apps/server/test/factories/members.ts';

export const PAYMENT_PASSWORD = '246810';

/** Where one run keeps its data: a SQLite file in a temporary directory, or a throwaway PostgreSQL schema. */
export type CrashDb = {
  kind: 'sqlite' | 'postgres';
  /** Environment that points the server and the admin CLI at this database. */
  env: Record<string, string>;
  open: () => DbHandle;
  drop: () => Promise<void>;
};

export async function createCrashDb(kind: 'sqlite' | 'postgres', postgresUrl: string | null): Promise<CrashDb> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-crash-'));
  if (kind === 'sqlite') {
    return {
      kind,
      env: { DATA_DIR: dataDir },
      open: () => openSqlite(path.join(dataDir, 'arcadia.db')),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error('no PostgreSQL: set DATABASE_URL or run one on 127.0.0.1:5432');
  const schema = `crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  // Every connection of the server and the CLI lands in the run's schema.
  const url = `${postgresUrl}${postgresUrl.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`;
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    open: () => openPostgres(postgresUrl, { schema, max: 4 }),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      await dropper.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Player = { id: number; token: string; payoutAccountId: number };

/** Migrated, seeded, and `count` members with money, a payment password and a payout account. */
export async function preparePlayers(database: DbHandle, count: number, cents: bigint): Promise<Player[]> {
  const db = database.db;
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const house = await ensureSystemAccount(db, 1, 'house', 'USD');
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const { member, token } = await createSignedInMember(db, { paymentPassword: PAYMENT_PASSWORD });
    const main = await ensureMemberAccount(db, 1, member.id, 'main', 'USD');
    await postTransaction(db, {
      merchantId: 1,
      kind: 'adjustment',
      idempotencyKey: `crash-fund:${randomUUID()}`,
      legs: [
        { accountId: house.id, amount: minor(-cents) },
        { accountId: main.id, amount: minor(cents) },
      ],
    });
    const payout = await addPayoutAccount(db, member, {
      type: 'bank',
      holderName: 'Crash Tester',
      providerName: 'Test Bank',
      accountNumber: String(70_000_000 + i),
    });
    players.push({ id: member.id, token, payoutAccountId: payout.id });
  }
  return players;
}
