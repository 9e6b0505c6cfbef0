import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RebateSummary } from '@arcadia/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form';
import { PercentIcon } from '@/components/ui/money-icons';
import { EmptyState, Loading, Panel } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { useRebateTexts } from '@/i18n/rebate-texts';
import { isApiError } from '@/lib/api-error';
import { formatDay } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { claimRebate, rebateSummaryQuery } from '../api/rebates-api';
import { RebateHistory } from './rebate-history';
import { RebateLines } from './rebate-lines';

type Period = RebateSummary['claimable']['period'];

/** "Week of 17/11/2026 – 23/11/2026" (the end is exclusive: the last day is the one before). */
function usePeriodText() {
  const { t, i18n } = useTranslation();
  return (period: Period) => {
    const from = formatDay(period.start, i18n.language);
    const to = formatDay(new Date(Date.parse(period.end) - 1), i18n.language);
    return period.kind === 'week' ? t('rebate.periodWeek', { from, to }) : t('rebate.periodDay', { from });
  };
}

/**
 * The member centre's rebate promotion (manualRebate): what the period just closed pays back per
 * game category at the member's VIP level, claimable line by line or all at once (or paid
 * automatically, as the brand decides), the running period's estimate, and the rebates paid.
 */
export default function RebatePage() {
  const { t, i18n } = useTranslation();
  const ready = useRebateTexts();
  const token = useSessionValue('token') ?? '';
  const client = useQueryClient();
  const summary = useQuery({ ...rebateSummaryQuery(token), enabled: Boolean(token) });
  const periodText = usePeriodText();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  if (!ready || summary.isPending) return <Loading />;
  if (summary.isError)
    return isApiError(summary.error) && summary.error.code === 'rebates.not_offered' ? (
      <EmptyState icon={<PercentIcon size={20} />} title={t('rebate.notOffered')} />
    ) : (
      <FormAlert>{t(errorMessageKey(summary.error))}</FormAlert>
    );
  const data = summary.data;
  const money = (v: string) => formatMoney(v, i18n.language);
  const claim = (category?: string) => {
    setBusy(category ?? 'all');
    setNotice(null);
    claimRebate(client, token, category)
      .then((r) => setNotice({ ok: true, text: t('rebate.claimed', { amount: money(r.paid) }) }))
      .catch((e: unknown) => setNotice({ ok: false, text: t(errorMessageKey(e)) }))
      .finally(() => setBusy(null));
  };
  const canClaim = !data.autoPay && data.claimable.lines.some((l) => l.state === 'claimable');
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="rebate-title"
        className="relative overflow-hidden rounded-2xl border border-line bg-surface p-5 sm:p-6"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-brand opacity-20 blur-3xl"
        />
        <div className="relative flex flex-wrap items-end justify-between gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 id="rebate-title" className="text-sm font-semibold text-fg-muted">
              {t('rebate.readyTotal')} · {periodText(data.claimable.period)}
            </h3>
            <p className="text-3xl font-extrabold tabular-nums" data-testid="rebate-total">
              {money(data.claimable.total)}
            </p>
            {data.level ? (
              <p className="text-xs font-semibold text-brand-fg">{t('rebate.level', { level: data.level.name })}</p>
            ) : null}
          </div>
          {canClaim ? (
            <Button size="lg" disabled={busy !== null} onClick={() => claim()}>
              {busy === 'all' ? t('rebate.claiming') : t('rebate.claimAll')}
            </Button>
          ) : null}
        </div>
        <p className="relative mt-3 max-w-prose text-xs text-fg-muted">
          {data.autoPay ? t('rebate.autoPay') : t('rebate.intro')}{' '}
          {t('rebate.minPayout', { amount: money(data.minPayout) })}
        </p>
      </section>
      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={
            notice.ok
              ? 'rounded-xl bg-success-soft px-4 py-3 text-sm font-semibold text-success'
              : 'rounded-xl bg-danger-soft px-4 py-3 text-sm font-semibold text-danger'
          }
        >
          {notice.text}
        </p>
      ) : null}
      <Panel title={`${t('rebate.claimableTitle')} · ${periodText(data.claimable.period)}`}>
        {data.claimable.lines.length === 0 ? (
          <EmptyState title={t('rebate.noLines')} hint={t('rebate.playHint')} />
        ) : (
          <RebateLines lines={data.claimable.lines} onClaim={data.autoPay ? undefined : claim} busy={busy} />
        )}
      </Panel>
      <Panel title={`${t('rebate.runningTitle')} · ${periodText(data.running.period)}`}>
        {data.running.lines.length === 0 ? (
          <EmptyState title={t('rebate.noLines')} hint={t('rebate.playHint')} />
        ) : (
          <>
            <RebateLines lines={data.running.lines} busy={busy} />
            <p className="mt-2 text-xs text-fg-muted">{t('rebate.estimate')}</p>
          </>
        )}
      </Panel>
      <RebateHistory token={token} />
    </div>
  );
}
