import { currencyPlaces, formatMinor, type PaymentChannel, type PaymentChannelKind } from '@arcadia/contracts';
import { minor, type Minor } from '../../lib/money.ts';

export type FeePayer = 'member' | 'house';

export type Channel = {
  id: number;
  merchantId: number;
  code: string;
  kind: PaymentChannelKind;
  name: string;
  min: Minor;
  max: Minor;
  feeFixed: Minor;
  /** Basis points of the amount (150 = 1.5 %). */
  feeBps: number;
  feePayer: FeePayer;
  enabled: boolean;
  /**
   * Manual bank: bankName, accountName, accountNumber. Any channel: `name.<language>` (name.pt,
   * name.en, …) is its name in that language; `name` is the fallback.
   */
  config: Record<string, string>;
  sort: number;
};

/** Fixed part plus the percentage, rounded up to the cent (the way gateways charge). */
export function feeFor(channel: Pick<Channel, 'feeFixed' | 'feeBps'>, amount: Minor): Minor {
  const percent = (amount * BigInt(channel.feeBps) + 9_999n) / 10_000n;
  return minor(channel.feeFixed + percent);
}

/**
 * What reaches the main wallet. The member pays: amount - fee. The house pays: the whole amount,
 * and the brand's house account bears the fee (see depositCreditLegs).
 */
export function creditFor(channel: Pick<Channel, 'feeFixed' | 'feeBps' | 'feePayer'>, amount: Minor): Minor {
  return channel.feePayer === 'member' ? minor(amount - feeFor(channel, amount)) : amount;
}

export const bpsAsPercent = (bps: number) => `${Math.trunc(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;

/** The channel's name in the member's language (config `name.<language>`), else its own name. */
export const channelName = (channel: Pick<Channel, 'name' | 'config'>, language?: string): string =>
  (language && channel.config[`name.${language}`]) || channel.name;

export function toChannelView(channel: Channel, currency: string, language?: string): PaymentChannel {
  const places = currencyPlaces(currency);
  return {
    code: channel.code,
    kind: channel.kind,
    name: channelName(channel, language),
    currency,
    min: formatMinor(channel.min, places),
    max: formatMinor(channel.max, places),
    fee: {
      fixed: formatMinor(channel.feeFixed, places),
      percent: bpsAsPercent(channel.feeBps),
      payer: channel.feePayer,
    },
  };
}
