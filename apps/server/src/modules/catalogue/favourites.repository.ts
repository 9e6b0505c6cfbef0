import type { DbOrTrx } from '../../db/schema.ts';

/** A member's favourite games and recently launched games. */
export const favouritesRepository = {
  async ids(db: DbOrTrx, memberId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('game_favourites')
      .select('game_id')
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((r) => Number(r.game_id));
  },

  async add(db: DbOrTrx, memberId: number, gameId: number): Promise<void> {
    await db
      .insertInto('game_favourites')
      .values({ member_id: memberId, game_id: gameId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute();
  },

  async remove(db: DbOrTrx, memberId: number, gameId: number): Promise<void> {
    await db.deleteFrom('game_favourites').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
  },

  async touchRecent(db: DbOrTrx, memberId: number, gameId: number, at: string): Promise<void> {
    await db
      .insertInto('game_recent')
      .values({ member_id: memberId, game_id: gameId, last_played: at, plays: 1 })
      .onConflict((oc) =>
        oc.columns(['member_id', 'game_id']).doUpdateSet((eb) => ({
          last_played: at,
          plays: eb(eb.ref('game_recent.plays'), '+', 1),
        })),
      )
      .execute();
  },

  /** Most recent first. */
  async recent(db: DbOrTrx, memberId: number): Promise<{ gameId: number; lastPlayed: string }[]> {
    const rows = await db
      .selectFrom('game_recent')
      .select(['game_id', 'last_played'])
      .where('member_id', '=', memberId)
      .orderBy('last_played', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => ({ gameId: Number(r.game_id), lastPlayed: r.last_played }));
  },
};
