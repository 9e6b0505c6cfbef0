import { formatMinor, type BgsGameFamily, type BgsHistoryItem } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { PayingPlayer } from './fairness.usecases.ts';
import { schemeOf } from './crash-chain.ts';
import { crashRepository } from './crash.repository.ts';
import { crashVerifyUrl } from './crash-views.ts';
import { roundsRepository, type BgsRound } from './rounds.repository.ts';
import { formatMultiplier } from './settle.usecases.ts';

/**
 * The public verifier's address for a round, every field filled, once its server seed is revealed
 * (before that the seed is secret and nothing can be checked).
 */
export function verifyUrl(round: BgsRound, serverSeed: string | null): string | null {
  if (!serverSeed) return null;
  const fields: Record<string, string> = {
    game: round.family,
    serverSeed,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
  };
  for (const [name, value] of Object.entries(round.params)) fields[name] = String(value);
  return `/fairness?${new URLSearchParams(fields).toString()}`;
}

/** The game's own result in short: a roll, a multiplier, a bucket, gems found. */
function summaryOf(round: BgsRound): string {
  const o = round.outcome;
  switch (round.family) {
    case 'dice':
      return String(o.roll);
    case 'limbo':
      return `${String(o.result)}×`;
    case 'mines':
      return `${(o.revealed as number[]).length}/${25 - Number(round.params.mines)}`;
    case 'plinko':
      return `${formatMultiplier(round.multiplier4)}×`;
    default:
      return `${formatMultiplier(round.multiplier4)}×`;
  }
}

export async function playerHistory(
  db: DbOrTrx,
  player: PayingPlayer,
  family: BgsGameFamily,
  limit: number,
): Promise<BgsHistoryItem[]> {
  const rounds = await roundsRepository.history(db, player.id, family, limit);
  return rounds.map((round) => ({
    betId: round.betId,
    game: round.family,
    amount: formatMinor(round.stake, player.places),
    payout: formatMinor(round.payout, player.places),
    multiplier: formatMultiplier(round.status === 'open' ? 0 : round.multiplier4),
    win: round.payout > round.stake,
    summary: summaryOf(round),
    serverSeedHash: round.serverSeedHash,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    serverSeed: round.serverSeed,
    verifyUrl: verifyUrl(round, round.serverSeed),
    placedAt: round.placedAt,
  }));
}

/**
 * The betting record's in-house lines: a verifier link for each bet whose seed is revealed, and
 * for each Crash bet whose round has busted (its hash, the chain's salt and scheme, the walk back).
 */
export async function verifyLinksOf(db: DbOrTrx, betIds: number[]): Promise<Map<number, string>> {
  const rounds = await roundsRepository.byBetIds(db, betIds);
  const links = new Map<number, string>();
  for (const round of rounds) {
    const url = verifyUrl(round, round.serverSeed);
    if (url) links.set(round.betId, url);
  }
  for (const crash of await crashRepository.bustedByBetIds(db, betIds))
    links.set(
      Number(crash.bet_id),
      crashVerifyUrl(crash.hash, Number(crash.number), {
        salt: crash.salt,
        scheme: schemeOf(crash.scheme),
        firstRound: Number(crash.first_round),
        terminatingHash: crash.terminating_hash,
      }),
    );
  return links;
}
