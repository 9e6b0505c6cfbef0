import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HeldReferralReward, Permission, ReferralSettings } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage, type Call } from '../test/console-api';
import ReferralsPage from './referrals-page';

const settings: ReferralSettings = {
  enabled: true,
  registerReward: '1.00',
  depositMin: '20.00',
  depositReward: '5.00',
  turnoverMin: '200.00',
  turnoverReward: '10.00',
};
const held: HeldReferralReward = {
  id: 12,
  referrer: 'ana123',
  referred: 'bia456',
  milestone: 'deposit',
  amount: '5.00',
  state: 'held',
  reasons: ['same_ip', 'shared_payout'],
  createdAt: '2026-11-28T10:00:00.000Z',
};

function referralsApi(permissions: Permission[]) {
  let list = [held];
  return fakeConsoleApi(permissions, (call: Call) => {
    if (call.path === '/referrals/settings' && call.method === 'GET') return { value: settings };
    if (call.path === '/referrals/settings' && call.method === 'PUT') return { value: call.body };
    if (call.path === '/referrals/held') return { value: { list } };
    if (call.path === '/referrals/held/12/review') {
      list = [];
      return { value: { ...held, state: 'paid' } };
    }
    return undefined;
  });
}

describe('the invite-friends page', () => {
  it('shows the programme and the held rewards with why they were held; a reader decides nothing', async () => {
    referralsApi(['promotions.read']);
    renderPage(<ReferralsPage />);
    const form = await screen.findByRole('form', { name: 'Programme' });
    expect(within(form).getByLabelText('Invite friends offered (the REFERRAL3 flag)')).toBeChecked();
    expect(within(form).getByLabelText('First deposit of at least')).toHaveValue('20.00');
    expect(within(form).getByLabelText('Reward for that deposit')).toBeDisabled();
    const row = await screen.findByRole('row', { name: /bia456/ });
    expect(row).toHaveTextContent('First deposit');
    expect(row).toHaveTextContent('same address as the member, payout account of another member');
    expect(screen.queryByRole('button', { name: /Approve|Save programme/ })).toBeNull();
  });

  it('refuses a malformed amount under its field, keeps what was typed, then saves; approves a held reward', async () => {
    const calls = referralsApi(['promotions.read', 'promotions.write']);
    renderPage(<ReferralsPage />);
    const form = await screen.findByRole('form', { name: 'Programme' });
    const reward = within(form).getByLabelText('Reward when a friend registers');
    await userEvent.clear(reward);
    await userEvent.type(reward, '2,5x');
    await userEvent.click(within(form).getByRole('button', { name: 'Save programme' }));
    expect(await within(form).findByText('Enter an amount, like 10 or 10.50.')).toBeVisible();
    expect(reward).toHaveValue('2,5x');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(reward);
    await userEvent.type(reward, '2.50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save programme' }));
    expect(await within(form).findByText('Programme saved.')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...settings, registerReward: '2.50' });

    await userEvent.click(await screen.findByRole('button', { name: 'Approve and pay the reward for bia456' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /bia456/ })).toBeNull());
    expect(calls).toContainEqual({ method: 'POST', path: '/referrals/held/12/review', body: { decision: 'approve' } });
  });
});
