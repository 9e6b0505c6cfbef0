import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { precompiled, type Slots } from '../../db/precompiled.ts';
import type { GameSessionsTable } from './launch.tables.ts';

/** A launch token's session by the token's hash: read by every wallet call of a launched game. */
const byTokenHash = precompiled((db, $: Slots<{ tokenHash: string }>) =>
  db
    .selectFrom('game_sessions')
    .select(['merchant_id', 'member_id', 'game_id', 'currency', 'demo', 'created_at', 'expires_at', 'session_id'])
    .where('token_hash', '=', $('tokenHash')),
);

export const gameSessionsRepository = {
  async insert(db: DbOrTrx, row: Insertable<GameSessionsTable>): Promise<void> {
    await db.insertInto('game_sessions').values(row).execute();
  },

  byTokenHash(db: DbOrTrx, tokenHash: string) {
    return byTokenHash.first(db, { tokenHash });
  },
};
