import type { DbOrTrx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor, ZERO, type Minor } from '../../lib/money.ts';
import { agentsPort } from '../agents/agents.port.ts';
import { brandCalendar } from '../play-record/periods.port.ts';
import { agentContractsRepository } from './agent-contracts.repository.ts';
import { contractErrors } from './agent-contracts.errors.ts';
import type { ContractKind, TeamMeasures } from './contract-terms.model.ts';
import { claimWindow } from './realtime-bets.ts';
import { onChainPeriod } from './dividend-chains.ts';
import { settlementLines, type WindowBet } from './settlement-lines.ts';
import { rollupRange } from './settlement-periods.ts';
import type { NewLine, SettlementLine, SettlementPeriod, SettlementRun } from './settlement.model.ts';
import { settlementRepository } from './settlement.repository.ts';
import { debtsRepository } from './debts.repository.ts';
import { contractSettingsRepository } from './contract-settings.repository.ts';
import { teamMeasuresRepository, type TeamBet } from './team-measures.repository.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';

/**
 * PREVIEW (a dry run): a period's run with its lines computed and nothing paid. Running it again
 * recomputes the lines (the team's roll-ups may have changed: a late correction); a paid period
 * is refused. A real-time window first claims the bets it settles, so re-running it counts the
 * same bets. Everything in one transaction with the run row, which serialises two previews.
 * The run keeps the brand's negative-carry setting of its first preview: a re-run applies that
 * setting again, whatever the brand has switched to since (the setting in force for the period).
 */
export async function previewPeriod(
  db: DbOrTrx,
  input: { merchantId: number; kind: ContractKind; period: SettlementPeriod; now: Date },
): Promise<{ run: SettlementRun; lines: SettlementLine[] }> {
  const at = input.now.toISOString();
  return inTransaction(db, async (trx) => {
    const { negativeCarry } = await contractSettingsRepository.settings(trx, input.merchantId);
    const run = await settlementRepository.runFor(trx, input.merchantId, input.kind, input.period, at, negativeCarry);
    if (!(await settlementRepository.repreview(trx, run.id, at))) throw contractErrors.settlementPaid();
    if (input.kind === 'realtime_salary') await claimWindow(trx, input.merchantId, input.period.key, input.period.end);
    await settlementRepository.replaceLines(trx, run, await computeLines(trx, run, input.period));
    return {
      run: (await settlementRepository.findRun(trx, run.id))!,
      lines: await settlementRepository.linesOfRun(trx, run.id),
    };
  });
}

/** The bets of a window as measures (for the line's inputs) and per-agent lists (for the amount). */
function windowFigures(bets: TeamBet[], since: Map<number, string>) {
  const byAgent = new Map<number, WindowBet[]>();
  const measures = new Map<number, TeamMeasures>();
  for (const bet of bets) {
    // Bets settled before the agent's contract was accepted are not its contract's.
    if (bet.settledAt < (since.get(bet.agentId) ?? '')) continue;
    byAgent.set(bet.agentId, [...(byAgent.get(bet.agentId) ?? []), bet]);
    const m = measures.get(bet.agentId) ?? { teamLoss: ZERO, validBet: ZERO, activeMembers: 0 };
    const sign = BigInt(bet.sign);
    measures.set(bet.agentId, {
      teamLoss: minor(m.teamLoss + sign * (bet.stake - bet.payout)),
      validBet: minor(m.validBet + sign * bet.validBet),
      activeMembers: 0,
    });
  }
  return { byAgent, measures };
}

/**
 * A period's lines: the brand's accepted contracts of the kind (a dividend's: of the chains this
 * period length settles) accepted before the period began (a window: before it ended, counting the bets settled
 * since), less blocked agents and test accounts; each on its whole team.
 */
async function computeLines(trx: DbOrTrx, run: SettlementRun, period: SettlementPeriod): Promise<NewLine[]> {
  const excluded = await contractSettingsRepository.blockedAgents(trx, run.merchantId);
  const ofKind = await agentContractsRepository.acceptedOfKind(
    trx,
    run.merchantId,
    run.kind,
    run.kind === 'realtime_salary' ? run.periodEnd : run.periodStart,
  );
  // A dividend chain settles on its top contract's period (dividend-chains.ts): the period's runs
  // take every contract of the chains topped by one of this period.
  const ofPeriod =
    run.kind === 'dividend'
      ? onChainPeriod(
          ofKind,
          await teamMeasuresRepository.nearestAbove(
            trx,
            ofKind.map((c) => c.agentId),
          ),
          period.kind,
        )
      : ofKind;
  const accepted = ofPeriod.filter((c) => !excluded.has(c.agentId));
  // An agent kept out of play by responsible gaming (a time-out, self-exclusion or restriction
  // that covers the period's end) is left out of agent incentives, as a blocked agent is.
  const resting = await responsibleGamingPort.excludedAmong(
    trx,
    accepted.map((c) => c.agentId),
    new Date(run.periodEnd),
  );
  const contracts = accepted.filter((c) => !resting.has(c.agentId));
  if (contracts.length === 0) return [];
  const agentIds = contracts.map((c) => c.agentId);
  let measures: Map<number, TeamMeasures>;
  let bets: Map<number, WindowBet[]> | undefined;
  if (run.kind === 'realtime_salary') {
    const since = new Map(contracts.map((c) => [c.agentId, c.answeredAt ?? '']));
    const figures = windowFigures(
      await teamMeasuresRepository.windowBets(trx, run.merchantId, run.periodKey, agentIds),
      since,
    );
    measures = figures.measures;
    bets = figures.byAgent;
  } else {
    const { timeZone } = await brandCalendar(trx, run.merchantId);
    const rule = await agentsPort.activeRule(trx, run.merchantId);
    measures = await teamMeasuresRepository.ofAgents(
      trx,
      run.merchantId,
      agentIds,
      rollupRange(period, timeZone),
      rule,
    );
  }
  const carry: Map<number, Minor> =
    run.kind === 'dividend' && run.negativeCarry
      ? await debtsRepository.carryOf(
          trx,
          contracts.map((c) => c.id),
        )
      : new Map();
  return settlementLines({
    contracts: contracts.map((c) => ({ id: c.id, agentId: c.agentId, terms: c.terms })),
    measures,
    nearestAbove: await teamMeasuresRepository.nearestAbove(trx, agentIds),
    carry,
    carryForward: run.negativeCarry,
    ...(bets ? { bets } : {}),
  });
}
