import { sql } from 'kysely';
import type { Trx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import type { PlayEvent, PlayEventSubscriber } from '../play-record/play-events.ts';

/**
 * THE REAL-TIME SALARY'S BETS: a subscriber of the play record's "bet settled" events keeps each
 * settled bet (and, for a correction or a rollback, its earlier state with sign −1) unclaimed;
 * each 5-minute window then claims every unclaimed bet settled before the window's end. Delivery
 * and a window's claim lock the same cursor row, so a bet is kept either before a window claims
 * (and that window takes it) or after (and the next one does): a bet whose settlement committed
 * after its window was settled counts in the next window — never twice (each row is claimed
 * once), never lost (the cursor moves only with the rows written).
 */
export const REALTIME_SUBSCRIBER = 'agent-contracts.realtime-salary';

const big = (v: string) => BigInt(v);

/** Per delivery batch (its transaction): whether each brand has a real-time salary contract at all. */
const brandsOfBatch = new WeakMap<Trx, Map<number, boolean>>();

/** Brands without a real-time contract keep nothing: bets settled before a contract never count for it. */
async function brandPaysRealTime(trx: Trx, merchantId: number): Promise<boolean> {
  const known = brandsOfBatch.get(trx) ?? new Map<number, boolean>();
  brandsOfBatch.set(trx, known);
  if (!known.has(merchantId)) {
    const row = await trx
      .selectFrom('agent_contracts')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', 'realtime_salary')
      .where('state', '=', 'accepted')
      .limit(1)
      .executeTakeFirst();
    known.set(merchantId, row !== undefined);
  }
  return known.get(merchantId)!;
}

async function keepBet(trx: Trx, event: PlayEvent): Promise<void> {
  if (!(await brandPaysRealTime(trx, event.merchantId))) return;
  const { payload } = event;
  const now = { stake: big(payload.stake), validBet: big(payload.validBet), payout: big(payload.payout) };
  const before = {
    stake: now.stake - big(payload.change.stake),
    validBet: now.validBet - big(payload.change.validBet),
    payout: now.payout - big(payload.change.payout),
  };
  const rows = [
    ...(before.stake > 0n ? [{ sign: -1, ...before }] : []),
    ...(event.kind !== 'rolled_back' && now.stake > 0n ? [{ sign: 1, ...now }] : []),
  ];
  if (rows.length === 0) return;
  await trx
    .insertInto('contract_realtime_bets')
    .values(
      rows.map((r) => ({
        event_id: event.id,
        merchant_id: event.merchantId,
        member_id: event.memberId,
        bet_id: event.betId,
        settled_at: event.createdAt,
        stake: r.stake.toString(),
        valid_bet: r.validBet.toString(),
        payout: r.payout.toString(),
        sign: r.sign,
      })),
    )
    .onConflict((oc) => oc.columns(['event_id', 'sign']).doNothing())
    .execute();
}

export const realtimeSalarySubscriber: PlayEventSubscriber = { name: REALTIME_SUBSCRIBER, handle: keepBet };

/**
 * A window claims the unclaimed bets settled before its end, holding the subscriber's cursor row
 * (as delivery does for its batch) so no delivery is half-written meanwhile.
 */
export async function claimWindow(trx: Trx, merchantId: number, windowKey: string, end: Date): Promise<number> {
  await trx
    .insertInto('play_event_cursors')
    .values({ subscriber: REALTIME_SUBSCRIBER, last_id: 0, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('subscriber').doNothing())
    .execute();
  if (isPostgres(trx))
    await sql`select last_id from play_event_cursors where subscriber = ${REALTIME_SUBSCRIBER} for update`.execute(trx);
  const claimed = await trx
    .updateTable('contract_realtime_bets')
    .set({ window_key: windowKey })
    .where('merchant_id', '=', merchantId)
    .where('window_key', 'is', null)
    .where('settled_at', '<', end.toISOString())
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows);
}
