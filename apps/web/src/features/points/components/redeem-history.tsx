import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RedeemState } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/form';
import { ListIcon } from '@/components/ui/money-icons';
import { EmptyState, Loading, Pager, StatusPill, type Tone } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { historyQuery } from '../api/points-api';
import { formatPoints, formatTime } from './point-format';

const TONE: Record<RedeemState, Tone> = {
  in_process: 'pending',
  approved: 'brand',
  shipped: 'success',
  rejected: 'danger',
};

/** The member's redemptions, newest first, with their states, delivery and tracking. */
export function RedeemHistory({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery(historyQuery(token, pageNo));
  if (history.isPending) return <Loading />;
  if (history.isError) return <FormAlert>{t(errorMessageKey(history.error))}</FormAlert>;
  if (history.data.list.length === 0)
    return (
      <EmptyState
        icon={<ListIcon size={20} />}
        title={t('points.history.empty')}
        hint={t('points.history.emptyHint')}
      />
    );
  return (
    <div>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-surface" data-testid="redeem-history">
        {history.data.list.map((r) => (
          <li key={r.id} className="flex flex-col gap-1.5 p-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-bold">
                {r.rewardName}
                <StatusPill tone={TONE[r.state]}>{t(`points.state.${r.state}`)}</StatusPill>
              </p>
              <p className="text-xs text-fg-muted">
                <time dateTime={r.createdAt}>{formatTime(r.createdAt)}</time> ·{' '}
                {t('points.history.quantity', { quantity: r.quantity })}
              </p>
              {r.address ? (
                <p className="text-xs text-fg-muted">
                  {t('points.history.shipTo', { recipient: r.recipient ?? '', phone: r.phone ?? '' })}
                  <br />
                  {r.address}
                </p>
              ) : null}
              {r.trackingRef ? (
                <p className="text-xs font-semibold">{t('points.history.tracking', { ref: r.trackingRef })}</p>
              ) : null}
              {r.remark ? (
                <p className="text-xs text-fg-muted">{t('points.history.remark', { remark: r.remark })}</p>
              ) : null}
            </div>
            <p className="shrink-0 text-sm font-black text-brand-fg tabular-nums">
              −{t('points.pts', { points: formatPoints(r.points, i18n.language) })}
            </p>
          </li>
        ))}
      </ul>
      <Pager page={pageNo} totalPages={history.data.totalPages} onChange={setPageNo} busy={history.isFetching} />
    </div>
  );
}
