import type { Db } from '../src/db/schema.ts';
import { minor } from '../src/lib/money.ts';
import type { ContractTerms, Tier } from '../src/modules/agent-contracts/contract-terms.model.ts';
import { contractSettingsRepository } from '../src/modules/agent-contracts/contract-settings.repository.ts';
import { answerOffer, offerContract } from '../src/modules/agent-contracts/offers.usecases.ts';
import { settlementPeriodOf } from '../src/modules/agent-contracts/settlement-periods.ts';
import type { ContractSettings, SettlementPeriodKind } from '../src/modules/agent-contracts/settlement.model.ts';
import type { Member } from '../src/modules/members/member.model.ts';
import { createMember, DEFAULT_MERCHANT } from './factories/members.ts';

/**
 * Agent contracts for settlement tests: trees of agents with accepted contracts, and their team's
 * play written straight into the play record's roll-ups (the settlement reads roll-ups only).
 */
export const ACCEPTED_AT = new Date('2026-01-01T00:00:00Z');

export const tiered = (kind: 'dividend' | 'daily_salary' | 'hourly_salary', tiers: Tier[]): ContractTerms => ({
  kind,
  tiers,
});
export const flat = (kind: 'dividend' | 'daily_salary' | 'hourly_salary', rateBp: number) => tiered(kind, [{ rateBp }]);

/** Offers `agent` the terms (from its upline, or the brand at the top) and accepts them. */
export async function contractFor(
  db: Db,
  agent: Member,
  offeredBy: Member | null,
  terms: ContractTerms,
  period = 'day',
  at = ACCEPTED_AT,
) {
  const offer = await offerContract(db, {
    merchantId: DEFAULT_MERCHANT,
    offeredBy,
    agentId: agent.id,
    terms,
    period,
    now: at,
  });
  return answerOffer(db, { agent, contractId: offer.id, action: 'accept', confirm: true, now: at });
}

/** A → B → C (levels 1, 2, 41), each with a contract of `kind` at these rates, and a member under each. */
export async function threeLevels(
  db: Db,
  kind: 'dividend' | 'daily_salary' | 'hourly_salary',
  rates: [number, number, number],
) {
  const a = await createMember(db, { isAgent: 1 });
  const b = await createMember(db, { isAgent: 2, uplineId: a.id });
  const c = await createMember(db, { isAgent: 41, uplineId: b.id });
  await contractFor(db, a, null, flat(kind, rates[0]));
  await contractFor(db, b, a, flat(kind, rates[1]));
  await contractFor(db, c, b, flat(kind, rates[2]));
  const memberOf = async (agent: Member) => createMember(db, { uplineId: agent.id });
  return { a, b, c, ofA: await memberOf(a), ofB: await memberOf(b), ofC: await memberOf(c) };
}

/** A member's play on a business day (or hour: yyyy-MM-ddTHH) in the roll-ups; the member lost stake − payout. */
export async function played(
  db: Db,
  member: Member,
  when: string,
  figures: { stake: bigint; payout?: bigint; validBet?: bigint; deposits?: bigint },
) {
  const payout = figures.payout ?? 0n;
  const validBet = figures.validBet ?? figures.stake;
  const common = {
    merchant_id: DEFAULT_MERCHANT,
    member_id: member.id,
    category: 'slot',
    bets: 1,
    stake: figures.stake.toString(),
    valid_bet: validBet.toString(),
    payout: payout.toString(),
    win_loss: (payout - figures.stake).toString(),
  };
  if (when.includes('T'))
    await db
      .insertInto('member_hour_play')
      .values({ ...common, hour: when })
      .execute();
  else if (figures.stake > 0n)
    await db
      .insertInto('member_day_play')
      .values({ ...common, day: when })
      .execute();
  if (figures.deposits)
    await db
      .insertInto('member_day_money')
      .values({
        merchant_id: DEFAULT_MERCHANT,
        member_id: member.id,
        day: when,
        deposits: figures.deposits.toString(),
        deposit_count: 1,
        withdrawals: '0',
        withdrawal_count: 0,
        bonuses: '0',
      })
      .execute();
}

/** The brand period (UTC in the seed) of a kind containing `at`. */
export const periodAt = (kind: SettlementPeriodKind, at: string) => settlementPeriodOf(kind, new Date(at), 'UTC');

export const amounts = (
  lines: { agentId: number; amount: bigint; toDownlines: bigint; kept: bigint }[],
  ids: number[],
) =>
  ids.map((id) => {
    const line = lines.find((l) => l.agentId === id)!;
    return [line.amount, line.toDownlines, line.kept].map(Number);
  });

export const m = minor;

/** Runs `body` under these brand settlement settings, then puts the defaults back (neither carry nor auto-approval). */
export async function withSettings(db: Db, settings: Partial<ContractSettings>, body: () => Promise<void>) {
  const at = new Date().toISOString();
  await contractSettingsRepository.saveSettings(
    db,
    DEFAULT_MERCHANT,
    { negativeCarry: false, autoApprove: false, ...settings },
    at,
  );
  try {
    await body();
  } finally {
    await contractSettingsRepository.saveSettings(
      db,
      DEFAULT_MERCHANT,
      { negativeCarry: false, autoApprove: false },
      at,
    );
  }
}
