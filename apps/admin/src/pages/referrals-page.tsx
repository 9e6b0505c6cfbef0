import { useTranslation } from 'react-i18next';
import { usePermissions } from '../lib/session';
import { HeldReferralRewards } from './referrals/held-rewards';
import { ReferralSettingsForm } from './referrals/referral-settings';

/**
 * Invite friends: the brand's programme (milestones and their cash rewards) and the rewards the
 * abuse checks held for review. Looking is promotions.read, changing or deciding promotions.write.
 */
export default function ReferralsPage() {
  const { t } = useTranslation();
  const me = usePermissions();
  const mayWrite = (me.data?.permissions ?? []).includes('promotions.write');
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-extrabold">{t('referrals.title')}</h1>
      <ReferralSettingsForm mayWrite={mayWrite} />
      <HeldReferralRewards mayWrite={mayWrite} />
    </section>
  );
}
