import { formatMinor, parseAmountToMinor } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { amountIn, minor } from '../../lib/money.ts';
import { ensureMemberAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { isTrial } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { checkPaymentPassword } from '../auth/payment-password.usecases.ts';
import { UPLINE_TRANSFER_MAX_DEFAULT, UPLINE_TRANSFER_MIN } from '../wallet/upline.usecases.ts';
import { walletErrors } from '../wallet/wallet.errors.ts';
import { assertInTeam, subjectOf, type AgentContext } from './agent-access.ts';
import { errors } from '../../http/app-error.ts';
import { agentErrors } from './agents.errors.ts';
import { responsibleGamingPort, rgErrors } from '../responsible-gaming/responsible-gaming.port.ts';
import { agentsRepository } from './agents.repository.ts';
import { downlinesRepository } from './downlines.repository.ts';
import { daysIn } from '../play-record/profit-loss.usecases.ts';
import { businessDay } from '../play-record/periods.port.ts';
import { money, periodFor, periodView, type PeriodQuery, type TeamQuery } from './team.usecases.ts';

/**
 * Funds a downline from the agent's main wallet (where the brand allows it): one ledger
 * transaction, idempotent on the client key, with the payment password and the same limits as
 * the transfer to upline.
 */
export async function transferToDownline(
  db: Db,
  merchant: Merchant,
  ctx: AgentContext,
  input: { downlineId: number; amount: string; paymentPassword: string; clientKey: string },
  source: string | null,
) {
  if (!(await agentsRepository.settings(db, merchant.id)).downlineTransfer) throw agentErrors.transferDisabled();
  await assertInTeam(db, ctx, input.downlineId);
  const downline = await membersPort.findById(db, input.downlineId);
  if (!downline || downline.merchantId !== merchant.id || isTrial(downline)) throw agentErrors.notInTeam();
  // An upline cannot fund a member on a time-out or self-exclusion (issue 30).
  if (await responsibleGamingPort.isExcluded(db, downline.id)) throw rgErrors.memberExcluded();
  if (!ctx.agent.paymentPasswordHash) throw walletErrors.paymentPasswordMissing();
  const { places } = merchant;
  const amount = amountIn(input.amount, places);
  const min = minor(parseAmountToMinor(UPLINE_TRANSFER_MIN, places));
  const max = minor(parseAmountToMinor(merchant.config.transferUplineMax ?? UPLINE_TRANSFER_MAX_DEFAULT, places));
  if (amount < min) throw walletErrors.amountBelowMin(formatMinor(min, places));
  if (amount > max) throw walletErrors.amountAboveMax(formatMinor(max, places));
  await checkPaymentPassword(db, ctx.agent, input.paymentPassword, source);
  const [from, to] = await Promise.all([
    ensureMemberAccount(db, merchant.id, ctx.agent.id, 'main', merchant.currency),
    ensureMemberAccount(db, merchant.id, downline.id, 'main', merchant.currency),
  ]);
  const posted = await postTransaction(db, {
    merchantId: merchant.id,
    kind: 'downline_transfer',
    idempotencyKey: `downline:${ctx.agent.id}:${input.clientKey}`,
    legs: [
      { accountId: from.id, amount: minor(-amount) },
      { accountId: to.id, amount },
    ],
    metadata: { fromMemberId: ctx.agent.id, toMemberId: downline.id, amount: formatMinor(amount, places) },
  });
  const mainAfter = posted.entries.find((e) => e.accountId === from.id)?.balanceAfter ?? from.balance;
  return {
    replayed: posted.replayed,
    amount: formatMinor(amount, places),
    downline: downline.username,
    reference: String(posted.id),
    mainBalance: formatMinor(mainAfter, places),
  };
}

/**
 * What counts as an agent's income in its ledger. Contract pay (salary, dividend) will post
 * under the agent_ kinds; today only money its downlines send it exists.
 */
export const INCOME_KINDS = ['agent_salary', 'agent_dividend', 'agent_commission', 'upline_transfer'];

export async function agentIncome(db: DbOrTrx, ctx: AgentContext, query: PeriodQuery) {
  const period = await periodFor(db, ctx.merchantId, query);
  const lines = await downlinesRepository.income(db, ctx.agent.id, INCOME_KINDS, period.from, period.to);
  const kinds = new Map<string, { amount: bigint; count: number }>();
  const days = new Map<string, bigint>();
  for (const line of lines) {
    const k = kinds.get(line.kind) ?? { amount: 0n, count: 0 };
    kinds.set(line.kind, { amount: k.amount + line.amount, count: k.count + 1 });
    const day = businessDay(line.at, period.timeZone);
    days.set(day, (days.get(day) ?? 0n) + line.amount);
  }
  const shown = money(ctx);
  return {
    ...periodView(period),
    total: shown(lines.reduce((sum, l) => sum + l.amount, 0n)),
    kinds: [...kinds.entries()].map(([kind, k]) => ({ kind, amount: shown(k.amount), count: k.count })),
    days: daysIn(period).map((day) => ({ day, amount: shown(days.get(day) ?? 0n) })),
  };
}

const TYPE_KINDS: Record<string, string[]> = {
  deposit: ['deposit%'],
  withdrawal: ['withdrawal%'],
  transfer: ['upline_transfer', 'downline_transfer'],
  bonus: ['bonus%'],
};

/** Downline transaction details: the team's deposits, withdrawals, transfers and bonuses, newest first. */
export async function teamTransactions(
  db: DbOrTrx,
  ctx: AgentContext,
  query: TeamQuery & {
    pageNo: number;
    pageSize: number;
    type?: keyof typeof TYPE_KINDS | undefined;
    username?: string | undefined;
    beforeId?: number | undefined;
  },
) {
  if (!ctx.level.seeTransactions) throw errors.forbidden();
  const subject = await subjectOf(db, ctx, query);
  const period = await periodFor(db, ctx.merchantId, query);
  const kinds = query.type ? TYPE_KINDS[query.type]! : Object.values(TYPE_KINDS).flat();
  const { rows, total } = await downlinesRepository.transactions(
    db,
    subject,
    { from: period.from, to: period.to, kinds, username: query.username },
    // Keyset paging (the next page below the last id shown) reads no rows it skips; pageNo counts them off.
    query.beforeId
      ? { limit: query.pageSize, offset: 0, beforeId: query.beforeId }
      : { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
  );
  const shown = money(ctx);
  return {
    ...periodView(period),
    list: rows.map((r) => ({
      id: String(r.id),
      time: r.time,
      username: r.username,
      kind: r.kind,
      amount: shown(r.amount),
    })),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
