import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLeaderboard, AdminMission, Permission } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage, type Call } from '../test/console-api';
import MissionsPage from './missions-page';

const mission: AdminMission = {
  id: 4,
  code: 'spin-50',
  titles: { en: 'Play 50 rounds', pt: 'Jogue 50 rodadas' },
  kind: 'rounds',
  cadence: 'daily',
  target: '50',
  multiplier: null,
  category: 'RNG',
  reward: '2.00',
  score: 10,
  sortOrder: 0,
  status: 'active',
  claims: 31,
  paid: '62.00',
};
const board: AdminLeaderboard = {
  id: 9,
  code: 'weekly-race',
  titles: { en: 'Weekly race' },
  cadence: 'weekly',
  prizes: ['100.00', '50.00'],
  status: 'paused',
};
const standings = {
  periodKey: '2026-W10',
  settled: false,
  list: [
    {
      rank: 1,
      memberId: 12,
      account: 'ana123',
      nickname: 'a***3',
      score: 40,
      reachedAt: '2026-03-03T10:00:00.000Z',
      prize: '100.00',
      me: false,
    },
  ],
};

function missionsApi(permissions: Permission[]) {
  return fakeConsoleApi(permissions, (call: Call) => {
    if (call.method === 'GET' && call.path === '/missions') return { value: { list: [mission] } };
    if (call.method === 'GET' && call.path === '/missions/leaderboards') return { value: { list: [board] } };
    if (call.path.startsWith('/missions/leaderboards/9/standings')) return { value: standings };
    if (call.method === 'POST' && call.path === '/missions')
      return { value: { ...mission, id: 5, code: 'deposit-100' } };
    if (call.path === '/missions/4/status') return { value: { ...mission, status: 'paused' } };
    if (call.path === '/missions/leaderboards/9/status') return { value: { ...board, status: 'active' } };
    return undefined;
  });
}

describe('the missions page', () => {
  it('lists missions with their state and claims, and a race’s standings, as the server states them', async () => {
    const calls = missionsApi(['promotions.read']);
    renderPage(<MissionsPage />);
    const row = await screen.findByRole('row', { name: /spin-50/ });
    for (const text of ['Play 50 rounds', 'Rounds played', 'Daily', '50 · RNG', '2.00', 'Running', '31', '62.00'])
      expect(row).toHaveTextContent(text);
    expect(await screen.findByRole('row', { name: /weekly-race/ })).toHaveTextContent('100.00 · 50.00');
    expect(screen.queryByRole('button', { name: /Pause|Resume|New mission|New race/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Standings: weekly-race' }));
    const panel = screen.getByRole('region', { name: 'Standings of weekly-race' });
    const first = await within(panel).findByRole('row', { name: /ana123/ });
    expect(first).toHaveTextContent('40');
    expect(first).toHaveTextContent('100.00');
    expect(within(panel).getByText(/Running: the prizes below/)).toBeVisible();
    await userEvent.type(within(panel).getByLabelText('Period'), '2026-W09');
    await userEvent.click(within(panel).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/missions/leaderboards/9/standings?period=2026-W09')).toBe(true),
    );
  });

  it('refuses a mission whose reward is not an amount on its field, keeps what was typed, then creates it', async () => {
    const calls = missionsApi(['promotions.read', 'promotions.write']);
    renderPage(<MissionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New mission' }));
    const form = screen.getByRole('form', { name: 'New mission' });
    await userEvent.type(within(form).getByLabelText('Code'), 'deposit-100');
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'deposit');
    await userEvent.type(within(form).getByLabelText('Target'), '100');
    await userEvent.type(within(form).getByLabelText('Reward'), 'five');
    await userEvent.type(within(form).getByLabelText('Title PT'), 'Deposite 100');
    await userEvent.click(within(form).getByRole('button', { name: 'Create mission' }));
    expect(await within(form).findByText('Enter an amount, like 10 or 10.50.')).toBeVisible();
    expect(within(form).getByLabelText('Reward')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Code')).toHaveValue('deposit-100');
    expect(within(form).getByLabelText('Title PT')).toHaveValue('Deposite 100');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('Reward'));
    await userEvent.type(within(form).getByLabelText('Reward'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Create mission' }));
    expect(await screen.findByText('Mission deposit-100 created and running.')).toBeVisible();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/missions',
      body: {
        code: 'deposit-100',
        titles: { pt: 'Deposite 100' },
        kind: 'deposit',
        cadence: 'daily',
        target: '100',
        reward: '5',
        score: 10,
        sortOrder: 0,
      },
    });
  });

  it('asks for a title in at least one language', async () => {
    const calls = missionsApi(['promotions.read', 'promotions.write']);
    renderPage(<MissionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New mission' }));
    const form = screen.getByRole('form', { name: 'New mission' });
    await userEvent.type(within(form).getByLabelText('Code'), 'spin-10');
    await userEvent.type(within(form).getByLabelText('Target'), '10');
    await userEvent.type(within(form).getByLabelText('Reward'), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Create mission' }));
    expect(await within(form).findByText('Required.')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a race whose prizes are not amounts, keeps them, then creates it', async () => {
    const calls = fakeConsoleApi(['promotions.read', 'promotions.write'], (call: Call) => {
      if (call.method === 'GET' && call.path === '/missions') return { value: { list: [] } };
      if (call.method === 'GET' && call.path === '/missions/leaderboards') return { value: { list: [] } };
      if (call.method === 'POST' && call.path === '/missions/leaderboards') return { value: board };
      return undefined;
    });
    renderPage(<MissionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New race' }));
    const form = screen.getByRole('form', { name: 'New race' });
    await userEvent.type(within(form).getByLabelText('Code'), 'weekly-race');
    await userEvent.type(within(form).getByLabelText('Title EN'), 'Weekly race');
    await userEvent.type(within(form).getByLabelText('Prizes by place'), '100, lots');
    await userEvent.click(within(form).getByRole('button', { name: 'Create race' }));
    expect(await within(form).findByText('Enter an amount, like 10 or 10.50.')).toBeVisible();
    expect(within(form).getByLabelText('Prizes by place')).toHaveValue('100, lots');
    await userEvent.clear(within(form).getByLabelText('Prizes by place'));
    await userEvent.type(within(form).getByLabelText('Prizes by place'), '100, 50');
    await userEvent.click(within(form).getByRole('button', { name: 'Create race' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        path: '/missions/leaderboards',
        body: { code: 'weekly-race', titles: { en: 'Weekly race' }, cadence: 'weekly', prizes: ['100', '50'] },
      }),
    );
  });

  it('pauses a running mission and resumes a paused race', async () => {
    const calls = missionsApi(['promotions.read', 'promotions.write']);
    renderPage(<MissionsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pause: spin-50' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resume: weekly-race' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'POST', path: '/missions/4/status', body: { status: 'paused' } }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/missions/leaderboards/9/status',
        body: { status: 'active' },
      }),
    );
  });
});
