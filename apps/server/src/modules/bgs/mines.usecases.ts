import { formatMinor, type MinesGame } from '@arcadia/contracts';
import { MINES_TILES, minesMultiplier4, playMinesLayout } from '@arcadia/fair';
import type { Db, Trx } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { errors } from '../../http/app-error.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { betsPort } from '../game-wallet/bets.port.ts';
import { houseEdgeBp, type BetLimits } from './bgs.config.ts';
import { bgsErrors } from './bgs.errors.ts';
import type { PayingPlayer } from './fairness.usecases.ts';
import { roundsRepository, type BgsRound } from './rounds.repository.ts';
import { startSeededBet } from './seeded-bet.usecases.ts';
import {
  balanceOf,
  formatMultiplier,
  payoutOf,
  roundKey,
  settleStake,
  stakeWithin,
  withFundsAnswer,
} from './settle.usecases.ts';

/*
 * Mines: the layout is fixed by the seeds when the game starts (the stake is taken then); each
 * reveal either finds a gem (the multiplier grows) or a mine (the bet settles at 0); cashing out
 * settles at the current multiplier; revealing every gem cashes out by itself. The open game lives
 * in its round row; one open game per member (a unique index backs the check).
 */
type MinesOutcome = { mines: number[]; revealed: number[] };
type Settled = { payout: Minor; balance: Minor; demo: boolean };

const edge = () => houseEdgeBp('mines');
const outcomeOf = (round: BgsRound) => round.outcome as MinesOutcome;
const countOf = (round: BgsRound) => Number(round.params.mines);

async function view(trx: Trx | Db, player: PayingPlayer, round: BgsRound, settled?: Settled): Promise<MinesGame> {
  const { mines, revealed } = outcomeOf(round);
  const count = countOf(round);
  const bet = await betsPort.findBet(trx, round.betId);
  const stake = bet?.stake ?? minor(0n);
  const wallet = settled ?? { ...(await balanceOf(trx, player)), payout: bet?.payout ?? minor(0n) };
  const open = round.status === 'open';
  const canGoOn = open && revealed.length < MINES_TILES - count;
  return {
    betId: round.betId,
    amount: formatMinor(stake, player.places),
    mines: count,
    revealed,
    status: round.status === 'settled' ? 'cashed_out' : (round.status as MinesGame['status']),
    multiplier: formatMultiplier(round.multiplier4),
    nextMultiplier: canGoOn ? formatMultiplier(minesMultiplier4(count, revealed.length + 1, edge())) : null,
    payout: formatMinor(open ? payoutOf(stake, round.multiplier4) : wallet.payout, player.places),
    // The layout stays secret while the game is open.
    minePositions: open ? null : mines,
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    balance: formatMinor(wallet.balance, player.places),
    demo: wallet.demo,
  };
}

export async function startMines(
  db: Db,
  player: PayingPlayer,
  limits: BetLimits,
  input: { amount: string; mines: number },
) {
  const stake = stakeWithin(input.amount, limits, player.places);
  try {
    return await withFundsAnswer(db, player, () =>
      inRetryingTransaction(db, async (trx) => {
        if (await roundsRepository.openOf(trx, player.id)) throw bgsErrors.gameOpen();
        const { stored } = await startSeededBet(trx, player, 'mines', stake, (seeds) => ({
          params: { mines: input.mines },
          outcome: { mines: playMinesLayout(seeds, input.mines), revealed: [] },
          multiplier4: 10_000,
          status: 'open' as const,
        }));
        return view(trx, player, stored);
      }),
    );
  } catch (error) {
    // Two starts at once: the index lets one game open, the other is told a game is open.
    if (isUniqueViolation(error)) throw bgsErrors.gameOpen();
    throw error;
  }
}

/** Closes the game and settles its bet at `multiplier4` (0 for a mine). */
async function finish(trx: Trx, player: PayingPlayer, round: BgsRound, outcome: MinesOutcome, multiplier4: number) {
  const status = multiplier4 === 0 ? 'lost' : 'cashed_out';
  if (!(await roundsRepository.advance(trx, round, { outcome, multiplier4, status }))) throw errors.conflict();
  const bet = await betsPort.findBet(trx, round.betId);
  const payout = payoutOf(bet!.stake, multiplier4);
  const settled = await settleStake(trx, player, roundKey('mines', round), payout);
  return view(trx, player, { ...round, outcome, multiplier4, status }, { ...settled, payout });
}

export async function revealTile(db: Db, player: PayingPlayer, tile: number) {
  return inRetryingTransaction(db, async (trx) => {
    const round = await roundsRepository.openOf(trx, player.id);
    if (!round) throw bgsErrors.noOpenGame();
    const current = outcomeOf(round);
    if (current.revealed.includes(tile)) throw bgsErrors.tileRevealed();
    const outcome = { ...current, revealed: [...current.revealed, tile] };
    if (current.mines.includes(tile)) return finish(trx, player, round, outcome, 0);
    const multiplier4 = minesMultiplier4(countOf(round), outcome.revealed.length, edge());
    if (outcome.revealed.length === MINES_TILES - countOf(round))
      return finish(trx, player, round, outcome, multiplier4);
    if (!(await roundsRepository.advance(trx, round, { outcome, multiplier4, status: 'open' })))
      throw errors.conflict();
    return view(trx, player, { ...round, outcome, multiplier4 });
  });
}

export async function cashOutMines(db: Db, player: PayingPlayer) {
  return inRetryingTransaction(db, async (trx) => {
    const round = await roundsRepository.openOf(trx, player.id);
    if (!round) throw bgsErrors.noOpenGame();
    if (outcomeOf(round).revealed.length === 0) throw bgsErrors.nothingToCashOut();
    return finish(trx, player, round, outcomeOf(round), round.multiplier4);
  });
}

export async function openMines(db: Db, player: PayingPlayer): Promise<MinesGame | null> {
  const round = await roundsRepository.openOf(db, player.id);
  return round ? view(db, player, round) : null;
}
