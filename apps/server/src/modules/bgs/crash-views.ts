import { formatMinor, type CrashBust, type CrashMyBet, type CrashPlayer, type CrashRound } from '@arcadia/contracts';
import { crashVerifyPath, fairConfig } from '@arcadia/fair';
import type { DbOrTrx } from '../../db/schema.ts';
import { crashChains, type PublicChain } from './crash-chain.ts';
import { crashRepository, type CrashBetRow, type CrashRoundRow } from './crash.repository.ts';

/** What players see of rounds and bets: the hash and crash point only once busted. */
export const multiplierText = (m100: number) => `${Math.floor(m100 / 100)}.${String(m100 % 100).padStart(2, '0')}`;

/** "demo_player" → "de***r": recognisable to its owner, not a login name for everyone else. */
export const maskName = (username: string) =>
  username.length <= 3 ? `${username.slice(0, 1)}***` : `${username.slice(0, 2)}***${username.slice(-1)}`;

/** Amounts are written with the brand's places (`places`): every viewer of a brand shares its currency. */
export const playerView = (bet: CrashBetRow, places: number): CrashPlayer => ({
  name: bet.playerName,
  amount: formatMinor(bet.amount, places),
  status: bet.status,
  cashout: bet.cashout100 === null ? null : multiplierText(bet.cashout100),
  payout: bet.status === 'active' ? null : formatMinor(bet.payout, places),
});

export const myBetView = (bet: CrashBetRow, round: number, places: number): CrashMyBet => ({
  betId: bet.betId,
  round,
  amount: formatMinor(bet.amount, places),
  autoCashout: bet.autoCashout100 === null ? null : multiplierText(bet.autoCashout100),
  status: bet.status,
  cashout: bet.cashout100 === null ? null : multiplierText(bet.cashout100),
  payout: formatMinor(bet.payout, places),
});

/** The answer to a bet or a cash-out: the member's bet and the wallet after it. */
export const betAnswer = (
  done: { bet: CrashBetRow; round: { number: number }; balance: bigint; demo: boolean },
  places: number,
) => ({
  bet: myBetView(done.bet, done.round.number, places),
  balance: formatMinor(done.balance, places),
  demo: done.demo,
});

export function roundView(round: CrashRoundRow, bets: CrashBetRow[], places: number): CrashRound {
  const busted = round.status === 'busted';
  return {
    number: round.number,
    phase: round.status,
    flightAt: round.flightAt,
    crash: busted ? multiplierText(round.crash100) : null,
    hash: busted ? round.hash : null,
    bustedAt: round.bustedAt,
    players: bets.map((bet) => playerView(bet, places)),
  };
}

export const bustView = (round: CrashRoundRow): CrashBust => ({
  number: round.number,
  crash: multiplierText(round.crash100),
  hash: round.hash,
});

/** The public picture for one brand: the round now, the last busts and the published chain. */
export async function publicState(db: DbOrTrx, merchant: { id: number; places: number }) {
  const round = await crashRepository.latestRound(db);
  const chain = await crashChains.current(db);
  const edge = fairConfig.crash.houseEdgeBp;
  return {
    round: round
      ? roundView(round, await crashRepository.betsOfRound(db, round.id, merchant.id), merchant.places)
      : null,
    history: (await crashRepository.recentBusts(db, 20)).map(bustView),
    chain: chain
      ? {
          terminatingHash: chain.terminatingHash,
          salt: chain.salt,
          scheme: chain.scheme,
          firstRound: chain.firstRound,
          length: chain.length,
          houseEdgePercent: `${Math.floor(edge / 100)}.${String(edge % 100).padStart(2, '0')}`,
          publishedAt: chain.createdAt,
        }
      : null,
    roundRow: round,
  };
}

/** The verifier's address for a busted round (@arcadia/fair crashVerifyPath). */
export const crashVerifyUrl = (hash: string, number: number, chain: PublicChain) =>
  crashVerifyPath(hash, number, chain);
