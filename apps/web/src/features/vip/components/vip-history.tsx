import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipHistoryEntry } from '@arcadia/contracts';
import { FormAlert } from '@/components/ui/form';
import { EmptyState, Loading, Pager, StatusPill, type Tone } from '@/components/ui/page-blocks';
import { errorMessageKey } from '@/i18n';
import { formatDateTime } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { vipHistoryQuery } from '../api/vip-api';

const TONE: Record<VipHistoryEntry['reason'], Tone> = {
  promotion: 'success',
  demotion: 'danger',
  keep: 'neutral',
  operator: 'brand',
};

/** The member's level changes and reviews, newest first. */
export function VipHistory({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const history = useQuery({ ...vipHistoryQuery(token, pageNo), enabled: Boolean(token) });
  if (history.isPending) return <Loading />;
  if (history.isError) return <FormAlert>{t(errorMessageKey(history.error))}</FormAlert>;
  const { list, totalPages } = history.data;
  if (list.length === 0) return <EmptyState title={t('vip.noHistory')} />;
  return (
    <>
      <ol className="flex flex-col divide-y divide-line">
        {list.map((entry, i) => (
          <li key={`${entry.at}-${i}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
            <StatusPill tone={TONE[entry.reason]}>{t(`vip.reason.${entry.reason}`)}</StatusPill>
            <span className="font-semibold">
              {entry.reason === 'keep' ? entry.toName : `${entry.fromName ?? '—'} → ${entry.toName ?? '—'}`}
            </span>
            {entry.periodKey ? (
              <span className="text-xs text-fg-muted">{t('vip.period', { period: entry.periodKey })}</span>
            ) : null}
            <span className="ml-auto text-xs text-fg-muted tabular-nums">
              {t('vip.historyGrowth', { growth: formatMoney(entry.growth, i18n.language) })} ·{' '}
              {formatDateTime(entry.at, i18n.language)}
            </span>
          </li>
        ))}
      </ol>
      <Pager page={pageNo} totalPages={totalPages} onChange={setPageNo} busy={history.isFetching} />
    </>
  );
}
