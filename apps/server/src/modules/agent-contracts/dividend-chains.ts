/**
 * ONE PERIOD PER DIVIDEND CHAIN. The difference model pays a chain exactly its top contract only
 * when every agent of the chain is settled on the same bets: the upline's amount on its whole
 * team minus what its downlines are paid on the same window. Were an upline settled
 * semimonthly and its downline weekly, the upline's semimonthly run would find no downline to
 * subtract (the downline is paid in the weekly runs), and the same losses would be paid at the
 * upline's rate and again at the downline's (A 40 % semimonthly over B 30 % weekly: 7,000 on a
 * 10,000 loss, where A's contract allows 4,000).
 *
 * The rule: a chain of dividend contracts settles on the period of its topmost contract (the
 * agent nearest the brand holding an accepted one); every contract below it is settled in that
 * period's runs, whatever period its own row names, so for any bets the chain pays at most the
 * top agent's rate applied to them. Offers keep chains uniform (an agent offers a downline a
 * dividend only on its own period, and accepting one of another period ends the downline
 * dividends it gave on the old one); this rule keeps rows written otherwise from overpaying.
 * The chain is read from all accepted contracts, before blocked or resting agents are left out,
 * so leaving an agent out of one period never moves its downlines to another period's runs.
 */
export function onChainPeriod<C extends { agentId: number; period: string }>(
  contracts: C[],
  nearestAbove: Map<number, number | null>,
  period: string,
): C[] {
  const byAgent = new Map(contracts.map((c) => [c.agentId, c]));
  const topOf = (contract: C): C => {
    let top = contract;
    // The closure table has no cycles: the bound (one step per contract) only guards the walk.
    for (let step = 0; step < contracts.length; step++) {
      const above = nearestAbove.get(top.agentId);
      const upline = above === null || above === undefined ? undefined : byAgent.get(above);
      if (!upline) break;
      top = upline;
    }
    return top;
  };
  return contracts.filter((c) => topOf(c).period === period);
}
