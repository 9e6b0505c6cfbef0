import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage } from '../test/console-api';
import type { Ladder } from './vip/vip-ladder';
import VipPage from './vip-page';

const ladder: Ladder = {
  settings: { depositWeight: '100.00', validBetWeight: '50.00' },
  levels: [
    {
      id: 1,
      rankLevel: 1,
      name: 'Bronze',
      names: { pt: 'Bronze PT' },
      color: '#8c5a2b',
      color2: '#ffffff',
      reachGrowth: '0.00',
      keepGrowth: '0.00',
      reviewCycle: 'none',
      benefits: {
        rebateRates: { RNG: '0.50' },
        pointsMultiplier: '1.00',
        withdrawalDailyCount: null,
        withdrawalDailyAmount: null,
        levelUpReward: '0.00',
        birthdayReward: '5.00',
        vipService: false,
      },
      members: 12,
    },
  ],
};

describe('the VIP page', () => {
  it('shows the ladder as the server states it and refuses a level whose growth is not an amount', async () => {
    const calls = fakeConsoleApi(['vip.read', 'vip.write'], (call) =>
      call.path === '/vip/levels' ? { value: ladder } : undefined,
    );
    renderPage(<VipPage />);
    const row = await screen.findByRole('row', { name: /Bronze/ });
    expect(row).toHaveTextContent('RNG 0.50%');
    expect(row).toHaveTextContent('birthday 5.00');
    expect(row).toHaveTextContent('12');
    await userEvent.click(screen.getByRole('button', { name: 'New level' }));
    const form = screen.getByRole('form', { name: 'New level' });
    await userEvent.type(within(form).getByLabelText('Rank'), '2');
    await userEvent.type(within(form).getByLabelText('Default name'), 'Silver');
    await userEvent.clear(within(form).getByLabelText('Growth to reach'));
    await userEvent.type(within(form).getByLabelText('Growth to reach'), 'lots');
    await userEvent.click(within(form).getByRole('button', { name: 'Add level' }));
    expect(await within(form).findByText('Enter an amount, like 10 or 10.50.')).toBeVisible();
    expect(within(form).getByLabelText('Default name')).toHaveValue('Silver');
    await userEvent.clear(within(form).getByLabelText('Growth to reach'));
    await userEvent.type(within(form).getByLabelText('Growth to reach'), '1000');
    await userEvent.click(within(form).getByRole('button', { name: 'Add level' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.path).toBe('/vip/levels'));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      rankLevel: 2,
      name: 'Silver',
      reachGrowth: '1000',
      reviewCycle: 'month',
    });
  });

  it('edits a level’s default name and its names per language as stored, without mixing them', async () => {
    const calls = fakeConsoleApi(['vip.read', 'vip.write'], (call) =>
      call.path === '/vip/levels' || call.path === '/vip/levels/1' ? { value: ladder } : undefined,
    );
    renderPage(<VipPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit: Bronze' }));
    const form = screen.getByRole('form', { name: 'Edit level Bronze' });
    expect(within(form).getByLabelText('Default name')).toHaveValue('Bronze');
    expect(within(form).getByLabelText('PT')).toHaveValue('Bronze PT');
    await userEvent.type(within(form).getByLabelText('ZH'), '青铜');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/vip/levels/1'));
    const body = calls.find((c) => c.method === 'PUT')!.body as { name: string; names: Record<string, string> };
    expect(body.name).toBe('Bronze');
    expect(body.names).toMatchObject({ pt: 'Bronze PT', zh: '青铜' });
  });

  it('lets a reader look without changing', async () => {
    fakeConsoleApi(['vip.read'], (call) => (call.path === '/vip/levels' ? { value: ladder } : undefined));
    renderPage(<VipPage />);
    await screen.findByRole('row', { name: /Bronze/ });
    expect(screen.queryByRole('button', { name: /Edit|New level/ })).toBeNull();
    expect(screen.getByLabelText('Deposits count (%)')).toBeDisabled();
  });
});
