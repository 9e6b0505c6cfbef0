import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { PLAYER_REPORT_SORTS, type PlayerActivity, type PlayerReportSort } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table';
import { Pager } from '../../components/pager';
import { api, errorText } from '../../lib/api';
import { playerFigureColumns } from './report-columns';

type Page = { list: PlayerActivity[]; total: number; totalPages: number };

/** The members who played or moved money over the report's days, most first by the figure chosen, a page at a time. */
export function PlayerActivityReport({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<PlayerReportSort>('stake');
  const [pageNo, setPageNo] = useState(1);
  const query = new URLSearchParams({ from, to, sort, pageNo: String(pageNo) }).toString();
  const players = useQuery({
    queryKey: ['reports', 'players', query],
    queryFn: () => api<Page>('GET', `/reports/players?${query}`),
    placeholderData: (previous) => previous,
  });
  const columns: ColumnDef<PlayerActivity, unknown>[] = [
    {
      accessorKey: 'username',
      header: t('reports.username'),
      cell: ({ row }) => (
        <Link className="font-semibold text-brand-fg underline" to={`/players/${row.original.id}`}>
          {row.original.username}
        </Link>
      ),
    },
    ...playerFigureColumns(t),
  ];
  return (
    <section className="space-y-2" aria-labelledby="player-activity">
      <h2 id="player-activity" className="font-bold">
        {t('reports.players')}
      </h2>
      <label className="flex w-fit flex-col gap-1 text-sm">
        {t('reports.sortBy')}
        <select
          className="field"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as PlayerReportSort);
            setPageNo(1);
          }}
        >
          {PLAYER_REPORT_SORTS.map((key) => (
            <option key={key} value={key}>
              {t(`reports.${key}`)}
            </option>
          ))}
        </select>
      </label>
      {players.isError && (
        <p role="alert" className="text-danger">
          {errorText(players.error)}
        </p>
      )}
      <DataTable
        label={t('reports.players')}
        rows={players.data?.list ?? []}
        columns={columns}
        csvName={`players-${from}-${to}-${sort}`}
      />
      <Pager page={pageNo} pages={players.data?.totalPages ?? 0} onPage={setPageNo} />
    </section>
  );
}
