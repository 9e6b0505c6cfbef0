import { fitsPlaces, parseAmountToMinor, type AdminPaymentChannel } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { merchantById } from './merchant-lookup.ts';
import { toChannelView, type Channel, type FeePayer } from './channel.model.ts';
import { channelsRepository } from './channels.repository.ts';
import type { GatewayRegistry } from './gateways/payment-gateway.ts';
import { paymentError } from './payments.errors.ts';

/** A channel can take money only if it is enabled and, for a gateway, that gateway runs here. */
export const isAvailable = (channel: Channel, gateways: GatewayRegistry) =>
  channel.kind === 'manual_bank' || gateways.byChannelKind(channel.kind) !== undefined;

/** What members are offered: enabled channels whose gateway runs on this install. */
export async function offeredChannels(db: DbOrTrx, gateways: GatewayRegistry, merchantId: number): Promise<Channel[]> {
  return (await channelsRepository.listEnabled(db, merchantId)).filter((c) => isAvailable(c, gateways));
}

/** One channel by id (a deposit's channel, for views that show where the money came from). */
export const channelById = (db: DbOrTrx, id: number): Promise<Channel | undefined> =>
  channelsRepository.findById(db, id);

export async function adminChannelView(
  db: DbOrTrx,
  gateways: GatewayRegistry,
  c: Channel,
): Promise<AdminPaymentChannel> {
  const merchant = (await merchantById(db, c.merchantId))!;
  return {
    ...toChannelView(c, merchant.currency),
    merchant: merchant.code,
    enabled: c.enabled,
    available: isAvailable(c, gateways),
  };
}

export async function listChannelsForOperators(db: Db, gateways: GatewayRegistry, merchantId: number | undefined) {
  const channels = await channelsRepository.listAll(db, merchantId);
  return Promise.all(channels.map((c) => adminChannelView(db, gateways, c)));
}

export type ChannelChange = {
  enabled?: boolean | undefined;
  min?: string | undefined;
  max?: string | undefined;
  feeFixed?: string | undefined;
  feePercent?: string | undefined;
  feePayer?: FeePayer | undefined;
};

/** An amount of the brand's currency, read with its places; "10.50" for a VND brand does not fit. */
function limitIn(text: string | undefined, places: number, current: Minor): Minor {
  if (text === undefined) return current;
  if (!fitsPlaces(text, places)) throw paymentError('payment.channel_limits_invalid');
  return minor(parseAmountToMinor(text, places));
}

/**
 * Turns a channel on or off and edits its limits and fees; limits that do not fit change nothing.
 * Amounts are in the brand's currency (its minor-unit places); the fee percent always has two.
 */
export async function updateChannel(db: Db, merchantId: number, code: string, change: ChannelChange): Promise<Channel> {
  const channel = await channelsRepository.findByCode(db, merchantId, code);
  if (!channel) throw paymentError('payment.channel_not_found');
  const { places } = (await merchantById(db, merchantId))!;
  const next = {
    enabled: change.enabled ?? channel.enabled,
    min: limitIn(change.min, places, channel.min),
    max: limitIn(change.max, places, channel.max),
    feeFixed: limitIn(change.feeFixed, places, channel.feeFixed),
    feeBps: change.feePercent !== undefined ? Number(parseAmountToMinor(change.feePercent, 2)) : channel.feeBps,
    feePayer: change.feePayer ?? channel.feePayer,
  };
  if (next.min <= 0n || next.max < next.min || next.feeBps >= 10_000)
    throw paymentError('payment.channel_limits_invalid');
  await channelsRepository.update(db, channel.id, {
    enabled: next.enabled ? 1 : 0,
    min_amount: next.min,
    max_amount: next.max,
    fee_fixed: next.feeFixed,
    fee_bps: next.feeBps,
    fee_payer: next.feePayer,
    updated_at: new Date().toISOString(),
  });
  return (await channelsRepository.findById(db, channel.id))!;
}
