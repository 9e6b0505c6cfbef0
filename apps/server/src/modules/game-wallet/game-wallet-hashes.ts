import { hashOf, type BetInput, type WinInput } from './game-wallet-party.ts';

/**
 * The request hashes of the bet and win calls: a repeat of a call must carry the same one, however
 * it was first written (one call at a time, the bulk settlement, or an instant bet's both at once).
 */
export const betRequestHash = (input: Omit<BetInput, 'merchantId' | 'vendorCode' | 'transactionId'>) =>
  hashOf(['bet', input.memberId, input.round, input.amount, input.currency ?? null, input.gameCode ?? null]);

export const winRequestHash = (input: Omit<WinInput, 'merchantId' | 'vendorCode' | 'transactionId'>) =>
  hashOf([
    'win',
    input.memberId,
    input.round,
    input.amount,
    input.currency ?? null,
    input.referenceTransactionId ?? null,
  ]);
