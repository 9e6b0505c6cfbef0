import { RG_BRAND_DEFAULTS, rgBrandSettingsSchema, type RgBrandSettings } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { toFieldErrors } from '../../http/field-errors.ts';
import { rgBrandSettingsRepository } from './rg-brand-settings.repository.ts';
import { rgRepository } from './responsible-gaming.repository.ts';

/** The brand's responsible-gaming settings: what it saved, or the contracts' defaults. */
export async function rgBrandSettings(db: DbOrTrx, merchantId: number): Promise<RgBrandSettings> {
  return (await rgBrandSettingsRepository.find(db, merchantId)) ?? RG_BRAND_DEFAULTS;
}

/**
 * Replaces the brand's settings as a whole, checked again here (the CLI and tests call this
 * without the route's schema): ranges within the rules' bounds, the default inside its range.
 */
export async function saveRgBrandSettings(
  db: DbOrTrx,
  merchantId: number,
  settings: RgBrandSettings,
  by: { actor: string; now: Date },
): Promise<RgBrandSettings> {
  const parsed = rgBrandSettingsSchema.safeParse(settings);
  if (!parsed.success) {
    throw errors.invalid(
      toFieldErrors(
        parsed.error.issues.map((i) => ({
          keyword: i.code,
          instancePath: `/${i.path.join('/')}`,
          message: i.message,
          params: { ...i },
        })),
      ),
    );
  }
  await rgBrandSettingsRepository.save(db, merchantId, parsed.data, by);
  return rgBrandSettings(db, merchantId);
}

const clamp = (value: number, range: { min: number; max: number }) => Math.min(range.max, Math.max(range.min, value));

/**
 * The reality-check interval in force for a member, in minutes: its own choice (kept inside the
 * brand's range, which may have narrowed since it chose), or the brand's default when it chose none
 * (rg_settings.reality_check_minutes null means "brand default").
 */
export async function effectiveRealityCheckMinutes(
  db: DbOrTrx,
  who: { merchantId: number; memberId: number },
): Promise<number> {
  const [brand, own] = await Promise.all([
    rgBrandSettings(db, who.merchantId),
    rgRepository.realityCheckMinutes(db, who.memberId),
  ]);
  return own === null ? brand.realityCheckMinutes : clamp(own, brand.realityCheckRange);
}

const outsideRange = (field: string, range: { min: number; max: number }) =>
  errors.invalid([{ field, key: 'validation.minutes_range', params: { min: range.min, max: range.max } }]);

/** A member's own reality-check interval must lie in the brand's range (null: back to the brand default). */
export async function assertRealityCheckAllowed(db: DbOrTrx, merchantId: number, minutes: number | null) {
  if (minutes === null) return;
  const { realityCheckRange } = await rgBrandSettings(db, merchantId);
  if (minutes < realityCheckRange.min || minutes > realityCheckRange.max)
    throw outsideRange('minutes', realityCheckRange);
}

/** A session time limit must lie in the brand's range (null: removal, always allowed after its wait). */
export async function assertSessionLimitAllowed(db: DbOrTrx, merchantId: number, minutes: number | null) {
  if (minutes === null) return;
  const { sessionLimitRange } = await rgBrandSettings(db, merchantId);
  if (minutes < sessionLimitRange.min || minutes > sessionLimitRange.max)
    throw outsideRange('minutes', sessionLimitRange);
}

/**
 * Whether the deposit page asks the member to set a deposit limit: the brand prompts at the first
 * deposit, and the member has neither a deposit limit nor a deposit yet. Skipping asks again next
 * time, until the first deposit.
 */
export async function depositLimitPrompt(db: DbOrTrx, who: { merchantId: number; memberId: number }) {
  const { depositLimitPrompt: when } = await rgBrandSettings(db, who.merchantId);
  if (when !== 'first_deposit') return false;
  return !(await rgBrandSettingsRepository.hasDepositLimitOrDeposit(db, who.memberId));
}
