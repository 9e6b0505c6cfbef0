import { sql, type Kysely } from 'kysely';

/**
 * A launch token belongs to the member session that launched the game (issue 23): it dies with
 * it. Tokens issued before this migration have no session to die with, so they end now; the
 * player opens the game again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('game_sessions')
    .addColumn('session_id', 'integer', (c) => c.references('sessions.id').onDelete('cascade'))
    .execute();
  await sql`update game_sessions set expires_at = ${new Date().toISOString()} where session_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_sessions').dropColumn('session_id').execute();
}
