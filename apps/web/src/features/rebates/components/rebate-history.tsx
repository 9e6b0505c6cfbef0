import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState, Pager, Panel, StatusPill } from '@/components/ui/page-blocks';
import { formatDateTime } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { rebateHistoryQuery } from '../api/rebates-api';
import { useCategoryName } from './rebate-lines';

/** The rebates paid to the member, newest first, a page at a time. */
export function RebateHistory({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const name = useCategoryName();
  const [page, setPage] = useState(1);
  const history = useQuery({ ...rebateHistoryQuery(token, page), enabled: Boolean(token) });
  const list = history.data?.list ?? [];
  return (
    <Panel title={t('rebate.historyTitle')}>
      {history.isSuccess && list.length === 0 ? (
        <EmptyState title={t('rebate.historyEmpty')} />
      ) : (
        <ul className="flex flex-col divide-y divide-line" data-testid="rebate-history">
          {list.map((claim) => (
            <li key={claim.id} className="flex items-center gap-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold">
                  {name(claim.category)} · <span className="text-fg-muted">{claim.periodKey}</span>
                </p>
                <p className="text-xs text-fg-muted tabular-nums">
                  {formatDateTime(claim.createdAt, i18n.language)} · {formatMoney(claim.validBet, i18n.language)} ×{' '}
                  {claim.rate}%
                </p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="text-sm font-bold text-success tabular-nums">
                  +{formatMoney(claim.amount, i18n.language)}
                </span>
                <StatusPill tone="neutral">{t(`rebate.source.${claim.source}`)}</StatusPill>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} totalPages={history.data?.totalPages ?? 1} onChange={setPage} busy={history.isFetching} />
    </Panel>
  );
}
