import type { DbOrTrx } from '../../db/schema.ts';
import type { MoneyDelta } from './play-record.repository.ts';

/**
 * What other modules keep in step with the money roll-up (member_day_money): each listener gets
 * every movement in the movement's own transaction, right after the roll-up has it. Money has no
 * event log to deliver later (it is rare beside bets, and written where it happens), so a
 * listener writes there too. The agent centre's team member periods listen (issue 26).
 */
export type MoneyMovementListener = { name: string; moved: (db: DbOrTrx, movement: MoneyDelta) => Promise<void> };

export const MONEY_MOVEMENT_LISTENERS: MoneyMovementListener[] = [];

export async function tellMoneyListeners(db: DbOrTrx, movement: MoneyDelta): Promise<void> {
  for (const listener of MONEY_MOVEMENT_LISTENERS) await listener.moved(db, movement);
}
