import { formatMinor, type PointsConfig } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { convertStep, type PointsRuleRow } from './points.model.ts';
import { pointsRepository } from './points.repository.ts';

type Brand = Pick<Merchant, 'id' | 'currency' | 'places'>;

export const ruleView = (r: PointsRuleRow, places: number) => ({
  id: r.id,
  kind: r.kind,
  category: r.category,
  points: r.points,
  perAmount: formatMinor(r.perAmount, places),
  minAmount: formatMinor(r.minAmount, places),
  enabled: r.enabled,
});

/** The ratio, minimums, expiry and rules shown to members (enabled rules) and operators (all). */
export async function pointsConfig(db: DbOrTrx, brand: Brand, allRules = false): Promise<PointsConfig> {
  const settings = await pointsRepository.settings(db, brand.id);
  const rules = await pointsRepository.rules(db, brand.id, !allRules);
  return {
    enabled: settings.enabled,
    ratio: settings.ratio,
    minConvert: settings.minConvert,
    convertStep: convertStep(settings.ratio, brand.places),
    expiryDays: settings.expiryDays,
    currency: brand.currency,
    rules: rules.map((r) => ruleView(r, brand.places)),
  };
}
