import type { ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { DailyReport, PlayerActivity, ReportDay } from '@arcadia/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeConsoleApi, renderPage, type Call } from '../test/console-api';
import ReportsPage from './reports-page';

// uPlot draws on a canvas jsdom lacks: the chart shows its series as text here.
vi.mock('../components/trend-chart', () => ({
  default: ({
    title,
    days,
    series,
  }: {
    title: string;
    days: string[];
    series: { label: string; values: number[] }[];
  }) => (
    <div role="img" aria-label={title}>
      {series.map((s) => `${s.label}: ${s.values.join(' ')}`).join('; ')} over {days.join(' ')}
    </div>
  ),
}));

const day = (date: string, figures: Partial<ReportDay>): ReportDay => ({
  day: date,
  bets: 0,
  stake: '0.00',
  validBet: '0.00',
  payout: '0.00',
  ggr: '0.00',
  activePlayers: 0,
  bonuses: '0.00',
  ngr: '0.00',
  deposits: '0.00',
  depositCount: 0,
  withdrawals: '0.00',
  withdrawalCount: 0,
  registrations: 0,
  firstDepositors: 0,
  ...figures,
});

const days = [
  day('2026-03-01', { bets: 2, stake: '30.00', validBet: '14.00', payout: '33.00', ggr: '-3.00', ngr: '-3.00' }),
  day('2026-03-02', { bets: 2, stake: '135.00', payout: '140.00', ggr: '-5.00', ngr: '-8.00', bonuses: '3.00' }),
];
const report = (groupBy: DailyReport['groupBy'], from = '2026-03-01', to = '2026-03-02'): DailyReport => ({
  merchant: 'default',
  timeZone: 'Pacific/Kiritimati',
  currency: 'USD',
  from,
  to,
  groupBy,
  days,
  groups:
    groupBy === 'category'
      ? [
          {
            day: '2026-03-01',
            group: 'LIVE',
            bets: 1,
            stake: '20.00',
            validBet: '4.00',
            payout: '0.00',
            ggr: '20.00',
            activePlayers: 1,
          },
          {
            day: '2026-03-01',
            group: 'RNG',
            bets: 1,
            stake: '10.00',
            validBet: '10.00',
            payout: '25.00',
            ggr: '-15.00',
            activePlayers: 1,
          },
        ]
      : [],
  totals: { ...days[1]!, bets: 4, stake: '165.00', ggr: '-8.00', ngr: '-11.00', activePlayers: 2 },
});
const player: PlayerActivity = {
  id: '7',
  username: 'lucky7',
  bets: 3,
  stake: '35.00',
  validBet: '19.00',
  payout: '25.00',
  ggr: '10.00',
  deposits: '55.00',
  withdrawals: '0.00',
  bonuses: '0.00',
};

const query = (call: Call) => new URLSearchParams(call.path.split('?')[1]);
function fakeReports() {
  return fakeConsoleApi(['reports.read'], (call) => {
    if (call.path.startsWith('/reports/daily')) {
      const q = query(call);
      return {
        value: report(q.get('groupBy') as DailyReport['groupBy'], q.get('from') ?? undefined, q.get('to') ?? undefined),
      };
    }
    if (call.path.startsWith('/reports/players')) return { value: { list: [player], total: 1, totalPages: 1 } };
    return undefined;
  });
}
const show = (page: ReactNode) => renderPage(<MemoryRouter>{page}</MemoryRouter>);

afterEach(() => vi.unstubAllGlobals());

describe('the reports page', () => {
  it("shows the server's range day by day, its totals, the chart of GGR and stake and the players", async () => {
    const calls = fakeReports();
    show(<ReportsPage />);
    const table = await screen.findByRole('table', { name: 'Daily report' });
    expect(within(table).getByRole('row', { name: /2026-03-02/ })).toHaveTextContent('135.00');
    expect(calls.find((c) => c.path.startsWith('/reports/daily'))!.path).toBe('/reports/daily?groupBy=day');
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveValue('2026-03-01'));
    expect(
      screen.getByText('Business days 2026-03-01 to 2026-03-02 (Pacific/Kiritimati), amounts in USD'),
    ).toBeVisible();
    expect(within(screen.getByLabelText('Totals for the range')).getByText('-8.00')).toBeVisible();
    expect(await screen.findByRole('img', { name: 'GGR and stake per day' })).toHaveTextContent(
      'GGR: -3 -5; Stake: 30 135 over 2026-03-01 2026-03-02',
    );
    const players = await screen.findByRole('table', { name: 'Player activity' });
    expect(within(players).getByRole('link', { name: 'lucky7' })).toHaveAttribute('href', '/players/7');
    expect(query(calls.find((c) => c.path.startsWith('/reports/players'))!).toString()).toBe(
      'from=2026-03-01&to=2026-03-02&sort=stake&pageNo=1',
    );
  });

  it('sorts money as numbers, splits by category and asks for the dates typed', async () => {
    const calls = fakeReports();
    show(<ReportsPage />);
    const table = await screen.findByRole('table', { name: 'Daily report' });
    await userEvent.click(within(table).getByRole('button', { name: 'GGR' }));
    // Ascending: -5.00 before -3.00 (sorted as text, "-3.00" would come first).
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026-03-02');

    await userEvent.selectOptions(screen.getByLabelText('Split by'), 'Category');
    const split = screen.getByRole('table', { name: 'Daily report' });
    expect(await within(split).findByText('LIVE')).toBeVisible();
    expect(within(split).getByRole('columnheader', { name: 'Category' })).toBeVisible();
    // Money has no category: the split shows play only.
    expect(within(split).queryByRole('columnheader', { name: 'Deposits' })).toBeNull();
    expect(calls.at(-1)!.path).toMatch(/groupBy=category/);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/reports/daily?from=2026-02-01&to=2026-03-02&groupBy=category')).toBe(true),
    );
    await waitFor(() => expect(calls.some((c) => c.path.includes('players?from=2026-02-01'))).toBe(true));
  });

  it('exports the shown report as CSV', async () => {
    fakeReports();
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    show(<ReportsPage />);
    await userEvent.selectOptions(await screen.findByLabelText('Split by'), 'Category');
    const table = await screen.findByRole('table', { name: 'Daily report' });
    await within(table).findByText('LIVE');
    const section = table.closest('div.space-y-2') as HTMLElement;
    await userEvent.click(within(section).getByRole('button', { name: 'Export CSV' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('report-category-2026-03-01-2026-03-02.csv');
    expect((await blobs[0]!.text()).split('\n')).toEqual([
      'day,group,bets,stake,validBet,payout,ggr,activePlayers',
      '"2026-03-01","LIVE","1","20.00","4.00","0.00","20.00","1"',
      '"2026-03-01","RNG","1","10.00","10.00","25.00","-15.00","1"',
    ]);
    click.mockRestore();
  });

  it("shows the server's message for a range it refuses, and keeps the dates typed", async () => {
    fakeConsoleApi(['reports.read'], (call) =>
      call.path.includes('from=2024')
        ? { status: 400, code: 'games.date_range_invalid', message: 'Choose a date range of at most 366 days.' }
        : call.path.startsWith('/reports/daily')
          ? { value: report('day') }
          : { value: { list: [], total: 0, totalPages: 0 } },
    );
    show(<ReportsPage />);
    await screen.findByRole('table', { name: 'Daily report' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2024-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a date range of at most 366 days.');
    expect(screen.getByLabelText('From')).toHaveValue('2024-01-01');
  });
});
