import { sql, type Kysely } from 'kysely';

/**
 * How far the loss job has judged each "loss in a period" activity: the end of the last period a
 * whole pass judged. A pass judges every closed period after it (and, for settlements that came
 * late, the last three days again), so a server stopped for longer than those three days still
 * pays the periods it missed. Activities running already start from three days back, the window
 * their passes kept judging until now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promo_activities').addColumn('loss_judged_through', 'varchar(40)').execute();
  const threeDaysBack = new Date(Date.now() - 3 * 86_400_000).toISOString();
  await sql`update promo_activities set loss_judged_through = ${threeDaysBack} where trigger_kind = 'loss'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promo_activities').dropColumn('loss_judged_through').execute();
}
