import type { Trx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import { brandCalendar, recordBetChanges, settledFacts } from '../play-record/play-record.usecases.ts';
import { playedBet, type Bet } from './bet-rows.ts';
import { betsRepository } from './bets.repository.ts';
import { checkAmount, party, result, type BetInput, type WalletResult } from './game-wallet-party.ts';
import { postGameMoney } from './game-wallet-run.ts';
import { betRequestHash, winRequestHash } from './game-wallet-hashes.ts';
import { gameFacts } from './game-facts.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';

export type InstantBetInput = BetInput & {
  /** Decided with the stake (stake × the outcome's multiplier); 0 settles a loss. */
  payout: Minor;
  /** The id of the settling call, as a separate win call would carry it. */
  winTransactionId: string;
};

/**
 * A bet decided as it is placed (an in-house dice roll, a slot spin), inside the caller's
 * transaction: what `gameWallet.bet` then `gameWallet.win` write, with fewer statements. The bets
 * row is written once in its settled state, the stake and the payout are posted (two postings, so
 * the stake is still checked against the balance before anything is paid, and the account
 * statement shows both), both wallet calls are recorded in one statement, and the play record's
 * roll-ups and event follow in the same transaction.
 *
 * What the two calls check and this one does not: a replay, and a rollback that came first. The
 * caller's transaction ids must be new by construction (in-house: the round key of a nonce this
 * transaction has just taken under its seed row's lock), so no call can have used them; the unique
 * index on (vendor, transaction id) would refuse one anyway, and nothing would be written.
 */
export async function instantBet(trx: Trx, input: InstantBetInput): Promise<WalletResult> {
  checkAmount(input.amount);
  checkAmount(input.payout);
  const p = await party(trx, input);
  const game = await gameFacts(trx, input.merchantId, p.vendor.code, input.gameCode);
  if (input.gameCode && !game) throw gamesErrors.notFound();
  if (!p.demo) await responsibleGamingPort.checkStake(trx, { ...input, currency: p.currency });
  const now = new Date().toISOString();
  const open: Omit<Bet, 'id'> = {
    merchantId: input.merchantId,
    memberId: input.memberId,
    vendorId: p.vendor.id,
    gameId: game?.id ?? null,
    category: game?.category ?? p.vendor.category,
    round: input.round,
    transactionId: input.transactionId,
    currency: p.currency,
    stake: input.amount,
    payout: 0n as Minor,
    status: 'open',
    demo: p.demo,
    placedAt: now,
    settledAt: null,
    betLedgerId: null,
    validBet: 0n as Minor,
    businessHour: null,
    businessDay: null,
    winChanceBp: input.winChanceBp ?? null,
  };
  const calendar = await brandCalendar(trx, input.merchantId);
  const settled = settledFacts(calendar, {
    ...playedBet({ ...open, id: 0 }, p.vendor.code),
    payout: input.payout,
    status: 'settled',
    settledAt: now,
  });
  const betId = await betsRepository.insertBet(trx, open, settled);
  const about = { betId, round: input.round };
  const stake = input.amount > 0n ? await postGameMoney(trx, input, p, 'bet', about) : undefined;
  const win = { ...input, transactionId: input.winTransactionId, amount: input.payout };
  const paid =
    input.payout > 0n
      ? await postGameMoney(trx, win, p, 'payout', { ...about, stakeFromBonus: stake?.fromBonus ?? false })
      : undefined;
  const call = { merchantId: input.merchantId, vendorId: p.vendor.id, betId };
  await betsRepository.recordInstantCalls(
    trx,
    { id: betId, betLedgerId: stake?.id ?? null, lastLedgerId: paid?.id ?? stake?.id ?? null },
    [
      {
        ...call,
        transactionId: input.transactionId,
        kind: 'bet',
        referenceId: null,
        amount: input.amount,
        requestHash: betRequestHash(input),
        ledgerId: stake?.id ?? null,
      },
      {
        ...call,
        transactionId: input.winTransactionId,
        kind: 'win',
        referenceId: input.transactionId,
        amount: input.payout,
        requestHash: winRequestHash({ ...win, referenceTransactionId: input.transactionId }),
        ledgerId: paid?.id ?? null,
      },
    ],
  );
  const before = playedBet({ ...open, id: betId }, p.vendor.code);
  await recordBetChanges(trx, [{ before, after: { ...settled, id: betId } }]);
  return result(trx, input, p, false, betId, paid ?? stake);
}
