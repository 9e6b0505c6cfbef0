import type { ColumnDef } from '@tanstack/react-table';
import type { PlayerActivity, ReportDay, ReportGroupRow } from '@arcadia/contracts';
import type { TFunction } from 'i18next';

/** Amounts and counts sort as numbers (the wire's money strings would sort as text: "9.00" after "10.00"). */
function figure<T>(key: keyof T & string, header: string): ColumnDef<T, unknown> {
  return {
    accessorKey: key,
    header,
    sortingFn: (a, b, id) => Number(a.getValue(id)) - Number(b.getValue(id)),
    cell: ({ getValue }) => <span className="tabular-nums">{String(getValue())}</span>,
  };
}

const PLAY = ['bets', 'stake', 'validBet', 'payout', 'ggr'] as const;
const MONEY = [
  'bonuses',
  'ngr',
  'deposits',
  'depositCount',
  'withdrawals',
  'withdrawalCount',
  'registrations',
  'firstDepositors',
] as const;

/** A business day's every figure: the report without a split. */
export const dayColumns = (t: TFunction): ColumnDef<ReportDay, unknown>[] => [
  { accessorKey: 'day', header: t('reports.day') },
  ...[...PLAY, ...MONEY, 'activePlayers' as const].map((key) => figure<ReportDay>(key, t(`reports.${key}`))),
];

/** A day's play of one category or vendor (money has no category). */
export const groupColumns = (t: TFunction, by: 'category' | 'vendor'): ColumnDef<ReportGroupRow, unknown>[] => [
  { accessorKey: 'day', header: t('reports.day') },
  { accessorKey: 'group', header: t(`reports.groupings.${by}`) },
  ...[...PLAY, 'activePlayers' as const].map((key) => figure<ReportGroupRow>(key, t(`reports.${key}`))),
];

export const PLAYER_FIGURES = [
  'bets',
  'stake',
  'validBet',
  'payout',
  'ggr',
  'deposits',
  'withdrawals',
  'bonuses',
] as const satisfies readonly (keyof PlayerActivity)[];

export const playerFigureColumns = (t: TFunction): ColumnDef<PlayerActivity, unknown>[] =>
  PLAYER_FIGURES.map((key) => figure<PlayerActivity>(key, t(`reports.${key}`)));
