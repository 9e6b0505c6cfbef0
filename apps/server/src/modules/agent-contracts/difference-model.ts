import { minor, ZERO, type Minor } from '../../lib/money.ts';

/**
 * THE DIFFERENCE MODEL: each agent's amount is computed on its whole team by its own contract;
 * its upline pays it that amount, and it pays each of its direct downline agents theirs, so what
 * it keeps is its amount minus its downlines' amounts, and the whole chain costs the brand exactly
 * the top contract. Worked (DESIGN.md, the anchors): A 40 % → B 30 % → C 25 %, C's members lose
 * 10,000: C's amount 2,500, B's 3,000, A's 4,000; the brand pays A 4,000, A pays B 3,000, B pays
 * C 2,500; each keeps C 2,500, B 500, A 1,000.
 *
 * A downline whose amount exceeds its upline's (its team lost more under a tier the upline's
 * contract caps lower, or the upline's team won elsewhere) still gets its own amount: the upline
 * keeps a negative difference, paid from its wallet (or owed as a debt: see settleWithWallets).
 */
export type AgentAmount = { agentId: number; uplineAgentId: number | null; amount: Minor };

export type Payment = {
  /** null: the brand pays (a top-level agent). */
  payerAgentId: number | null;
  payeeAgentId: number;
  amount: Minor;
};

export type DifferenceLine = {
  agentId: number;
  /** What its upline (or the brand) pays it. */
  received: Minor;
  /** What it pays its direct downline agents. */
  paidToDownlines: Minor;
  /** received − paidToDownlines: the agent's own income for the period (may be negative). */
  kept: Minor;
};

/** The payments down the tree and what each agent keeps; agents with a zero amount pay and get nothing. */
export function differencePayments(amounts: AgentAmount[]): { payments: Payment[]; lines: DifferenceLine[] } {
  const known = new Set(amounts.map((a) => a.agentId));
  const payments: Payment[] = amounts
    .filter((a) => a.amount > 0n)
    .map((a) => ({
      // An upline without a contract of this kind is not in the list: the brand pays the agent.
      payerAgentId: a.uplineAgentId !== null && known.has(a.uplineAgentId) ? a.uplineAgentId : null,
      payeeAgentId: a.agentId,
      amount: a.amount,
    }));
  const lines = amounts.map(({ agentId }) => {
    const received = payments.filter((p) => p.payeeAgentId === agentId).reduce((t, p) => t + p.amount, 0n);
    const paid = payments.filter((p) => p.payerAgentId === agentId).reduce((t, p) => t + p.amount, 0n);
    return { agentId, received: minor(received), paidToDownlines: minor(paid), kept: minor(received - paid) };
  });
  return { payments, lines };
}

/** Something an agent owes a downline: an unpaid rest of an earlier period, or this period's amount. */
export type Obligation = { payeeAgentId: number; amount: Minor; fromPeriod: string };

/**
 * PAYING FROM THE AGENT'S WALLET: an agent pays its downlines from its own wallet, after what its
 * upline paid it this period has arrived. Old debts are paid first (oldest first), then this
 * period's amounts in the order given; what the wallet cannot cover stays owed to that downline
 * (a debt), paid first from the agent's next income. Nothing is ever paid out of a wallet that
 * does not hold it, and nothing owed is dropped.
 */
export function payFromWallet(
  available: Minor,
  obligations: Obligation[],
): { paid: Obligation[]; stillOwed: Obligation[] } {
  let left = available > 0n ? available : ZERO;
  const paid: Obligation[] = [];
  const stillOwed: Obligation[] = [];
  for (const obligation of obligations) {
    const now = minor(left < obligation.amount ? left : obligation.amount);
    left = minor(left - now);
    if (now > 0n) paid.push({ ...obligation, amount: now });
    if (obligation.amount > now) stillOwed.push({ ...obligation, amount: minor(obligation.amount - now) });
  }
  return { paid, stillOwed };
}
