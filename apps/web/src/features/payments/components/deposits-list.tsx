import { useTranslation } from 'react-i18next';
import { StatusPill } from '@/components/ui/page-blocks';
import { formatDateTime } from '@/lib/date-format';
import { formatMoney } from '@/lib/money';
import { depositsQuery } from '../api/payments-api';
import { DEPOSIT_TONE } from '../utils/status';
import { MyListPanel } from './my-list-panel';

/** My deposits, newest first, with their status. */
export function DepositsList() {
  const { t, i18n } = useTranslation();
  return (
    <MyListPanel
      labels={{ title: t('deposit.myDeposits'), empty: t('deposit.noDeposits') }}
      pageQuery={depositsQuery}
      className="divide-y divide-line"
    >
      {(d) => (
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
      )}
    </MyListPanel>
  );
}
