import { useTranslation } from 'react-i18next';
import { usePermissions } from '../lib/session';
import { RebateClaims } from './rebates/rebate-claims';
import { RebatePay } from './rebates/rebate-pay';
import { RebateRates } from './rebates/rebate-rates';
import { RebateSettingsForm } from './rebates/rebate-settings';

/**
 * Rebates (the weekly or daily cash back on valid bets): the brand's programme, the rates by VIP
 * level and category it pays, paying the period just closed by hand, and what was paid. Looking is
 * promotions.read, changing or paying promotions.write (the server's matrix); the rates show
 * only to a role that may read the VIP ladder.
 */
export default function RebatesPage() {
  const { t } = useTranslation();
  const me = usePermissions();
  const held = me.data?.permissions ?? [];
  const mayWrite = held.includes('promotions.write');
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-extrabold">{t('rebates.title')}</h1>
      <RebateSettingsForm mayWrite={mayWrite} />
      {held.includes('vip.read') && <RebateRates />}
      {mayWrite && <RebatePay />}
      <RebateClaims />
    </section>
  );
}
