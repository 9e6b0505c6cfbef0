import { randomBytes } from 'node:crypto';
import type { DbOrTrx } from '../db/schema.ts';

const cache = new WeakMap<object, Map<string, string>>();

/**
 * A random per-install secret (base64url, 32 bytes) stored under `name` in server_secrets: made on
 * first use and kept, so every instance and every restart agree. A race between two instances is
 * settled by the primary key (the loser re-reads the winner's value).
 */
export async function installSecret(db: DbOrTrx, name: string): Promise<string> {
  const known = cache.get(db)?.get(name);
  if (known) return known;
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  if (!cache.has(db)) cache.set(db, new Map());
  cache.get(db)!.set(name, row.value);
  return row.value;
}
