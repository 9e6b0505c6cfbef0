import type { Trx } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import type { Label, Member } from '../members/member.model.ts';
import { isTrial } from '../members/member.model.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { DepositCreditedListener } from '../payments/deposit-events.port.ts';
import type { PlayEvent, PlayEventSubscriber } from '../play-record/play-events.port.ts';
import { addBetGrowthBatch } from './bet-growth.usecases.ts';
import { addGrowth } from './vip-growth.usecases.ts';
import { ladderOf } from './vip-ladder.ts';
import { levelForGrowth } from './vip.model.ts';
import { vipRepository } from './vip.repository.ts';

/**
 * Where growth comes from and where the level shows. Valid bets: the play record's "bet settled"
 * events, each counted once by its event id (a correction or a rollback is an event of its own
 * whose change of valid bet may be negative); the figure is the one stored on the bet, never
 * recomputed. Deposits: the credit's own transaction, once per deposit.
 */
export const VIP_SUBSCRIBER = 'vip.growth';

/** One settled, corrected or rolled-back bet: its change of valid bet grows the member, once per event. */
export async function addBetGrowth(trx: Trx, event: PlayEvent, now = new Date()): Promise<void> {
  const change = BigInt(event.payload.change.validBet);
  if (change === 0n) return;
  await addGrowth(
    trx,
    {
      merchantId: event.merchantId,
      memberId: event.memberId,
      kind: 'bet',
      source: `bet-event:${event.id}`,
      base: minor(change),
      at: event.createdAt,
    },
    now,
  );
}

export const vipBetSubscriber: PlayEventSubscriber = {
  name: VIP_SUBSCRIBER,
  handle: (trx, event) => addBetGrowth(trx, event),
  handleBatch: (trx, events) => addBetGrowthBatch(trx, events),
};

export const vipDepositListener: DepositCreditedListener = {
  name: 'vip.growth',
  credited: (trx, deposit) =>
    addGrowth(trx, {
      merchantId: deposit.merchantId,
      memberId: deposit.memberId,
      kind: 'deposit',
      source: `deposit:${deposit.id}`,
      base: deposit.amount,
      at: deposit.creditedAt,
    }),
};

/**
 * Member info's clubLabel from the member's level. A member the ladder has not met yet shows the
 * label an operator gave them, else the entry level; trial accounts and brands without a ladder
 * keep what their row names.
 */
export async function clubLabelFromLevel(
  db: DbOrTrx,
  member: Pick<Member, 'id' | 'merchantId' | 'clubLabelId' | 'isAgent'>,
): Promise<Label | null | undefined> {
  if (isTrial(member)) return undefined;
  const { levels } = await ladderOf(db, member.merchantId);
  if (levels.length === 0) return undefined;
  const row = await vipRepository.member(db, member.id);
  if (!row && member.clubLabelId !== null) return undefined;
  const level = row ? levels.find((l) => l.id === row.levelId) : levelForGrowth(levels, 0n);
  if (!level) return null;
  return {
    labelName: level.name,
    labelNames: level.names,
    color: level.color,
    color2: level.color2,
    rankLevel: level.rankLevel,
    kind: 'club',
  };
}
