import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REWARD_SOURCES, type RewardItem, type RewardSourceName } from '@arcadia/contracts';
import { FormAlert } from '@/components/ui/form';
import { GiftIcon } from '@/components/ui/icons';
import { EmptyState, Loading, Pager, Panel } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { useRewardTexts } from '@/i18n/reward-texts';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { claimReward, rewardCentreQuery } from '../api/rewards-api';
import { RewardCard, useRewardTitle } from './reward-card';

/** The history's filter: every source, or one. */
function SourceFilter({
  value,
  onChange,
}: {
  value: RewardSourceName | undefined;
  onChange: (source: RewardSourceName | undefined) => void;
}) {
  const { t } = useTranslation();
  const chip = (source: RewardSourceName | undefined, label: string) => (
    <button
      key={source ?? 'all'}
      type="button"
      aria-pressed={value === source}
      onClick={() => onChange(source)}
      className={cn(
        'h-8 rounded-full border px-3 text-xs font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-ring',
        value === source
          ? 'border-brand bg-brand text-on-brand'
          : 'border-line bg-surface text-fg-muted hover:bg-surface-2 hover:text-fg',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={t('rewardCentre.filter')} className="-mx-1 mb-3 flex gap-2 overflow-x-auto px-1 pb-1">
      {chip(undefined, t('rewardCentre.all'))}
      {REWARD_SOURCES.map((s) => chip(s, t(`rewardCentre.source.${s}`)))}
    </div>
  );
}

/**
 * The member centre's reward centre (rewardCenter): everything owed or paid to the member across
 * promotions, missions, rebates, invited friends, the points mall and VIP. What can be claimed now
 * (each through its own module's claim call), what is being earned (progress and deadlines), and
 * the history, a page at a time, filtered by where it came from. Cards on every width.
 */
export default function RewardCentrePage() {
  const { t, i18n } = useTranslation();
  const ready = useRewardTexts();
  const token = useSessionValue('token') ?? '';
  const client = useQueryClient();
  const title = useRewardTitle();
  const [page, setPage] = useState(1);
  const [source, setSource] = useState<RewardSourceName | undefined>(undefined);
  const centre = useQuery({ ...rewardCentreQuery(token, page, source), enabled: Boolean(token) });
  // The claimable and in-progress lists stay those of every source; the filter narrows the history.
  const all = useQuery({ ...rewardCentreQuery(token, 1, undefined), enabled: Boolean(token) });
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  if (!ready || all.isPending) return <Loading />;
  if (all.isError) return <FormAlert>{t(errorMessageKey(all.error))}</FormAlert>;
  const data = all.data;
  const history = centre.data ?? (source === undefined && page === 1 ? data : undefined);

  const claim = (item: RewardItem) => {
    if (!item.claim) return;
    setBusy(item.id);
    setNotice(null);
    claimReward(client, item.claim)
      .then(() => setNotice({ ok: true, text: t('rewardCentre.claimed', { title: title(item) }) }))
      .catch((e: unknown) => setNotice({ ok: false, text: t(errorMessageKey(e)) }))
      .finally(() => setBusy(null));
  };
  const choose = (next: RewardSourceName | undefined) => {
    setSource(next);
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="reward-total-title"
        className="relative overflow-hidden rounded-2xl border border-line bg-surface p-5 sm:p-6"
      >
        <div
          aria-hidden
          className="pointer-events-none absolute -top-20 -right-16 size-56 rounded-full bg-brand opacity-20 blur-3xl"
        />
        <div className="relative flex flex-col gap-1">
          <h3 id="reward-total-title" className="text-sm font-semibold text-fg-muted">
            {t('rewardCentre.claimableTotal')}
          </h3>
          <p className="text-3xl font-extrabold tabular-nums" data-testid="reward-claimable-total">
            {formatMoney(data.claimableTotal, i18n.language)}
          </p>
          <p className="mt-2 max-w-prose text-xs text-fg-muted">{t('rewardCentre.intro')}</p>
        </div>
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
      <Panel title={t('rewardCentre.claimableTitle')}>
        {data.claimable.length === 0 ? (
          <EmptyState icon={<GiftIcon size={20} />} title={t('rewardCentre.nothingClaimable')} />
        ) : (
          <ul className="grid grid-cols-1 gap-3" data-testid="reward-claimable">
            {data.claimable.map((item) => (
              <li key={item.id}>
                <RewardCard item={item} onClaim={claim} busy={busy === item.id} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('rewardCentre.inProgressTitle')}>
        {data.inProgress.length === 0 ? (
          <EmptyState title={t('rewardCentre.nothingInProgress')} />
        ) : (
          <ul className="grid grid-cols-1 gap-3" data-testid="reward-in-progress">
            {data.inProgress.map((item) => (
              <li key={item.id}>
                <RewardCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title={t('rewardCentre.historyTitle')}>
        <SourceFilter value={source} onChange={choose} />
        {centre.isError ? (
          <FormAlert>{t(errorMessageKey(centre.error))}</FormAlert>
        ) : !history ? (
          <Loading />
        ) : history.list.length === 0 ? (
          <EmptyState title={t('rewardCentre.historyEmpty')} />
        ) : (
          <ul className="flex flex-col gap-2" data-testid="reward-history">
            {history.list.map((item) => (
              <li key={item.id}>
                <RewardCard item={item} compact />
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} totalPages={history?.totalPages ?? 1} onChange={setPage} busy={centre.isFetching} />
      </Panel>
    </div>
  );
}
