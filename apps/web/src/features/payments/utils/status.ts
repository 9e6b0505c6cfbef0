import type { DepositStatus, WithdrawalStatus } from '@arcadia/contracts';
import type { Tone } from '@/components/ui/page-blocks';

export const DEPOSIT_TONE: Record<DepositStatus, Tone> = {
  pending: 'pending',
  credited: 'success',
  failed: 'danger',
  rejected: 'danger',
};

export const WITHDRAWAL_TONE: Record<WithdrawalStatus, Tone> = {
  holding: 'pending',
  pending: 'pending',
  rejected: 'danger',
  disbursed: 'brand',
  received: 'success',
  partly_received: 'pending',
  not_received: 'danger',
  auto_received: 'success',
  resolved: 'neutral',
};

/** Fee as the server computes it: fixed + percent of the amount, rounded up to the cent. */
export function channelFee(amountMinor: bigint, fee: { fixed: bigint; percentHundredths: bigint }): bigint {
  const variable = (amountMinor * fee.percentHundredths + 9_999n) / 10_000n;
  return fee.fixed + variable;
}

/** "1.50" → 150n (hundredths of a percent). */
export function percentHundredths(percent: string): bigint {
  const [whole = '0', fraction = ''] = percent.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
}
