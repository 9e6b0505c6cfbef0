import { LANGUAGES } from '@arcadia/contracts';
import type { Trx } from '../schema.ts';
import { insertBrandRows } from '../../lib/rows.ts';
import { saveRebateSettings } from '../../modules/rebates/rebates-admin.usecases.ts';
import { WEEKLY_REBATE } from './demo-texts/weekly-rebate.ts';

/**
 * The demo brand's weekly rebate: claimed by the member from the member centre, at the VIP
 * ladder's rates (seeded with the ladder, so only a brand with rates runs it), at least 1.00 and
 * at most 500.00 per category; and its announcement, which exists only because the rebate does.
 */
export async function seedDemoRebates(trx: Trx, merchantId: number): Promise<void> {
  const now = new Date();
  await saveRebateSettings(
    trx,
    merchantId,
    { enabled: true, periodKind: 'week', autoPay: false, minPayout: '1.00', maxPayout: '500.00' },
    now,
  );
  await insertBrandRows(trx, 'content_announcements', merchantId, [...LANGUAGES], (language) => ({
    type: 'PR',
    language,
    title: WEEKLY_REBATE[language][0],
    content: WEEKLY_REBATE[language][1],
    popup: 0,
    enabled: 1,
    starts_at: null,
    ends_at: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  }));
}
