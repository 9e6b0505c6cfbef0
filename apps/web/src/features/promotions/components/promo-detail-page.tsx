import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { PromotionDetail } from '@arcadia/contracts';
import { FormAlert } from '@/components/ui/form';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { DetailRow, Loading, Panel } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { promotionDetailQuery, promotionRequests } from '../api/promotions-api';
import { PromoCountdown } from './countdown';
import { PromoActions } from './promo-actions';
import { RafflePanel, RaffleTerms } from './raffle-panel';
import { StatePill, useRewardText } from './promo-bits';
import { WageringProgress } from './wagering-progress';

/**
 * /promoDetail?id=: a promotion's rules and terms, the member's state in it with the one action
 * that state allows, the clock, and the bonus it paid with its wagering progress (refreshed while
 * the member plays).
 */
export default function PromoDetailPage() {
  const { t } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const client = useQueryClient();
  const detail = useQuery({
    ...promotionDetailQuery(token, id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => (query.state.data?.bonus?.state === 'wagering' ? 15_000 : false),
  });
  const requests = useMemo(() => promotionRequests(client, token, id), [client, token, id]);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-5 pb-12 lg:px-8">
      <Link to="/promotions" className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-fg">
        <ChevronLeftIcon size={16} />
        {t('promo.action.back')}
      </Link>
      {!Number.isInteger(id) || id <= 0 ? (
        <FormAlert>{t('errors.promotions.not_found')}</FormAlert>
      ) : detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <FormAlert>{t(errorMessageKey(detail.error))}</FormAlert>
      ) : (
        <Detail detail={detail.data} requests={requests} token={token} />
      )}
    </div>
  );
}

function Detail({
  detail,
  requests,
  token,
}: {
  detail: PromotionDetail;
  requests: ReturnType<typeof promotionRequests>;
  token: string;
}) {
  const { t } = useTranslation();
  const rewardText = useRewardText();
  const signedIn = Boolean(token);
  const raffle = detail.trigger === 'raffle';
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-4">
        <Panel>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-xs font-bold tracking-wide text-brand-fg uppercase">
              {t(`promo.categories.${detail.category}`)}
            </span>
            <StatePill state={detail.state} />
            <span className="ml-auto">
              <PromoCountdown startsAt={detail.startsAt} endsAt={detail.endsAt} />
            </span>
          </div>
          <h2 className="mt-3 text-xl font-extrabold">{detail.title}</h2>
          {detail.summary ? <p className="mt-1 text-sm text-fg-muted">{detail.summary}</p> : null}
          <p className="mt-3 text-2xl font-extrabold text-gold-fg tabular-nums">{rewardText(detail.reward)}</p>
          <p role="status" className="mt-3 text-sm">
            {detail.blockedBy && detail.state === 'closed'
              ? t(`errors.${detail.blockedBy}` as 'errors.promotions.not_eligible')
              : raffle && (detail.state === 'joined' || detail.state === 'closed')
                ? t(detail.state === 'joined' ? 'promo.raffle.hint' : 'promo.raffle.ended')
                : detail.state === 'joined' && (detail.trigger === 'turnover' || detail.trigger === 'loss')
                  ? t(`promo.hint.${detail.trigger}`)
                  : t(`promo.hint.${detail.state}`)}
          </p>
          {detail.state === 'rejected' && detail.participation?.reviewNote ? (
            <p className="mt-2 text-sm text-fg-muted">
              {t('promo.reviewNote', { note: detail.participation.reviewNote })}
            </p>
          ) : null}
          <div className="mt-4">
            <PromoActions detail={detail} requests={requests} signedIn={signedIn} />
          </div>
        </Panel>
        {raffle ? <RafflePanel activityId={detail.id} token={token} /> : null}
        {detail.progress && detail.state === 'joined' ? <PlayProgress progress={detail.progress} /> : null}
        {detail.bonus ? <BonusPanel detail={detail} /> : null}
        {detail.rules ? (
          <Panel title={t('promo.rules')}>
            <p className="text-sm leading-relaxed whitespace-pre-line text-fg-muted">{detail.rules}</p>
          </Panel>
        ) : null}
      </div>
      {raffle ? <RaffleTerms activityId={detail.id} token={token} /> : <Terms detail={detail} />}
    </div>
  );
}

/** A turnover or loss trigger's figure in the current period against its threshold. */
function PlayProgress({ progress }: { progress: NonNullable<PromotionDetail['progress']> }) {
  const { t, i18n } = useTranslation();
  const money = (v: string) => formatMoney(v, i18n.language);
  return (
    <Panel title={t('promo.playProgress.title')}>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-label={t('promo.playProgress.label', { percent: progress.percent })}
        className="h-2.5 overflow-hidden rounded-full bg-surface-3"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="mt-1.5 flex justify-between gap-3 text-xs text-fg-muted tabular-nums">
        <span>
          {t(`promo.playProgress.${progress.measure}`, {
            amount: money(progress.amount),
            target: money(progress.target),
          })}
        </span>
        <span className="font-bold text-fg">{progress.percent}%</span>
      </p>
    </Panel>
  );
}

function BonusPanel({ detail }: { detail: PromotionDetail }) {
  const { t, i18n } = useTranslation();
  const bonus = detail.bonus!;
  return (
    <Panel
      title={t('promo.progress.title')}
      action={<span className="text-xs font-bold">{t(`promo.bonus.state.${bonus.state}`)}</span>}
    >
      <WageringProgress bonus={bonus} />
      <p className="mt-3 text-xs text-fg-muted">
        {bonus.state === 'completed' && bonus.converted
          ? t('promo.bonus.converted', { amount: formatMoney(bonus.converted, i18n.language) })
          : t('promo.bonus.expires', {
              date: new Date(bonus.expiresAt).toLocaleString(i18n.language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
      </p>
    </Panel>
  );
}

function Terms({ detail }: { detail: PromotionDetail }) {
  const { t, i18n } = useTranslation();
  const rewardText = useRewardText();
  const money = (v: string | null) => (v === null ? t('promo.terms.none') : formatMoney(v, i18n.language));
  const w = detail.wagering;
  const rule = detail.triggerRule;
  const counted = Object.entries(w.contributions).filter(([, percent]) => percent > 0);
  return (
    <Panel title={t('promo.terms.title')} className="self-start">
      <dl className="flex flex-col gap-2.5">
        <DetailRow label={t('promo.terms.reward')}>{rewardText(detail.reward)}</DetailRow>
        {detail.reward.raffleTitle ? (
          <DetailRow label={t('promo.terms.raffle')}>{detail.reward.raffleTitle}</DetailRow>
        ) : null}
        {rule.kind === 'turnover' || rule.kind === 'loss' ? (
          <DetailRow label={t('promo.qualify.title')}>
            {t(`promo.qualify.${rule.kind}`, {
              amount: formatMoney(rule.kind === 'turnover' ? rule.amount : rule.minLoss, i18n.language),
              period: t(`promo.qualify.period.${rule.period}`),
            })}
          </DetailRow>
        ) : null}
        {detail.minDeposit ? (
          <DetailRow label={t('promo.terms.minDeposit')}>{money(detail.minDeposit)}</DetailRow>
        ) : null}
        <DetailRow label={t('promo.terms.wagering')}>
          {w.multiple > 0 ? t(`promo.terms.base.${w.base}`, { multiple: w.multiple }) : t('promo.noWagering')}
        </DetailRow>
        {w.multiple > 0 ? (
          <>
            <DetailRow label={t('promo.terms.maxBet')}>{money(w.maxBet)}</DetailRow>
            <DetailRow label={t('promo.terms.expiry')}>{t('promo.terms.expiryDays', { days: w.expiryDays })}</DetailRow>
            <DetailRow label={t('promo.terms.maxConversion')}>{money(w.maxConversion)}</DetailRow>
          </>
        ) : null}
      </dl>
      {w.multiple > 0 && counted.length > 0 ? (
        <>
          <h4 className="mt-4 mb-2 text-xs font-bold text-fg-muted">{t('promo.terms.contributions')}</h4>
          <ul className="flex flex-wrap gap-1.5">
            {counted.map(([category, percent]) => (
              <li key={category} className="rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold tabular-nums">
                {category} {percent}%
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
