import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListIcon } from '@/components/ui/money-icons';
import { ListQueryState } from '@/components/ui/query-state';
import { EmptyState, Pager, Panel, StatusPill } from '@/components/ui/page-blocks';
import { formatDateTime } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { useSessionValue } from '@/lib/session-store';
import { depositsQuery } from '../api/payments-api';
import { DEPOSIT_TONE } from '../utils/status';

/** My deposits, newest first, with their status. */
export function DepositsList() {
  const { t, i18n } = useTranslation();
  const token = useSessionValue('token') ?? '';
  const [page, setPage] = useState(1);
  const query = useQuery({ ...depositsQuery(token, page), enabled: Boolean(token), placeholderData: keepPreviousData });
  return (
    <Panel title={t('deposit.myDeposits')}>
      <ListQueryState query={query} empty={<EmptyState icon={<ListIcon />} title={t('deposit.noDeposits')} />}>
        {(data) => (
          <>
            <ul className="divide-y divide-line" aria-label={t('deposit.myDeposits')}>
              {data.list.map((d) => (
                <li key={d.id} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">{d.channelName}</p>
                    <p className="text-xs text-fg-muted tabular-nums">
                      {formatDateTime(d.createdAt)} · <span className="font-mono">{d.reference}</span>
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <span className="text-sm font-bold tabular-nums">{formatMoney(d.amount, i18n.language)}</span>
                    <StatusPill tone={DEPOSIT_TONE[d.status]}>{t(`deposit.status.${d.status}`)}</StatusPill>
                  </div>
                </li>
              ))}
            </ul>
            <Pager page={page} totalPages={data.totalPages} onChange={setPage} busy={query.isFetching} />
          </>
        )}
      </ListQueryState>
    </Panel>
  );
}
