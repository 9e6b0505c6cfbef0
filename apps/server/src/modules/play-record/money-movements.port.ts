/** The money roll-up's movements as other modules follow them (money-movements.ts). */
export { MONEY_MOVEMENT_LISTENERS, type MoneyMovementListener } from './money-movements.ts';
export type { MoneyDelta } from './play-record.repository.ts';
