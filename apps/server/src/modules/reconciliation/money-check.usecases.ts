import type { Db } from '../../db/schema.ts';
import { checkLedger, type LedgerCheck } from '../ledger/ledger-check.usecases.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { reconcileWithdrawals } from '../withdrawals/withdrawal-reconcile.usecases.ts';
import { reconcileBets } from '../game-wallet/bets-ledger-check.ts';
import { reconcileDeposits } from '../payments/deposit-reconcile.usecases.ts';
import { reconcileContractSettlements } from '../agent-contracts/settlement-reconcile.usecases.ts';
import { reconcileVipRewards } from '../vip/vip-reconcile.usecases.ts';
import { reconcilePoints } from '../points/points-reconcile.usecases.ts';
import { reconcilePromotions } from '../promotions/promotions.port.ts';
import { reconcileRebates } from '../rebates/rebates.port.ts';
import { reconcileMissions } from '../missions/missions.port.ts';
import { reconcileReferrals } from '../referrals/referrals.port.ts';
import { reconcileRaffles } from '../raffles/raffles.port.ts';

export type MoneyCheck = { ledger: LedgerCheck; domain: DomainMismatch[]; ok: boolean };

/**
 * What `ledger:check` runs: the ledger on its own (balances from entries, zero sums) and every
 * deposit and withdrawal against the postings its state implies, and each brand's bets record
 * (stakes minus payouts) against its game postings, and agent contract settlement lines and debt
 * payments against theirs, VIP rewards against theirs, the points mall's lots, redemptions and
 * conversions against theirs, promotion rewards and ended bonuses against theirs, paid rebates
 * against theirs, mission claims and prizes against theirs, paid referral rewards against theirs, and claimed raffle prizes against theirs.
 */
export async function checkMoney(db: Db): Promise<MoneyCheck> {
  const ledger = await checkLedger(db);
  const domain = [
    ...(await reconcileDeposits(db)),
    ...(await reconcileWithdrawals(db)),
    ...(await reconcileBets(db)),
    ...(await reconcileContractSettlements(db)),
    ...(await reconcileVipRewards(db)),
    ...(await reconcilePoints(db)),
    ...(await reconcilePromotions(db)),
    ...(await reconcileRebates(db)),
    ...(await reconcileMissions(db)),
    ...(await reconcileReferrals(db)),
    ...(await reconcileRaffles(db)),
  ];
  return { ledger, domain, ok: ledger.ok && domain.length === 0 };
}
