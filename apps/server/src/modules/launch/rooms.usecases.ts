import { formatMinor } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { cataloguePort } from '../catalogue/catalogue.port.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';

/** Stake levels of a card room: the game's minimum bet times the factor; entry needs 20 stakes. */
const LEVELS = [
  { id: 'novice', name: 'Novice', factor: 1n },
  { id: 'regular', name: 'Regular', factor: 5n },
  { id: 'high', name: 'High Roller', factor: 20n },
  { id: 'vip', name: 'VIP', factor: 100n },
] as const;
const ENTRY_STAKES = 20n;
const ONLINE_MINUTES = 15;

const roomIdOf = (gameCode: string, level: string) => `${gameCode}:${level}`;

/** Whether a room id from the client is one of this game's rooms (a launch never enters another game's room). */
export function isRoomOf(game: { gameCode: string }, roomId: string): boolean {
  return LEVELS.some((level) => roomIdOf(game.gameCode, level.id) === roomId);
}

/**
 * GLS2_roomList: the rooms of a game by stake level. `online` is real: the members who launched
 * this game in the last 15 minutes, spread over the rooms (most at the lowest level).
 */
export async function roomList(db: DbOrTrx, merchant: { id: number; places: number }, nodeId: number) {
  const merchantId = merchant.id;
  const game = await cataloguePort.findGame(db, merchantId, nodeId);
  if (!game || !game.enabled || !game.vendorEnabled) throw gamesErrors.notFound();
  const since = new Date(Date.now() - ONLINE_MINUTES * 60_000).toISOString();
  const row = await db
    .selectFrom('game_recent')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('game_id', '=', game.id)
    .where('last_played', '>=', since)
    .executeTakeFirst();
  let left = Number(row?.n ?? 0);
  // Without a catalogue minimum, one whole unit of the brand's currency (1.00 USD, 1 VND).
  const minBet = game.minBet > 0n ? game.minBet : 10n ** BigInt(merchant.places);
  const list = LEVELS.map((level, index) => {
    // Half of those still unplaced sit at each level; the last level takes the rest.
    const online = index === LEVELS.length - 1 ? left : Math.ceil(left / 2);
    left -= online;
    const stake = minBet * level.factor;
    return {
      roomId: roomIdOf(game.gameCode, level.id),
      name: level.name,
      minBet: formatMinor(stake, merchant.places),
      minBalance: formatMinor(stake * ENTRY_STAKES, merchant.places),
      online,
    };
  });
  return { list };
}
