import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminRaffle, AdminRaffleDetail, Permission } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage, type Call } from '../test/console-api';
import RafflesPage from './raffles-page';
import { prizeLine } from './raffles/raffle-form';

const HASH = 'c'.repeat(64);
const raffle: AdminRaffle = {
  id: 3,
  activityId: 11,
  title: 'Weekly draw',
  status: 'drawn',
  activityStatus: 'active',
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-03-08T00:00:00.000Z',
  drawAt: '2026-03-08T00:00:00.000Z',
  claimUntil: '2026-03-15T00:00:00.000Z',
  hash: HASH,
  seed: 'd'.repeat(64),
  ticketsIssued: 42,
  tickets: { perTurnover: '50.00', perDeposit: null, maxPerMember: 100 },
  prizes: [{ kind: 'cash', count: 1, amount: '200.00' }],
  drawnAt: '2026-03-08T00:00:10.000Z',
};
const detail: AdminRaffleDetail = {
  ...raffle,
  holders: [{ member: 'ana123', tickets: 30, first: 1 }],
  winners: [{ rank: 1, ticket: 7, member: 'ana123', state: 'claimable', amount: '200.00', points: null }],
};

const rafflesApi = (permissions: Permission[]) =>
  fakeConsoleApi(permissions, (call: Call) => {
    if (call.method === 'GET' && call.path === '/raffles') return { value: { list: [raffle] } };
    if (call.method === 'GET' && call.path === '/raffles/3') return { value: detail };
    if (call.method === 'POST' && call.path === '/raffles') return { value: { ...raffle, id: 4, status: 'open' } };
    return undefined;
  });

describe('the raffles page', () => {
  it('lists raffles and shows one’s holders and winners with its seed and hash; readers cannot create', async () => {
    rafflesApi(['promotions.read']);
    renderPage(<RafflesPage />);
    const row = await screen.findByRole('row', { name: /Weekly draw/ });
    for (const text of ['Drawn', '42', 'cccccccccccccccc…']) expect(row).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'New raffle' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open: Weekly draw' }));
    const panel = await screen.findByRole('region', { name: 'Weekly draw' });
    expect(within(panel).getByText(HASH)).toBeVisible();
    expect(within(panel).getByText('d'.repeat(64))).toBeVisible();
    expect(within(panel).getByRole('table', { name: 'Winners' })).toHaveTextContent('#7ana123200.00Claimable');
    expect(within(panel).getByRole('table', { name: 'Ticket holders' })).toHaveTextContent('ana12330#1');
  });

  it('creates a raffle from its form, the prizes one line each', async () => {
    const calls = rafflesApi(['promotions.read', 'promotions.write']);
    renderPage(<RafflesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New raffle' }));
    const form = screen.getByRole('form', { name: 'New raffle' });
    await userEvent.type(within(form).getByLabelText('Title EN'), 'Spring draw');
    for (const [label, value] of [
      ['Tickets from', '2026-04-01T10:00'],
      ['Tickets until', '2026-04-08T10:00'],
      ['Draw at', '2026-04-08T10:00'],
      ['Claim until', '2026-04-15T10:00'],
    ] as const)
      await userEvent.type(within(form).getByLabelText(label), value);
    await userEvent.type(within(form).getByLabelText(/^Prizes/), '1 cash 100.00{enter}2 bonus 10.00 5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create and schedule' }));
    expect(await screen.findByText('Raffle created; its hash is published.')).toBeVisible();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      content: { en: { title: 'Spring draw' } },
      tickets: { perTurnover: '50.00', perDeposit: null, maxPerMember: null },
      prizes: [
        { kind: 'cash', count: 1, amount: '100.00' },
        { kind: 'bonus', count: 2, amount: '10.00', multiple: 5, expiryDays: 30 },
      ],
    });
  });

  it('reads a prize line as count, kind and value', () => {
    expect(prizeLine('10 points 500')).toEqual({ kind: 'points', count: 10, points: 500 });
  });
});
