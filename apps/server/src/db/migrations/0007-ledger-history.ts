import { sql, type Kysely } from 'kysely';
import { createIndexes, isPostgres } from './helpers.ts';

/**
 * Ledger history outlives members: no ON DELETE CASCADE from members to accounts or from accounts
 * to entries (a member is closed, never erased with their money trail). A transaction may be
 * reversed in several parts, so reverses_id is no longer unique.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table ledger_accounts drop constraint ledger_accounts_member_id_fkey,
      add constraint ledger_accounts_member_id_fkey foreign key (member_id) references members (id)`.execute(db);
    await sql`alter table ledger_entries drop constraint ledger_entries_account_id_fkey,
      add constraint ledger_entries_account_id_fkey foreign key (account_id) references ledger_accounts (id)`.execute(
      db,
    );
  } else {
    await withoutForeignKeys(db, async () => {
      await rebuildWithoutCascade(db, 'ledger_accounts');
      await rebuildWithoutCascade(db, 'ledger_entries');
    });
  }
  await db.schema.dropIndex('ledger_transactions_reverses').execute();
  await createIndexes(db, 'ledger_transactions', { ledger_transactions_reverses: '(reverses_id)' });
}

/** SQLite cannot alter a foreign key: the table is rebuilt from its own definition (its 12-step recipe). */
async function rebuildWithoutCascade(db: Kysely<unknown>, table: string): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db);
  const definition = rows.find((r) => r.type === 'table')!.sql;
  const rebuilt = definition
    .replace(/\s+on delete cascade/gi, '')
    .replace(/^create table\s+"?[\w]+"?/i, `create table "${table}_rebuilt"`);
  await sql.raw(rebuilt).execute(db);
  await sql.raw(`insert into "${table}_rebuilt" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(db);
  for (const index of rows.filter((r) => r.type === 'index')) await sql.raw(index.sql).execute(db);
}

async function withoutForeignKeys(db: Kysely<unknown>, work: () => Promise<void>): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await work();
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('foreign key check failed after rebuilding ledger tables');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_transactions_reverses').execute();
  await createIndexes(db, 'ledger_transactions', { ledger_transactions_reverses: 'unique (reverses_id)' });
}
