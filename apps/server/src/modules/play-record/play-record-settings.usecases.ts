import { GAME_CATEGORIES } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { merchantsPort } from '../merchants/merchants.port.ts';
import { forgetBrandCalendars } from './brand-calendar.ts';
import { isKnownTimeZone } from './business-periods.ts';
import { playRecordRepository } from './play-record.repository.ts';
import { playRecordErrors } from './play-record.errors.ts';
import { DEFAULT_VALID_BET_SHARES_BP } from './valid-bet.ts';

/**
 * The brand's play-record settings. A new zone applies to settlements from now on: settled bets
 * keep the business day they were given (the roll-ups stay equal to their recomputation).
 */
export async function setBrandTimeZone(db: DbOrTrx, merchantId: number, timeZone: string): Promise<void> {
  if (!isKnownTimeZone(timeZone)) throw playRecordErrors.unknownTimeZone();
  await merchantsPort.setTimeZone(db, merchantId, timeZone);
  forgetBrandCalendars();
}

/** Sets the share of a stake that counts as valid bet for a category, or one vendor of it ('' = every vendor). */
export async function setValidBetShare(
  db: DbOrTrx,
  merchantId: number,
  rule: { category: string; vendorCode: string; percent: number },
): Promise<void> {
  if (!(GAME_CATEGORIES as readonly string[]).includes(rule.category)) throw playRecordErrors.unknownCategory();
  if (!Number.isFinite(rule.percent) || rule.percent < 0 || rule.percent > 100)
    throw playRecordErrors.shareOutOfRange();
  await playRecordRepository.setValidBetShare(
    db,
    merchantId,
    rule.category,
    rule.vendorCode,
    Math.round(rule.percent * 100),
  );
  forgetBrandCalendars();
}

/** Every category's share (its rule or the default) and the vendors' own rules. */
export async function listValidBetShares(db: DbOrTrx, merchantId: number) {
  const { rules } = await playRecordRepository.brandSettings(db, merchantId);
  const categories = GAME_CATEGORIES.map((category) => ({
    category,
    vendorCode: '',
    shareBp:
      rules.find((r) => r.category === category && r.vendorCode === '')?.shareBp ??
      DEFAULT_VALID_BET_SHARES_BP[category] ??
      10_000,
  }));
  return [...categories, ...rules.filter((r) => r.vendorCode !== '')];
}
