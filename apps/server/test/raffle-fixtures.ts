import type { RaffleInput } from '@arcadia/contracts';
import type { Db } from '../src/db/schema.ts';
import { deliverPlayEvents } from '../src/modules/play-record/play-events.ts';
import { createRaffle } from '../src/modules/raffles/raffles-admin.usecases.ts';
import { rafflesPlaySubscriber } from '../src/modules/raffles/raffles.port.ts';
import { DEFAULT_MERCHANT } from './factories/members.ts';

const HOUR = 3_600_000;

/** A raffle of brand 1 earning from an hour ago for an hour, drawn at its end, claimable for a day. */
export async function runningRaffle(db: Db, overrides: Partial<RaffleInput> = {}, now = new Date()) {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
  return createRaffle(
    db,
    DEFAULT_MERCHANT,
    {
      content: { en: { title: 'Test raffle', summary: '', rules: '' } },
      startsAt: at(-HOUR),
      endsAt: at(HOUR),
      drawAt: at(HOUR),
      claimUntil: at(25 * HOUR),
      tickets: { perTurnover: '10.00', perDeposit: null, maxPerMember: null },
      prizes: [{ kind: 'cash', count: 1, amount: '30.00' }],
      ...overrides,
    },
    'test',
    now,
  );
}

/** Hands every pending "bet settled" event to raffles. */
export const deliverToRaffles = (db: Db) => deliverPlayEvents(db, [rafflesPlaySubscriber], { waitMs: 5_000 });

export const raffleCtx = (memberId: number | null) => ({
  merchantId: DEFAULT_MERCHANT,
  memberId,
  language: 'en' as const,
});

export const AFTER_DRAW = (now = new Date()) => new Date(now.getTime() + HOUR + 60_000);
