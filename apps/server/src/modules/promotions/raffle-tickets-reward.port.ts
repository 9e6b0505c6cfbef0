import type { DbOrTrx, Trx } from '../../db/schema.ts';

/*
 * The "raffle tickets" reward pays into a raffle, whose rows the raffles module owns; and a raffle
 * is a kind of promotion, so raffles reads promotions. Promotions therefore declares here what it
 * needs of a raffle, and the raffles module provides it when it starts (registerRaffleHooks: the
 * server, the CLI and the tests that use the reward), as the reward centre's sources register.
 */

/** An open raffle's id and its promotion's titles per language. */
export type OpenRaffle = { id: number; activityId: number; titles: Record<string, string> };

export type TicketGrant = {
  merchantId: number;
  raffleId: number;
  memberId: number;
  tickets: number;
  /** Once per key and raffle: a repeat grants nothing. */
  sourceKey: string;
  at: string;
};

export type RaffleTickets = {
  /** The raffle when it is this brand's and open (not drawn); null otherwise. */
  openRaffle(db: DbOrTrx, merchantId: number, raffleId: number): Promise<OpenRaffle | null>;
  /** Several at once (a list of promotions), by raffle id: those of this brand that are open. */
  openRaffles(db: DbOrTrx, merchantId: number, raffleIds: number[]): Promise<Map<number, OpenRaffle>>;
  /**
   * Issues the tickets inside the caller's transaction: the new ticket numbers, [] when this key
   * was granted already, or null when the raffle is not open.
   */
  grantRaffleTickets(trx: Trx, grant: TicketGrant): Promise<number[] | null>;
};

let provided: RaffleTickets | null = null;

export function provideRaffleTickets(raffleTickets: RaffleTickets): void {
  provided = raffleTickets;
}

export function raffleTickets(): RaffleTickets {
  if (!provided) throw new Error('raffle tickets are not provided: the raffles module has not started');
  return provided;
}
