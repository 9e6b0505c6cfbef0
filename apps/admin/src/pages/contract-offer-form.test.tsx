import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractView } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { fakeConsoleApi, renderPage, type Call } from '../test/console-api';
import ContractsPage from './contracts-page';

const offered: ContractView = {
  id: 9,
  kind: 'dividend',
  period: 'week',
  version: 1,
  state: 'requested',
  mine: false,
  agent: 'top_agent',
  offeredBy: null,
  tiers: [
    { rate: '40.00', minTeamLoss: '1000.00', minValidBet: null, minActiveMembers: null },
    { rate: '45.00', minTeamLoss: '5000.00', minValidBet: null, minActiveMembers: 3 },
  ],
  realTime: null,
  createdAt: '2026-06-01T00:00:00.000Z',
  answeredAt: null,
  endedAt: null,
  endReason: null,
};

/** The page's reads, answered empty. */
const reads = (call: Call) => {
  if (call.method !== 'GET') return undefined;
  if (call.path === '/contracts/settings') return { value: { negativeCarry: false, autoApprove: false } };
  if (call.path.startsWith('/contracts/settlements') || call.path.startsWith('/contracts/debts'))
    return { value: { list: [] } };
  if (call.path === '/contracts') return { value: { list: [] } };
  return undefined;
};

const offers = (calls: Call[]) => calls.filter((c) => c.method === 'POST' && c.path === '/contracts/offers');

describe('the console offer form', () => {
  it('refuses a bad rate on its field, then sends the offer the schema reads; a server refusal lands under the agent', async () => {
    let answer: { status?: number; code?: string; message?: string; value?: unknown } = {
      status: 403,
      code: 'contract.not_downline',
      message: 'You can offer contracts only to your direct downline agents.',
    };
    const calls = fakeConsoleApi(['contracts.read', 'contracts.write'], reads, (call) =>
      call.method === 'POST' && call.path === '/contracts/offers' ? answer : undefined,
    );
    const user = userEvent.setup();
    renderPage(<ContractsPage />);
    const form = await screen.findByRole('form', { name: 'Offer a top-level agent a contract' });
    await user.type(within(form).getByLabelText('Agent username'), 'top_agent');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'dividend');
    await user.selectOptions(within(form).getByLabelText('Dividend period'), 'week');
    const first = within(form).getByRole('listitem', { name: 'Tier 1' });
    await user.type(within(first).getByLabelText('Team loss from'), '1000');
    await user.type(within(first).getByLabelText('Rate (%)'), '40');
    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const second = within(form).getByRole('listitem', { name: 'Tier 2' });
    await user.type(within(second).getByLabelText('Team loss from'), '5000');
    await user.type(within(second).getByLabelText('Active members from'), '3');
    await user.type(within(second).getByLabelText('Rate (%)'), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));

    // The schema's refusal under the second tier's rate; nothing sent, everything typed kept.
    expect(await within(second).findByText('Not a valid value.')).toBeVisible();
    expect(within(second).getByLabelText('Rate (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(first).getByLabelText('Rate (%)')).toHaveAttribute('aria-invalid', 'false');
    expect(offers(calls)).toHaveLength(0);
    expect(within(form).getByLabelText('Agent username')).toHaveValue('top_agent');
    expect(within(first).getByLabelText('Team loss from')).toHaveValue('1000');

    await user.clear(within(second).getByLabelText('Rate (%)'));
    await user.type(within(second).getByLabelText('Rate (%)'), '45');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    await waitFor(() => expect(offers(calls)).toHaveLength(1));
    expect(offers(calls)[0]!.body).toEqual({
      agent: 'top_agent',
      kind: 'dividend',
      period: 'week',
      tiers: [
        { rate: '40', minTeamLoss: '1000' },
        { rate: '45', minTeamLoss: '5000', minActiveMembers: 3 },
      ],
    });
    // Not a top-level agent of the brand: said under the agent, in the console's words; still typed.
    expect(await within(form).findByText('No top-level agent of this brand has this username.')).toBeVisible();
    expect(within(form).getByLabelText('Agent username')).toHaveValue('top_agent');
    expect(within(second).getByLabelText('Rate (%)')).toHaveValue('45');

    answer = { value: offered };
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(
      await within(form).findByText('Offered to top_agent: the offer waits for their answer in the agent centre.'),
    ).toBeVisible();
    expect(offers(calls)).toHaveLength(2);
    // Sent: the form is empty for the next offer.
    expect(within(form).getByLabelText('Agent username')).toHaveValue('');
  });

  it('offers a real-time salary by its rates, and a server refusal of another kind shows as the server says it', async () => {
    const calls = fakeConsoleApi(['contracts.read', 'contracts.write'], reads, (call) =>
      call.method === 'POST' && call.path === '/contracts/offers'
        ? { status: 422, code: 'request.invalid', message: 'The request is not valid.' }
        : undefined,
    );
    const user = userEvent.setup();
    renderPage(<ContractsPage />);
    const form = await screen.findByRole('form', { name: 'Offer a top-level agent a contract' });
    await user.type(within(form).getByLabelText('Agent username'), 'top_agent');
    await user.selectOptions(within(form).getByLabelText('Kind'), 'realtime_salary');
    await user.type(within(form).getByLabelText('Rate when the house wins (%)'), '0.5');
    await user.type(within(form).getByLabelText('Rate when the house loses (%)'), '0.3');
    await user.type(within(form).getByLabelText('Single bet from'), 'ten');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('Enter an amount, like 10 or 10.50.')).toBeVisible();
    await user.clear(within(form).getByLabelText('Single bet from'));
    await user.type(within(form).getByLabelText('Single bet from'), '10');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect(await within(form).findByText('The request is not valid.')).toBeVisible();
    expect(offers(calls)[0]!.body).toEqual({
      agent: 'top_agent',
      kind: 'realtime_salary',
      realTime: { profitRate: '0.5', lossRate: '0.3', minSingleBet: '10' },
    });
    expect(within(form).getByLabelText('Single bet from')).toHaveValue('10');
  });

  it('is not there for an operator who may only read', async () => {
    fakeConsoleApi(['contracts.read'], reads);
    renderPage(<ContractsPage />);
    await screen.findByRole('heading', { name: 'Contracts' });
    expect(screen.queryByRole('form', { name: 'Offer a top-level agent a contract' })).toBeNull();
  });
});
