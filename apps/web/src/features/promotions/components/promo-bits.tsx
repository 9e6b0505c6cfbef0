import { useTranslation } from 'react-i18next';
import type { PromotionState, PromotionSummary } from '@arcadia/contracts';
import { StatusPill, type Tone } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';

const TONE: Record<PromotionState, Tone> = {
  coming_soon: 'neutral',
  join: 'brand',
  joined: 'pending',
  applying: 'brand',
  process: 'pending',
  claim: 'success',
  issued: 'success',
  claimed: 'neutral',
  rejected: 'danger',
  closed: 'neutral',
};

export function StatePill({ state }: { state: PromotionState }) {
  const { t } = useTranslation();
  return <StatusPill tone={TONE[state]}>{t(`promo.state.${state}`)}</StatusPill>;
}

/** "100.00", "50% up to 200.00", "500 points" or "3 raffle tickets". */
export function useRewardText() {
  const { t, i18n } = useTranslation();
  return (reward: PromotionSummary['reward']) => {
    switch (reward.kind) {
      case 'fixed':
        return t('promo.reward.fixed', { amount: formatMoney(reward.amount ?? '0', i18n.language) });
      case 'percent':
        return t('promo.reward.percent', {
          percent: reward.percent ?? '',
          cap: formatMoney(reward.cap ?? '0', i18n.language),
        });
      case 'points':
        return t('promo.reward.points', { count: reward.points ?? 0 });
      case 'raffle_tickets':
        return t('promo.reward.tickets', { count: reward.tickets ?? 0 });
    }
  };
}
