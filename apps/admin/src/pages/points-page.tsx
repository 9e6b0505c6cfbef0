import { useTranslation } from 'react-i18next';
import { usePermissions } from '../lib/session';
import { PointsRedemptions } from './points/points-redemptions';
import { PointsRewards } from './points/points-rewards';
import { PointsRules } from './points/points-rules';
import { PointsSettings } from './points/points-settings';

/**
 * The points mall (issue 29): redemptions to review (approve, ship with a tracking reference, or
 * reject: points and stock go back), the rewards catalogue and its stock, the earning rules and
 * the brand's settings (ratio, minimum conversion, expiry). Changing any of it is points.write.
 */
export default function PointsPage() {
  const { t } = useTranslation();
  const me = usePermissions();
  const mayWrite = me.data?.permissions.includes('points.write') ?? false;
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-extrabold">{t('points.title')}</h1>
      <PointsRedemptions mayWrite={mayWrite} />
      <PointsRewards mayWrite={mayWrite} />
      <PointsRules mayWrite={mayWrite} />
      <PointsSettings mayWrite={mayWrite} />
    </section>
  );
}
