import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BonusView } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { GiftIcon } from '@/components/ui/icons';
import { EmptyState, Loading, Panel, StatusPill, type Tone } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { usePromotionTexts } from '@/i18n/promotion-texts';
import { formatMoney } from '@/lib/money';
import { navigateTo } from '@/lib/navigation';
import { useSessionValue } from '@/lib/session-store';
import { closeAllModals } from '@/modals';
import { bonusDetailsQuery } from '../api/promotions-api';
import { WageringProgress } from './wagering-progress';

const TONE: Record<BonusView['state'], Tone> = {
  wagering: 'pending',
  completed: 'success',
  expired: 'neutral',
  forfeited: 'danger',
};

/**
 * The member centre's bonus details (bonusDetails): the bonus balance and every bonus with its
 * wagering progress, refreshed while the member plays.
 */
export default function BonusDetailsPage() {
  const { t, i18n } = useTranslation();
  const ready = usePromotionTexts();
  const token = useSessionValue('token') ?? '';
  const bonuses = useQuery({ ...bonusDetailsQuery(token), enabled: Boolean(token) });
  if (!ready || bonuses.isPending) return <Loading />;
  if (bonuses.isError) return <FormAlert>{t(errorMessageKey(bonuses.error))}</FormAlert>;
  return (
    <div className="flex flex-col gap-4">
      <Panel>
        <p className="text-sm text-fg-muted">{t('promo.bonus.balance')}</p>
        <p className="mt-1 text-2xl font-extrabold tabular-nums">
          {formatMoney(bonuses.data.bonusBalance, i18n.language)}
        </p>
        <p className="mt-2 text-xs text-fg-muted">{t('promo.bonus.intro')}</p>
      </Panel>
      {bonuses.data.list.length === 0 ? (
        <EmptyState
          icon={<GiftIcon size={20} />}
          title={t('promo.bonus.empty')}
          hint={
            // The member centre is a modal outside the router's tree: navigate through the app's navigator.
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              onClick={() => {
                closeAllModals();
                navigateTo('/promotions');
              }}
            >
              {t('promo.bonus.seePromotions')}
            </Button>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {bonuses.data.list.map((bonus) => (
            <li key={bonus.id}>
              <Panel
                title={bonus.title}
                action={<StatusPill tone={TONE[bonus.state]}>{t(`promo.bonus.state.${bonus.state}`)}</StatusPill>}
              >
                <p className="mb-3 text-sm font-semibold tabular-nums">
                  {t('promo.bonus.amount', { amount: formatMoney(bonus.amount, i18n.language) })}
                </p>
                <WageringProgress bonus={bonus} />
                <p className="mt-2 text-xs text-fg-muted">
                  {bonus.state === 'completed' && bonus.converted
                    ? t('promo.bonus.converted', { amount: formatMoney(bonus.converted, i18n.language) })
                    : t('promo.bonus.expires', {
                        date: new Date(bonus.endedAt ?? bonus.expiresAt).toLocaleString(i18n.language, {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        }),
                      })}
                </p>
              </Panel>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
