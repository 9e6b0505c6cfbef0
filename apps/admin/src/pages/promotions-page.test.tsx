import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminActivity, AdminRaffle } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage, type Call } from '../test/console-api';
import PromotionsPage from './promotions-page';

const welcome: AdminActivity = {
  id: 7,
  category: 'deposit',
  content: { en: { title: 'Welcome bonus', summary: '100% on the first deposit', rules: '' } },
  languages: [],
  startsAt: '2026-11-01T12:00:00.000Z',
  endsAt: null,
  audience: { newMemberDays: null, vipLevels: [], labels: [], agentIds: [] },
  trigger: { kind: 'deposit', which: 'first', nth: null, minAmount: '10' },
  reward: { kind: 'percent', percentBp: 10_000, cap: '200' },
  wagering: { multiple: 5, base: 'bonus', contributions: {}, maxBet: null, expiryDays: 30, maxConversion: null },
  requiresJoin: false,
  autoClaim: false,
  repeat: 'once',
  sortOrder: 0,
  status: 'active',
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};

const raffle = (id: number, title: string, status: AdminRaffle['status']): AdminRaffle => ({
  id,
  activityId: 40 + id,
  title,
  status,
  activityStatus: 'active',
  startsAt: '2026-11-01T12:00:00.000Z',
  endsAt: '2026-12-01T12:00:00.000Z',
  drawAt: '2026-12-01T12:00:00.000Z',
  claimUntil: '2026-12-08T12:00:00.000Z',
  hash: 'ab'.repeat(32),
  seed: null,
  ticketsIssued: 0,
  tickets: { perTurnover: '10.00', perDeposit: null, maxPerMember: null },
  prizes: [{ kind: 'cash', count: 1, amount: '100.00' }],
  drawnAt: null,
});

function promotionsApi(
  permissions: Parameters<typeof fakeConsoleApi>[0],
  list = [welcome],
  applications: object[] = [],
) {
  return fakeConsoleApi(permissions, (call: Call) => {
    if (call.path === '/promotions' && call.method === 'GET') return { value: { list } };
    if (call.path.startsWith('/promotions/applications')) return { value: { list: applications } };
    if (call.path === '/promotions/settings') return { value: { maxWageringMultiple: 10 } };
    if (call.path === '/raffles')
      return { value: { list: [raffle(3, 'Christmas raffle', 'open'), raffle(2, 'Autumn raffle', 'drawn')] } };
    if (call.path === '/promotions/7/status') return { value: { ...welcome, status: 'paused' } };
    if (call.path === '/promotions' && call.method === 'POST') return { value: { ...welcome, id: 8, status: 'draft' } };
    return undefined;
  });
}

describe('the promotions page', () => {
  it('lists the server’s activities with their state and schedule, and pauses a running one', async () => {
    const calls = promotionsApi(['promotions.read', 'promotions.write']);
    renderPage(<PromotionsPage />);
    const table = await screen.findByRole('table', { name: 'Activities' });
    const row = await within(table).findByRole('row', { name: /Welcome bonus/ });
    expect(row).toHaveTextContent('Deposit');
    expect(row).toHaveTextContent('Running');
    expect(row).toHaveTextContent('No end');
    await userEvent.click(within(row).getByRole('button', { name: 'Pause: Welcome bonus' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/promotions/7/status', body: { status: 'paused' } }),
    );
  });

  it('shows a large grant approved once as waiting for a second operator, who can still approve it', async () => {
    const application = {
      id: 31,
      activityId: 7,
      activityTitle: 'Welcome bonus',
      member: 'ana',
      comment: null,
      images: 0,
      state: 'pending',
      reviewNote: null,
      firstApprover: 'marta',
      createdAt: '2026-11-01T12:00:00.000Z',
    };
    promotionsApi(['promotions.read', 'promotions.write'], [welcome], [application]);
    renderPage(<PromotionsPage />);
    const table = await screen.findByRole('table', { name: 'Applications' });
    const row = await within(table).findByRole('row', { name: /ana/ });
    expect(row).toHaveTextContent('Approved by marta: a second operator grants it');
    expect(within(row).getByRole('button', { name: 'Approve: ana' })).toBeEnabled();
  });

  it('shows no write controls to a role that only reads', async () => {
    promotionsApi(['promotions.read']);
    renderPage(<PromotionsPage />);
    await screen.findByRole('row', { name: /Welcome bonus/ });
    expect(screen.queryByRole('button', { name: 'New activity' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
    expect(await screen.findByLabelText('Highest wagering multiple')).toBeDisabled();
  });

  it('refuses a new activity with the shared schema’s rules, keeps what was typed, then sends the definition', async () => {
    const calls = promotionsApi(['promotions.read', 'promotions.write'], []);
    renderPage(<PromotionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New activity' }));
    const form = screen.getByRole('form', { name: 'New activity (saved as a draft)' });
    await userEvent.type(within(form).getByLabelText('Amount'), '12,5x');
    await userEvent.type(within(form).getByLabelText('Summary'), 'Reload on Fridays');
    await userEvent.click(within(form).getByRole('button', { name: 'Create draft' }));
    expect(await within(form).findByText('Enter an amount, like 10 or 10.50.')).toBeVisible();
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Required.');
    expect(within(form).getByLabelText('Summary')).toHaveValue('Reload on Fridays');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Title'), 'Friday reload');
    await userEvent.clear(within(form).getByLabelText('Amount'));
    await userEvent.type(within(form).getByLabelText('Amount'), '12.50');
    await userEvent.type(within(form).getByLabelText('Starts'), '2026-12-04T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const sent = calls.find((c) => c.method === 'POST')!.body as AdminActivity;
    expect(sent.content).toEqual({ en: { title: 'Friday reload', summary: 'Reload on Fridays', rules: '' } });
    expect(sent.reward).toEqual({ kind: 'fixed', amount: '12.50' });
    expect(sent.trigger).toEqual({ kind: 'deposit', which: 'first', nth: null, minAmount: '0' });
    expect(new Date(sent.startsAt).getTime()).toBe(new Date('2026-12-04T10:00').getTime());
  });

  it('a loss trigger offers closed periods only and keeps a refused amount; a turnover over a week pays raffle tickets', async () => {
    const calls = promotionsApi(['promotions.read', 'promotions.write'], []);
    renderPage(<PromotionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New activity' }));
    const form = screen.getByRole('form', { name: 'New activity (saved as a draft)' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Play 500, win tickets');
    await userEvent.type(within(form).getByLabelText('Starts'), '2026-12-04T10:00');
    await userEvent.selectOptions(within(form).getByLabelText('Starts with'), 'A loss in a period');
    expect(within(form).queryByRole('option', { name: 'The whole activity' })).toBeNull();
    const minLoss = within(form).getByLabelText('Net loss of at least');
    await userEvent.type(minLoss, 'lots');
    await userEvent.click(within(form).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(minLoss).toHaveAccessibleDescription(/Enter an amount, like 10 or 10.50./));
    expect(minLoss).toHaveValue('lots');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.selectOptions(within(form).getByLabelText('Starts with'), 'Turnover reached');
    expect(within(form).getByRole('option', { name: 'The whole activity' })).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Counted over'), 'A business week');
    await userEvent.type(within(form).getByLabelText('Valid bet to reach'), '500');
    await userEvent.selectOptions(within(form).getByLabelText('Pays'), 'Raffle tickets');
    const raffles = within(form).getByLabelText('Raffle');
    expect(await within(raffles).findByRole('option', { name: 'Christmas raffle' })).toBeInTheDocument();
    expect(within(raffles).queryByRole('option', { name: 'Autumn raffle' })).toBeNull();
    await userEvent.selectOptions(raffles, 'Christmas raffle');
    await userEvent.clear(within(form).getByLabelText('Tickets'));
    await userEvent.type(within(form).getByLabelText('Tickets'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    const sent = calls.find((c) => c.method === 'POST')!.body as AdminActivity;
    expect(sent.trigger).toEqual({ kind: 'turnover', period: 'week', amount: '500' });
    expect(sent.reward).toEqual({ kind: 'raffle_tickets', raffleId: 3, tickets: 3 });
  });
});
