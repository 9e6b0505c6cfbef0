import { formatMinor, MEASURED_RTP_DAYS, type InhouseGames, type InhouseLimitsInput } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { amountIn } from '../../lib/money.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { brandCalendar, businessDay } from '../play-record/periods.port.ts';
import { BGS_GAMES, BGS_VENDOR, houseEdgeBp, type BetLimits, type BgsGame, type BgsLimits } from './bgs.config.ts';
import { bgsLimitsRepository } from './bgs-limits.repository.ts';

/** Basis points as a percentage with two decimals (9900 → "99.00"). */
const percentOf = (bp: number | bigint) => {
  const n = BigInt(bp);
  return `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
};

async function brandMoney(db: DbOrTrx, merchantId: number) {
  const merchant = (await merchantsPort.listAll(db)).find((m) => m.id === merchantId);
  if (!merchant) throw new Error(`no merchant ${merchantId}`);
  return { currency: merchant.currency, places: merchant.places };
}

/** What pays back over the last MEASURED_RTP_DAYS business days, from the roll-ups (in-house play by vendor). */
async function measured(db: DbOrTrx, merchantId: number, places: number, now: Date) {
  const { timeZone } = await brandCalendar(db, merchantId);
  const range = {
    fromDay: businessDay(new Date(now.getTime() - (MEASURED_RTP_DAYS - 1) * 86_400_000), timeZone),
    toDay: businessDay(now, timeZone),
  };
  const play = await bgsLimitsRepository.measured(db, merchantId, BGS_VENDOR, range);
  return {
    from: range.fromDay,
    to: range.toDay,
    bets: play.bets,
    stake: formatMinor(play.stake, places),
    payout: formatMinor(play.payout, places),
    rtp: play.stake > 0n ? percentOf((play.payout * 10_000n) / play.stake) : null,
  };
}

/**
 * The console's view of the in-house games: each one's bet range for the brand (its own, or the
 * configured one), the published RTP, and the RTP measured from the brand's play.
 */
export async function inhouseGames(
  db: DbOrTrx,
  merchantId: number,
  configured: BgsLimits,
  now = new Date(),
): Promise<InhouseGames> {
  const { currency, places } = await brandMoney(db, merchantId);
  const own = await bgsLimitsRepository.ofBrand(db, merchantId);
  const money = (amount: bigint) => formatMinor(amount, places);
  return {
    currency,
    games: BGS_GAMES.map((game) => {
      const limits = own[game] ?? configured[game];
      return {
        game,
        minBet: money(limits.min),
        maxBet: money(limits.max),
        defaultMinBet: money(configured[game].min),
        defaultMaxBet: money(configured[game].max),
        custom: own[game] !== undefined,
        theoreticalRtp: percentOf(10_000 - houseEdgeBp(game)),
      };
    }),
    measured: await measured(db, merchantId, places, now),
  };
}

/**
 * Sets the brand's bet range of every in-house game. An amount finer than the brand currency's
 * minor unit is refused on its field (`limits.<game>.minBet`); the contract already held min ≤ max.
 */
export async function saveInhouseLimits(
  db: DbOrTrx,
  merchantId: number,
  input: InhouseLimitsInput,
  configured: BgsLimits,
  operator: string,
): Promise<InhouseGames> {
  const { places } = await brandMoney(db, merchantId);
  const limits = {} as Record<BgsGame, BetLimits>;
  for (const game of BGS_GAMES) {
    const range = input.limits[game];
    limits[game] = {
      min: amountIn(range.minBet, places, `limits.${game}.minBet`),
      max: amountIn(range.maxBet, places, `limits.${game}.maxBet`),
    };
  }
  await bgsLimitsRepository.save(db, merchantId, limits, operator);
  return inhouseGames(db, merchantId, configured);
}
