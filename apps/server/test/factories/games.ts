import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/schema.ts';
import { auth } from '../wallet-fixtures.ts';

/** A seeded game's catalogue id (the lobby's nodeId), by its code. */
export async function gameIdOf(db: Db, code: string): Promise<number> {
  return Number((await db.selectFrom('games').select('id').where('game_code', '=', code).executeTakeFirstOrThrow()).id);
}

/** POST /wps/game/launchGame as the signed-in member with this token. */
export const launchGame = (app: App, token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/wps/game/launchGame', headers: auth(token), payload });
