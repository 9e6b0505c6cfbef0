import { formatMinor, type RebateSettings as RebateSettingsView, type RebateSettingsInput } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { amountIn } from '../../lib/money.ts';
import { errors } from '../../http/app-error.ts';
import { rebateBrand } from './rebate-payment.ts';
import { claimView } from './rebate-views.ts';
import { rebateErrors } from './rebates.errors.ts';
import type { RebateSettings } from './rebates.model.ts';
import { rebatesRepository } from './rebates.repository.ts';
import { payPeriod, rebatePeriods } from './rebates.usecases.ts';

const settingsView = (s: RebateSettings, places: number): RebateSettingsView => ({
  enabled: s.enabled,
  periodKind: s.periodKind,
  autoPay: s.autoPay,
  minPayout: formatMinor(s.minPayout, places),
  maxPayout: s.maxPayout === null ? null : formatMinor(s.maxPayout, places),
});

export async function rebateSettings(db: DbOrTrx, merchantId: number): Promise<RebateSettingsView> {
  const { places } = await rebateBrand(db, merchantId);
  return settingsView(await rebatesRepository.settings(db, merchantId), places);
}

/** Saves the brand's programme; a cap below the minimum would make every line unpayable. */
export async function saveRebateSettings(db: DbOrTrx, merchantId: number, input: RebateSettingsInput, now: Date) {
  const { places } = await rebateBrand(db, merchantId);
  const settings: RebateSettings = {
    merchantId,
    enabled: input.enabled,
    periodKind: input.periodKind,
    autoPay: input.autoPay,
    minPayout: amountIn(input.minPayout, places, 'minPayout'),
    maxPayout: input.maxPayout === null ? null : amountIn(input.maxPayout, places, 'maxPayout'),
  };
  if (settings.maxPayout !== null && settings.maxPayout < settings.minPayout)
    throw errors.invalid([{ field: 'maxPayout', key: 'validation.invalid' }]);
  await rebatesRepository.saveSettings(db, settings, now.toISOString());
  return settingsView(settings, places);
}

export async function rebateClaims(
  db: DbOrTrx,
  merchantId: number,
  filter: { period?: string | undefined; pageNo: number; pageSize: number },
) {
  const { places } = await rebateBrand(db, merchantId);
  const page = await rebatesRepository.claims(
    db,
    { merchantId, periodKey: filter.period },
    { offset: (filter.pageNo - 1) * filter.pageSize, limit: filter.pageSize },
  );
  return {
    list: page.list.map((c) => ({ ...claimView(c, places), member: c.member })),
    total: page.total,
    totalPages: Math.ceil(page.total / filter.pageSize),
    paid: formatMinor(page.paid, places),
  };
}

/** Pays the period just closed now, for every member who played in it (what the schedule does). */
export async function payClosedPeriodNow(db: DbOrTrx, merchantId: number, now: Date) {
  const settings = await rebatesRepository.settings(db, merchantId);
  if (!settings.enabled) throw rebateErrors.notOffered();
  const { timeZone } = await rebateBrand(db, merchantId);
  return payPeriod(db, merchantId, rebatePeriods(settings, timeZone, now).closed, now);
}
