import type { HeldReferralReward } from '@arcadia/contracts';
import { heldReferralRewards, reviewReferralReward } from '../../modules/referrals/referrals-admin.usecases.ts';
import { CliError, defineCommands, expectArgs, type Command } from '../command.ts';
import { table } from '../output.ts';

/**
 * Referral rewards held for review (the friend shared the referrer's IP or a payout account, or the
 * referrer is excluded): list them, approve one (pays it now) or reject it. The same use cases as
 * the console's /admin/api/referrals routes.
 */
const rows = (list: HeldReferralReward[]) =>
  table(
    ['ID', 'REFERRER', 'FRIEND', 'MILESTONE', 'AMOUNT', 'STATE', 'WHY', 'CREATED'],
    list.map((r) => [
      String(r.id),
      r.referrer,
      r.referred,
      r.milestone,
      r.amount,
      r.state,
      r.reasons.join(', '),
      r.createdAt,
    ]),
  );

const held: Command = {
  name: 'referral:held',
  summary: 'Referral rewards held for review, oldest first',
  async run(ctx) {
    expectArgs(ctx, this, 0);
    const result = await heldReferralRewards(ctx.db, (await ctx.merchant()).id);
    ctx.print(result, () => (result.list.length === 0 ? 'No referral reward is held.' : rows(result.list)));
  },
};

const review = (decision: 'approve' | 'reject'): Command => ({
  name: `referral:${decision}`,
  usage: '<reward-id>',
  summary: decision === 'approve' ? 'Approve a held referral reward: pays it now' : 'Reject a held referral reward',
  async run(ctx) {
    const [id] = expectArgs(ctx, this, 1) as [string];
    if (!/^\d+$/.test(id)) throw new CliError('reward-id: a number (referral:held lists them)');
    const merchantId = (await ctx.merchant()).id;
    const result = await reviewReferralReward(ctx.db, merchantId, Number(id), decision, 'cli', new Date());
    ctx.print(
      result,
      () => `Referral reward ${result.id} (${result.amount} to ${result.referrer}) is ${result.state}.`,
    );
  },
});

export default defineCommands(101, [held, review('approve'), review('reject')]);
