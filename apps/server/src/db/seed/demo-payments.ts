import type { Trx } from '../schema.ts';
import { savePaymentSettings, DEFAULT_PAYMENT_SETTINGS } from '../../modules/payments/payment-settings.ts';

/**
 * Demo deposit channels (invented bank names) and withdrawal limits. The sandbox channel pays
 * through the in-process sandbox PSP; the house bears its 1.5 % fee. Manual transfers are free.
 */
/** What members see, per language (config `name.<language>`; the channel's own name is the English). */
const BANK_NAMES = {
  pt: 'Transferência bancária (Lumen Bank)',
  en: 'Bank transfer (Lumen Bank)',
  zh: '银行转账（Lumen Bank）',
  id: 'Transfer bank (Lumen Bank)',
  th: 'โอนผ่านธนาคาร (Lumen Bank)',
  vi: 'Chuyển khoản ngân hàng (Lumen Bank)',
};
const CARD_NAMES = {
  pt: 'Cartão (Sandbox Pay)',
  en: 'Card (Sandbox Pay)',
  zh: '银行卡（Sandbox Pay）',
  id: 'Kartu (Sandbox Pay)',
  th: 'บัตร (Sandbox Pay)',
  vi: 'Thẻ (Sandbox Pay)',
};
const namesPerLanguage = (names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).map(([language, name]) => [`name.${language}`, name]));

export async function seedDemoPayments(trx: Trx, merchantId: number): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .insertInto('payment_channels')
    .values([
      {
        merchant_id: merchantId,
        code: 'bank_transfer',
        kind: 'manual_bank',
        name: 'Bank transfer (Lumen Bank)',
        min_amount: 1_000n,
        max_amount: 5_000_000n,
        fee_fixed: 0n,
        fee_bps: 0,
        fee_payer: 'member',
        enabled: 1,
        sort: 1,
        config: JSON.stringify({
          bankName: 'Lumen Bank',
          accountName: 'Arcadia Demo Ltd',
          accountNumber: '0042 7781 5520',
          ...namesPerLanguage(BANK_NAMES),
        }),
        created_at: now,
        updated_at: now,
      },
      {
        merchant_id: merchantId,
        code: 'sandbox_card',
        kind: 'sandbox_gateway',
        name: 'Card (Sandbox Pay)',
        min_amount: 500n,
        max_amount: 1_000_000n,
        fee_fixed: 0n,
        fee_bps: 150,
        fee_payer: 'house',
        enabled: 1,
        sort: 2,
        config: JSON.stringify(namesPerLanguage(CARD_NAMES)),
        created_at: now,
        updated_at: now,
      },
    ])
    .execute();
  await savePaymentSettings(trx, merchantId, DEFAULT_PAYMENT_SETTINGS);
}
