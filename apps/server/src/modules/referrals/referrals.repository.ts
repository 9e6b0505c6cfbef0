import { sql } from 'kysely';
import type { ReferralHoldReason, ReferralMilestone, ReferralRewardState } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { minor, toMinor, type Minor } from '../../lib/money.ts';
import type { ReferralLink, ReferralProgramme, ReferralReward } from './referrals.model.ts';

const mapReward = (r: {
  id: number | string;
  merchant_id: number;
  referrer_id: number;
  referred_id: number;
  milestone: string;
  amount: unknown;
  state: string;
  hold_reasons: string | null;
  created_at: string;
}): ReferralReward => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  referrerId: Number(r.referrer_id),
  referredId: Number(r.referred_id),
  milestone: r.milestone as ReferralMilestone,
  amount: toMinor(r.amount),
  state: r.state as ReferralRewardState,
  reasons: r.hold_reasons ? (r.hold_reasons.split(',') as ReferralHoldReason[]) : [],
  createdAt: r.created_at,
});

const REWARD_COLUMNS = [
  'id',
  'merchant_id',
  'referrer_id',
  'referred_id',
  'milestone',
  'amount',
  'state',
  'hold_reasons',
  'created_at',
] as const;

export const referralsRepository = {
  async codeOf(db: DbOrTrx, memberId: number): Promise<string | null> {
    const row = await db
      .selectFrom('referral_codes')
      .select('code')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.code ?? null;
  },

  /** Inserts the member's code unless it has one; false when the code is another member's (try another). */
  async insertCode(db: DbOrTrx, merchantId: number, memberId: number, code: string, at: string): Promise<void> {
    await db
      .insertInto('referral_codes')
      .values({ member_id: memberId, merchant_id: merchantId, code, created_at: at })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
  },

  async ownerOfCode(db: DbOrTrx, merchantId: number, code: string): Promise<number | null> {
    const row = await db
      .selectFrom('referral_codes')
      .select('member_id')
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .executeTakeFirst();
    return row ? Number(row.member_id) : null;
  },

  async programme(db: DbOrTrx, merchantId: number): Promise<ReferralProgramme | null> {
    const row = await db
      .selectFrom('referral_settings')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      merchantId,
      registerReward: toMinor(row.register_reward),
      depositMin: toMinor(row.deposit_min),
      depositReward: toMinor(row.deposit_reward),
      turnoverMin: toMinor(row.turnover_min),
      turnoverReward: toMinor(row.turnover_reward),
    };
  },

  async saveProgramme(db: DbOrTrx, p: ReferralProgramme, at: string): Promise<void> {
    const values = {
      register_reward: p.registerReward.toString(),
      deposit_min: p.depositMin.toString(),
      deposit_reward: p.depositReward.toString(),
      turnover_min: p.turnoverMin.toString(),
      turnover_reward: p.turnoverReward.toString(),
      updated_at: at,
    };
    await db
      .insertInto('referral_settings')
      .values({ merchant_id: p.merchantId, ...values })
      .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
      .execute();
  },

  /** The one link of a referred member: true when this call made it. */
  async insertLink(
    db: DbOrTrx,
    link: {
      referredId: number;
      merchantId: number;
      referrerId: number;
      registerIp: string | null;
      registerDevice: string | null;
      at: string;
    },
  ): Promise<boolean> {
    const result = await db
      .insertInto('referral_links')
      .values({
        referred_id: link.referredId,
        merchant_id: link.merchantId,
        referrer_id: link.referrerId,
        register_ip: link.registerIp,
        register_device: link.registerDevice,
        created_at: link.at,
      })
      .onConflict((oc) => oc.column('referred_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  },

  async linkOf(db: DbOrTrx, referredId: number): Promise<ReferralLink | null> {
    const row = await db
      .selectFrom('referral_links')
      .selectAll()
      .where('referred_id', '=', referredId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      referredId: Number(row.referred_id),
      merchantId: Number(row.merchant_id),
      referrerId: Number(row.referrer_id),
      turnover: toMinor(row.turnover),
      registerIp: row.register_ip,
      registerDevice: row.register_device,
      createdAt: row.created_at,
    };
  },

  /** Adds valid bet to the link and returns the new total (one statement: no lost update). */
  async addTurnover(db: DbOrTrx, referredId: number, amount: Minor): Promise<Minor> {
    await db
      .updateTable('referral_links')
      .set({ turnover: sql`turnover + ${amount.toString()}` })
      .where('referred_id', '=', referredId)
      .execute();
    return (await this.linkOf(db, referredId))!.turnover;
  },

  /** Marks a source (a play event) as counted: false when it was already. */
  async markCounted(db: DbOrTrx, merchantId: number, sourceKey: string, at: string): Promise<boolean> {
    const result = await db
      .insertInto('referral_counted')
      .values({ merchant_id: merchantId, source_key: sourceKey, counted_at: at })
      .onConflict((oc) => oc.columns(['merchant_id', 'source_key']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  },

  /** The reward of (referred member, milestone), unless it exists: its id when this call made it. */
  async insertReward(db: DbOrTrx, r: Omit<ReferralReward, 'id'>): Promise<number | null> {
    const result = await db
      .insertInto('referral_rewards')
      .values({
        merchant_id: r.merchantId,
        referrer_id: r.referrerId,
        referred_id: r.referredId,
        milestone: r.milestone,
        amount: r.amount.toString(),
        state: r.state,
        hold_reasons: r.reasons.length > 0 ? r.reasons.join(',') : null,
        created_at: r.createdAt,
        reviewed_by: null,
        reviewed_at: null,
        paid_at: r.state === 'paid' ? r.createdAt : null,
      })
      .onConflict((oc) => oc.columns(['referred_id', 'milestone']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return result ? Number(result.id) : null;
  },

  async reward(db: DbOrTrx, merchantId: number, id: number): Promise<ReferralReward | null> {
    const row = await db
      .selectFrom('referral_rewards')
      .select(REWARD_COLUMNS)
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row ? mapReward(row) : null;
  },

  /** held → paid or rejected, only from held: true when this call moved it. */
  async review(db: DbOrTrx, id: number, to: 'paid' | 'rejected', by: string, at: string): Promise<boolean> {
    const result = await db
      .updateTable('referral_rewards')
      .set({ state: to, reviewed_by: by, reviewed_at: at, paid_at: to === 'paid' ? at : null })
      .where('id', '=', id)
      .where('state', '=', 'held')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  async heldRewards(db: DbOrTrx, merchantId: number) {
    const rows = await db
      .selectFrom('referral_rewards as r')
      .innerJoin('members as a', 'a.id', 'r.referrer_id')
      .innerJoin('members as b', 'b.id', 'r.referred_id')
      .select(REWARD_COLUMNS.map((c) => `r.${c}` as const))
      .select(['a.username as referrer', 'b.username as referred'])
      .where('r.merchant_id', '=', merchantId)
      .where('r.state', '=', 'held')
      .orderBy('r.id')
      .limit(500)
      .execute();
    return rows.map((r) => ({ ...mapReward(r), referrer: r.referrer, referred: r.referred }));
  },

  async referredOf(db: DbOrTrx, referrerId: number) {
    const rows = await db
      .selectFrom('referral_links as l')
      .innerJoin('members as m', 'm.id', 'l.referred_id')
      .select(['l.referred_id', 'm.username', 'l.created_at'])
      .where('l.referrer_id', '=', referrerId)
      .orderBy('l.created_at', 'desc')
      .orderBy('l.referred_id', 'desc')
      .limit(100)
      .execute();
    const count = await db
      .selectFrom('referral_links')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('referrer_id', '=', referrerId)
      .executeTakeFirstOrThrow();
    return {
      invited: Number(count.n),
      list: rows.map((r) => ({ id: Number(r.referred_id), username: r.username, at: r.created_at })),
    };
  },

  async rewardsOf(db: DbOrTrx, referrerId: number): Promise<ReferralReward[]> {
    const rows = await db
      .selectFrom('referral_rewards')
      .select(REWARD_COLUMNS)
      .where('referrer_id', '=', referrerId)
      .orderBy('id')
      .execute();
    return rows.map(mapReward);
  },

  async paidRewards(db: DbOrTrx): Promise<ReferralReward[]> {
    const rows = await db.selectFrom('referral_rewards').select(REWARD_COLUMNS).where('state', '=', 'paid').execute();
    return rows.map(mapReward);
  },

  /** Notes a browser the member used (once per member and device). */
  async noteDevice(db: DbOrTrx, memberId: number, deviceId: string, at: string): Promise<void> {
    await db
      .insertInto('referral_devices')
      .values({ member_id: memberId, device_id: deviceId, seen_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'device_id']).doNothing())
      .execute();
  },

  async usedDevice(db: DbOrTrx, memberId: number, deviceId: string): Promise<boolean> {
    const row = await db
      .selectFrom('referral_devices')
      .select('device_id')
      .where('member_id', '=', memberId)
      .where('device_id', '=', deviceId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Every IP a member registered or signed in from. */
  async ipsOf(db: DbOrTrx, memberId: number): Promise<Set<string>> {
    const sessions = await db.selectFrom('sessions').select('ip').where('member_id', '=', memberId).execute();
    const member = await db.selectFrom('members').select('register_ip').where('id', '=', memberId).executeTakeFirst();
    return new Set([...sessions.map((s) => s.ip), member?.register_ip].filter((ip): ip is string => !!ip));
  },

  /** Whether a payout account of this member has the same number (and type) as another member's. */
  async sharesPayoutAccount(db: DbOrTrx, merchantId: number, memberId: number): Promise<boolean> {
    const row = await db
      .selectFrom('payout_accounts as mine')
      .innerJoin('payout_accounts as other', (join) =>
        join
          .onRef('other.account_number', '=', 'mine.account_number')
          .onRef('other.type', '=', 'mine.type')
          .onRef('other.merchant_id', '=', 'mine.merchant_id')
          .onRef('other.member_id', '<>', 'mine.member_id'),
      )
      .select('mine.id')
      .where('mine.member_id', '=', memberId)
      .where('mine.merchant_id', '=', merchantId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },
};

export const sumOf = (rewards: ReferralReward[], state: ReferralRewardState) =>
  minor(rewards.filter((r) => r.state === state).reduce((sum, r) => sum + r.amount, 0n));
