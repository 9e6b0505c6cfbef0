import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { currencyPlaces, formatMinor, type SANDBOX_SCENARIOS } from '@arcadia/contracts';
import { minorOf, type SandboxAggregator, type Session } from './sandbox-aggregator.ts';
import type { WalletReply } from './wallet-client.ts';

/** The awkward sequences of the Hub88 reference (section 5), replayed on demand against our wallet. */
export type Scenario = (typeof SANDBOX_SCENARIOS)[number];
export type Step = { call: string; transaction: string; status: string; balance: string | null };

const balanceText = (reply: WalletReply, currency: string) => {
  const value = minorOf(reply, currency);
  return value === null ? null : formatMinor(value, currencyPlaces(currency));
};

export async function replayScenario(
  agg: SandboxAggregator,
  s: Session,
  scenario: Scenario,
  stake: bigint,
): Promise<Step[]> {
  const steps: Step[] = [];
  const round = randomUUID();
  const betTx = randomUUID();
  const winTx = randomUUID();
  const note = (call: string, transaction: string, reply: WalletReply) =>
    steps.push({ call, transaction, status: reply.status, balance: balanceText(reply, s.currency) });
  const bet = async (label = 'bet') => note(label, betTx, await agg.bet(s, betTx, round, stake));
  const win = async (label = 'win', payout = stake * 2n) =>
    note(label, winTx, await agg.win(s, winTx, betTx, round, payout));
  const rollback = async (label = 'rollback') => note(label, betTx, await agg.rollback(s, randomUUID(), betTx, round));

  switch (scenario) {
    case 'duplicate-bet': // the same bet twice: charged once; then the round is closed with 0
      await bet();
      await bet('bet again (same transaction)');
      await win('win 0 (closes the round)', 0n);
      break;
    case 'duplicate-win': // paid once
      await bet();
      await win();
      await win('win again (same transaction)');
      break;
    case 'rollback-before-bet': // the rollback is remembered; the late bet is refused
      await rollback('rollback (bet not seen yet)');
      await bet('late bet');
      break;
    case 'win-after-rollback':
      await bet();
      await rollback();
      await win('win after rollback');
      break;
    case 'timeout': {
      // The aggregator stops waiting for the bet's answer and rolls it back, as Hub88 does after a
      // network failure; whichever reaches the wallet first, the member ends where they started.
      const pending = agg.bet(s, betTx, round, stake);
      await Promise.race([pending, sleep(1)]);
      steps.push({ call: 'bet (no answer in time)', transaction: betTx, status: 'NO_ANSWER', balance: null });
      await rollback('rollback after timeout');
      note('bet answer arriving late', betTx, await pending);
      break;
    }
  }
  return steps;
}
