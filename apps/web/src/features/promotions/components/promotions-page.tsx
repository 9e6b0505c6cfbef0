import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PROMOTION_CATEGORIES, type PromotionCategory, type PromotionSummary } from '@arcadia/contracts';
import { buttonClasses } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { GiftIcon } from '@/components/ui/icons';
import { EmptyState, Loading } from '@/components/ui/page-blocks';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { errorMessageKey } from '@/i18n';
import { useSessionValue } from '@/lib/session-store';
import { promotionListQuery } from '../api/promotions-api';
import { PromoCountdown } from './countdown';
import { StatePill, useRewardText } from './promo-bits';

const isCategory = (value: string | null): value is PromotionCategory =>
  value !== null && (PROMOTION_CATEGORIES as readonly string[]).includes(value);

/**
 * /promotions: the brand's running and coming activities as cards, filtered by category (kept in
 * the address, so a filtered list can be shared), each with its state, reward and clock.
 */
export default function PromotionsPage() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : undefined;
  const list = useQuery(promotionListQuery(token, category));
  const pick = (value: PromotionCategory | 'all') =>
    setParams(value === 'all' ? {} : { category: value }, { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-5 pb-12 lg:px-8">
      <ToggleGroup<PromotionCategory | 'all'>
        label={t('promo.filter')}
        value={category ?? 'all'}
        onPick={pick}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
        choices={(['all', ...PROMOTION_CATEGORIES] as const).map((value) => ({
          value,
          content: t(`promo.categories.${value}`),
        }))}
        button={{
          className: 'h-9 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition',
          on: 'border-brand bg-brand text-on-brand',
          off: 'border-line bg-surface text-fg-muted hover:text-fg',
        }}
      />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <FormAlert>{t(errorMessageKey(list.error))}</FormAlert>
      ) : list.data.list.length === 0 ? (
        <EmptyState icon={<GiftIcon size={20} />} title={t('promo.empty')} hint={t('promo.emptyHint')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {list.data.list.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const rewardText = useRewardText();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-bold tracking-wide text-brand-fg uppercase">
          {t(`promo.categories.${promotion.category}`)}
        </span>
        <StatePill state={promotion.state} />
      </div>
      <h2 className="text-base leading-snug font-bold">{promotion.title}</h2>
      {promotion.summary ? <p className="text-sm text-fg-muted">{promotion.summary}</p> : null}
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-xl font-extrabold text-gold-fg tabular-nums">{rewardText(promotion.reward)}</span>
        <span className="text-xs text-fg-muted">
          {promotion.wageringMultiple > 0
            ? t('promo.wagering', { multiple: promotion.wageringMultiple })
            : t('promo.noWagering')}
        </span>
      </p>
      <div className="mt-auto flex items-center justify-between gap-3 pt-1">
        <PromoCountdown startsAt={promotion.startsAt} endsAt={promotion.endsAt} />
        <Link to={`/promoDetail?id=${promotion.id}`} className={buttonClasses('outline', 'sm', 'ml-auto')}>
          {t('promo.action.details')}
        </Link>
      </div>
    </li>
  );
}
