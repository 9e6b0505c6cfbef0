import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminLotteryExposure, AdminLotteryIssueResult, LotteryDrawResult } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';

type ExposureRow = AdminLotteryExposure['list'][number];

/** A draw's numbers as a line of text, whatever the game's shape. */
function drawnNumbers(result: LotteryDrawResult): string {
  switch (result.shape) {
    case 'vn-north':
    case 'vn-south':
      return result.prizes.map((prize) => `${prize.tier}: ${prize.numbers.join(' ')}`).join(' · ');
    case 'digits5':
      return result.digits.join(' ');
    case 'dice3':
      return result.dice.join(' ');
    case 'order10':
      return result.order.join(' ');
  }
}

/**
 * One issue: its result with the committed seed (revealed once drawn), its money, and what the
 * brand would owe per pick if it hit (the open lines' exposure against the cap).
 */
export function LotteryIssueDetail({ game, numero, onClose }: { game: string; numero: string; onClose: () => void }) {
  const { t } = useTranslation();
  const path = `/lottery/games/${game}/issues/${numero}`;
  const result = useQuery({
    queryKey: ['lottery-issue', game, numero],
    queryFn: () => api<AdminLotteryIssueResult>('GET', path),
  });
  const exposure = useQuery({
    queryKey: ['lottery-exposure', game, numero],
    queryFn: () => api<AdminLotteryExposure>('GET', `${path}/exposure`),
  });
  const columns: ColumnDef<ExposureRow, unknown>[] = [
    { accessorKey: 'betType', header: t('lottery.betType') },
    { accessorKey: 'pick', header: t('lottery.pick') },
    { accessorKey: 'lines', header: t('lottery.lines') },
    { accessorKey: 'stakes', header: t('lottery.stakes') },
    { accessorKey: 'exposure', header: t('lottery.exposure') },
    { accessorKey: 'percentOfCap', header: t('lottery.percentOfCap') },
    { accessorKey: 'worstCase', header: t('lottery.worstCase') },
  ];
  const issue = result.data;
  return (
    <section className="card space-y-3" aria-label={t('lottery.issueTitle', { numero })}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-bold">{t('lottery.issueTitle', { numero })}</h3>
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('lottery.close')}
        </button>
      </div>
      {(result.isError || exposure.isError) && <p role="alert">{errorText(result.error ?? exposure.error)}</p>}
      {issue && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-fg-muted">{t('lottery.result')}</dt>
          <dd>{issue.result ? drawnNumbers(issue.result) : t('lottery.notDrawn')}</dd>
          <dt className="text-fg-muted">{t('lottery.seedHash')}</dt>
          <dd className="font-mono text-xs break-all">{issue.seedHash}</dd>
          <dt className="text-fg-muted">{t('lottery.seed')}</dt>
          <dd className="font-mono text-xs break-all">{issue.seed ?? t('lottery.seedHidden')}</dd>
          <dt className="text-fg-muted">{t('lottery.money')}</dt>
          <dd className="tabular-nums">
            {t('lottery.moneyLine', { lines: issue.lines, stakes: issue.stakes, payouts: issue.payouts })}
          </dd>
        </dl>
      )}
      {exposure.data && (
        <>
          <p className="text-sm text-fg-muted">{t('lottery.cap', { cap: exposure.data.cap })}</p>
          <DataTable
            label={t('lottery.exposureOf', { numero })}
            rows={exposure.data.list}
            columns={columns}
            csvName={`exposure-${game}-${numero}`}
          />
        </>
      )}
    </section>
  );
}
