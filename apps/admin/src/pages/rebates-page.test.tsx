import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Permission, RebateSettings } from '@arcadia/contracts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage, type Call } from '../test/console-api';
import RebatesPage from './rebates-page';
import type { Ladder } from './vip/vip-ladder';

const settings: RebateSettings = {
  enabled: true,
  periodKind: 'week',
  autoPay: false,
  minPayout: '1.00',
  maxPayout: null,
};

const claims = {
  list: [
    {
      id: 7,
      periodKey: '2026-W09',
      category: 'RNG',
      validBet: '1000.00',
      rate: '0.80',
      amount: '8.00',
      source: 'member',
      createdAt: '2026-03-02T10:00:00.000Z',
      member: 'ana123',
    },
  ],
  total: 1,
  totalPages: 1,
  paid: '8.00',
};

const level = (rankLevel: number, name: string, rebateRates: Record<string, string>) => ({
  id: rankLevel + 1,
  rankLevel,
  name,
  names: {},
  color: '#000000',
  color2: '#ffffff',
  reachGrowth: '0.00',
  keepGrowth: '0.00',
  reviewCycle: 'none' as const,
  benefits: {
    rebateRates,
    pointsMultiplier: '1.00',
    withdrawalDailyCount: null,
    withdrawalDailyAmount: null,
    levelUpReward: '0.00',
    birthdayReward: '0.00',
    vipService: false,
  },
  members: 0,
});
const ladder: Ladder = {
  settings: { depositWeight: '100.00', validBetWeight: '100.00' },
  levels: [level(0, 'Bronze', { RNG: '0.50' }), level(1, 'Silver', { RNG: '0.80', LIVE: '0.30' })],
};

function rebatesApi(permissions: Permission[]) {
  return fakeConsoleApi(permissions, (call: Call) => {
    if (call.path === '/rebates/settings' && call.method === 'GET') return { value: settings };
    if (call.path === '/rebates/settings' && call.method === 'PUT') return { value: call.body };
    if (call.path.startsWith('/rebates/claims')) return { value: claims };
    if (call.path === '/rebates/pay') return { value: { periodKey: '2026-W09', members: 3, lines: 4, paid: '25.00' } };
    if (call.path === '/vip/levels') return { value: ladder };
    return undefined;
  });
}

const show = () =>
  renderPage(
    <MemoryRouter>
      <RebatesPage />
    </MemoryRouter>,
  );

describe('the rebates page', () => {
  it('shows the programme, the rates by level and category, and the rebates paid as the server states them', async () => {
    rebatesApi(['promotions.read', 'vip.read']);
    show();
    const form = await screen.findByRole('form', { name: 'Programme' });
    expect(within(form).getByLabelText('Rebates offered')).toBeChecked();
    expect(within(form).getByLabelText('Least paid per line')).toHaveValue('1.00');
    expect(within(form).getByLabelText('Most paid per line')).toHaveValue('');
    expect(within(form).getByLabelText('Period')).toBeDisabled();
    const claim = await screen.findByRole('row', { name: /ana123/ });
    expect(claim).toHaveTextContent('2026-W09');
    expect(claim).toHaveTextContent('8.00');
    expect(claim).toHaveTextContent('Member claim');
    expect(screen.getByText('Total paid: 8.00')).toBeVisible();
    const rates = screen.getByRole('table', { name: 'Rates by VIP level and category (%)' });
    expect(within(rates).getByRole('row', { name: /Silver/ })).toHaveTextContent('0.30');
    expect(within(rates).getByRole('row', { name: /Bronze/ })).toHaveTextContent('—');
    // A reader pays nothing and saves nothing.
    expect(screen.queryByRole('button', { name: /Pay|Save programme/ })).toBeNull();
  });

  it('refuses a cap that is not an amount on its field, keeps what was typed, then saves the programme', async () => {
    const calls = rebatesApi(['promotions.read', 'promotions.write']);
    show();
    const form = await screen.findByRole('form', { name: 'Programme' });
    await userEvent.selectOptions(within(form).getByLabelText('Period'), 'day');
    await userEvent.type(within(form).getByLabelText('Most paid per line'), 'lots');
    await userEvent.click(within(form).getByRole('button', { name: 'Save programme' }));
    expect(await within(form).findByText('Enter an amount, like 10 or 10.50.')).toBeVisible();
    expect(within(form).getByLabelText('Most paid per line')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Most paid per line')).toHaveValue('lots');
    expect(within(form).getByLabelText('Period')).toHaveValue('day');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(within(form).getByLabelText('Most paid per line'));
    await userEvent.type(within(form).getByLabelText('Most paid per line'), '500');
    await userEvent.click(within(form).getByLabelText(/Paid automatically/));
    await userEvent.click(within(form).getByRole('button', { name: 'Save programme' }));
    expect(await within(form).findByText('Programme saved.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/rebates/settings',
      body: { enabled: true, periodKind: 'day', autoPay: true, minPayout: '1.00', maxPayout: '500' },
    });
  });

  it('pays the period just closed after asking once more, and filters the rebates paid by period', async () => {
    const calls = rebatesApi(['promotions.read', 'promotions.write']);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay the period just closed now' }));
    expect(calls.some((c) => c.path === '/rebates/pay')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Period 2026-W09 paid: 25.00 to 3 members (4 lines).')).toBeVisible();
    expect(calls.find((c) => c.path === '/rebates/pay')).toEqual({ method: 'POST', path: '/rebates/pay', body: {} });

    await userEvent.type(screen.getByLabelText(/Period \(like/), '2026-W08');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/rebates/claims?pageNo=1&period=2026-W08')).toBe(true));
  });
});
