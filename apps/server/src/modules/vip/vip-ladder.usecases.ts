import type { VipLevelInput } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { amountIn } from '../../lib/money.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { forgetLadder } from './vip-ladder.ts';
import { vipLevelsRepository, type LevelValues } from './vip-levels.repository.ts';
import { bpPercent, levelView } from './vip-views.ts';
import { vipErrors } from './vip.errors.ts';
import type { VipLevel, VipSettings } from './vip.model.ts';

/**
 * The brand's ladder as the console and `npm run admin -- vip:*` change it: levels whose growth to
 * reach climbs with their rank, keep thresholds no higher than reach, and the growth weights.
 */
const percentBp = (text: string) => Math.round(Number(text) * 100);

function levelValues(input: VipLevelInput, places: number): LevelValues {
  const amount = (text: string, field: string) => amountIn(text, places, field);
  const values: LevelValues = {
    rankLevel: input.rankLevel,
    name: input.name,
    names: Object.fromEntries(Object.entries(input.names).filter(([, v]) => v)),
    color: input.color.toLowerCase(),
    color2: input.color2.toLowerCase(),
    reachGrowth: amount(input.reachGrowth, 'reachGrowth'),
    keepGrowth: amount(input.keepGrowth, 'keepGrowth'),
    reviewCycle: input.reviewCycle,
    rebateRatesBp: Object.fromEntries(Object.entries(input.rebateRates).map(([k, v]) => [k, percentBp(v)])),
    pointsMultiplierBp: percentBp(input.pointsMultiplier) * 100,
    withdrawalDailyCount: input.withdrawalDailyCount,
    withdrawalDailyAmount:
      input.withdrawalDailyAmount === null ? null : amount(input.withdrawalDailyAmount, 'withdrawalDailyAmount'),
    levelUpReward: amount(input.levelUpReward, 'levelUpReward'),
    birthdayReward: amount(input.birthdayReward, 'birthdayReward'),
  };
  if (values.keepGrowth > values.reachGrowth) throw vipErrors.thresholdsInvalid();
  return values;
}

/** Higher ranks need more growth to reach: the ladder with `changed` in it must climb. */
function checkLadder(levels: Pick<VipLevel, 'id' | 'rankLevel' | 'reachGrowth'>[]): void {
  const sorted = [...levels].sort((a, b) => a.rankLevel - b.rankLevel);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.reachGrowth <= sorted[i - 1]!.reachGrowth) throw vipErrors.thresholdsInvalid();
  }
}

/**
 * The ladder as the console edits it: each level's stored default name and its names per language
 * as they are, never one translated for the operator (a level saved back would take the translation
 * as its default name).
 */
export async function vipLadder(db: DbOrTrx, merchantId: number) {
  const levels = await vipLevelsRepository.levels(db, merchantId);
  const settings = await vipLevelsRepository.settings(db, merchantId);
  const places = await merchantsPort.placesOf(db, merchantId);
  const counts = await vipLevelsRepository.membersPerLevel(db, merchantId);
  return {
    settings: { depositWeight: bpPercent(settings.depositWeightBp), validBetWeight: bpPercent(settings.betWeightBp) },
    levels: levels.map((l) => ({
      ...levelView(l, 'en', places),
      name: l.name,
      names: l.names,
      members: counts.get(l.id) ?? 0,
    })),
  };
}

export async function saveLevel(db: Db, merchantId: number, id: number | null, input: VipLevelInput, now: Date) {
  const places = await merchantsPort.placesOf(db, merchantId);
  const values = levelValues(input, places);
  await inRetryingTransaction(db, async (trx) => {
    const levels = await vipLevelsRepository.levels(trx, merchantId);
    if (id !== null && !levels.some((l) => l.id === id)) throw vipErrors.levelNotFound();
    if (levels.some((l) => l.rankLevel === values.rankLevel && l.id !== id))
      throw vipErrors.rankTaken(values.rankLevel);
    checkLadder([...levels.filter((l) => l.id !== id), { id: id ?? 0, ...values }]);
    if (id === null) await vipLevelsRepository.insertLevel(trx, merchantId, values, now.toISOString());
    else await vipLevelsRepository.updateLevel(trx, id, values, now.toISOString());
  });
  forgetLadder(merchantId);
  return vipLadder(db, merchantId);
}

export async function saveVipSettings(
  db: Db,
  merchantId: number,
  input: { depositWeight: string; validBetWeight: string },
  now: Date,
) {
  const settings: VipSettings = {
    depositWeightBp: percentBp(input.depositWeight),
    betWeightBp: percentBp(input.validBetWeight),
  };
  await vipLevelsRepository.saveSettings(db, merchantId, settings, now.toISOString());
  forgetLadder(merchantId);
  return vipLadder(db, merchantId);
}
